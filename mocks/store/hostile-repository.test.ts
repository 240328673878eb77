// acme/hostile: the generators write every text field with hostile payloads, and every answer still
// validates against the contract (the `get` helper checks each one).
import { describe, expect, it } from 'vitest';
import type { components } from '@/api/generated/schema';
import { get } from '../../tests/mock-kit/api-client';
import { setUpMockServer } from '../../tests/mock-kit/mock-server';
import { HOSTILE_PAYLOADS, HOSTILE_TEXT, LONG_TEXT_LENGTH, hostileKindOf, type HostileKind } from './hostile-text';

setUpMockServer();

type SearchResponse = components['schemas']['TestSearchResponse'];
type QuarantineList = components['schemas']['QuarantineListResponse'];

const REPO = '/ci/acme/repositories/hostile';

/** The kinds of payload found among `values`. */
function kindsIn(values: readonly string[]): Set<HostileKind> {
  const kinds = new Set<HostileKind>();
  for (const value of values) {
    if (value.includes(HOSTILE_PAYLOADS.html)) kinds.add('html');
    if (value.includes(HOSTILE_PAYLOADS.script)) kinds.add('script');
    if (value.includes(HOSTILE_PAYLOADS.rightToLeft)) kinds.add('rightToLeft');
    if (value.includes(HOSTILE_PAYLOADS.zeroWidth)) kinds.add('zeroWidth');
    if (value.length === LONG_TEXT_LENGTH || value.length === 255) kinds.add('long');
  }
  return kinds;
}

const EVERY_KIND = ['html', 'long', 'rightToLeft', 'script', 'zeroWidth'];

describe('the hostile text style', () => {
  it('gives each kind of payload in turn, long values exactly at their bound', () => {
    expect([0, 1, 2, 3, 4, 5].map(hostileKindOf)).toEqual(['html', 'script', 'rightToLeft', 'zeroWidth', 'long', 'html']);
    expect(HOSTILE_TEXT('testName', 'a', 4)).toHaveLength(LONG_TEXT_LENGTH);
    expect(HOSTILE_TEXT('branch', 'a', 4)).toHaveLength(255);
    expect(HOSTILE_TEXT('testName', 'abcd', 3)).toBe(`ab${HOSTILE_PAYLOADS.zeroWidth}cd`);
  });
});

describe('acme/hostile', () => {
  it('serves hostile test names, pipelines and jobs, valid against the contract', async () => {
    const { body } = await get<SearchResponse>(`${REPO}/search/tests?per_page=100`);
    expect(body.tests.length).toBeGreaterThan(10);
    expect([...kindsIn(body.tests.map((test) => test.test_name))].sort()).toEqual(EVERY_KIND);
    expect([...kindsIn(body.tests.flatMap((test) => [test.pipeline_name, test.job_name]))].sort()).toEqual(EVERY_KIND);
    expect(Math.max(...body.tests.map((test) => test.test_name.length))).toBe(LONG_TEXT_LENGTH);
  });

  it('serves hostile details, failure messages and stack traces', async () => {
    const { body } = await get<SearchResponse>(`${REPO}/search/tests?per_page=100&health_status=flaky&health_status=broken`);
    const messages: string[] = [];
    const traces: string[] = [];
    for (const test of body.tests) {
      const details = await get<components['schemas']['GetTestDetailsResponse']>(`${REPO}/tests/${test.test_id}`);
      expect(details.body.test_name).toBe(test.test_name);
      const failures = await get<components['schemas']['TestFailuresResponse']>(`${REPO}/tests/${test.test_id}/failures`);
      for (const failure of failures.body.failures) {
        messages.push(failure.exception_message);
        const one = await get<components['schemas']['TestFailureDetail']>(`${REPO}/tests/${test.test_id}/failures/${failure.id}`);
        traces.push(...one.body.latest_events.map((event) => event.exception_stacktrace ?? ''));
      }
    }
    expect(kindsIn(messages).size).toBeGreaterThanOrEqual(3);
    expect(kindsIn(traces).size).toBeGreaterThanOrEqual(3);
  });

  it('serves hostile quarantine reasons and activity events', async () => {
    const quarantines = await get<QuarantineList>(`${REPO}/quarantines?per_page=100`);
    expect(kindsIn(quarantines.body.quarantined_tests.map((quarantine) => quarantine.reason)).size).toBeGreaterThanOrEqual(3);
    const events = await get<components['schemas']['ActivityLogResponse']>('/repos/acme/hostile/logs?per_page=100');
    const texts = events.body.events.map((event) => JSON.stringify(event));
    expect(texts.some((text) => text.includes(HOSTILE_PAYLOADS.html))).toBe(true);
    expect(texts.some((text) => text.includes(HOSTILE_PAYLOADS.script))).toBe(true);
  });
});
