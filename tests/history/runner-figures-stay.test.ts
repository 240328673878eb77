// The CI runner and job-queue figures never rewrite the past (docs/decisions.md, "CI runners and the
// job queue"), as the test history does not ("History on absolute time"): a server left running answers
// a past window the same an hour later and after midnight (when it generates another day and starts its
// schedule a day later), and agrees with a server started later on the same anchor day. Each backend
// generates its history on its own (nothing shared).
import { describe, expect, it } from 'vitest';
import { getCiJobQueueStatStatValues, getCiRunnerStatStatValues } from '@/api/generated/enums';
import { FIXTURE_RUNNERS } from '../../mocks/fixtures';
import type { MockBackend } from '../../mocks/mock-backend';
import { HOUR_MS, retentionStart } from '../../mocks/test-insights/time-constants';
import { ask, mockAt, urlOf } from './support/mock-at';

const NOON = '2026-11-20T12:00:00.000Z';
const NOON_MS = Date.parse(NOON);
const iso = (ms: number) => new Date(ms).toISOString();

/** Every runner figure fleet-wide and for the degraded runner; every wait figure for all jobs and the waiting label. */
function urls(start: number, end: number): string[] {
  const window = { start: iso(start), end: iso(end) };
  return [
    ...getCiRunnerStatStatValues.flatMap((stat) => [
      urlOf(`/ci/acme/runners/stats/${stat}`, window),
      urlOf(`/ci/acme/runners/stats/${stat}`, { ...window, runner_name: FIXTURE_RUNNERS.degradedRunner }),
    ]),
    ...getCiJobQueueStatStatValues.flatMap((stat) => [
      urlOf(`/ci/acme/queue/stats/${stat}`, window),
      urlOf(`/ci/acme/queue/stats/${stat}`, { ...window, labels: FIXTURE_RUNNERS.waitingLabel }),
    ]),
  ];
}

async function answers(backend: MockBackend, list: readonly string[]): Promise<unknown[]> {
  const all = [];
  for (const url of list) {
    const answer = await ask(backend, url);
    expect(answer.status, url).toBe(200);
    all.push(answer.body);
  }
  return all;
}

describe('the runner figures of a past window', () => {
  it('stay the same when the clock moves on an hour', { timeout: 60_000 }, async () => {
    const { backend, clock } = mockAt(NOON);
    const list = urls(retentionStart(NOON_MS + HOUR_MS), NOON_MS);
    const before = await answers(backend, list);
    clock.set(NOON_MS + HOUR_MS);
    expect(await answers(backend, list)).toEqual(before);
  });

  it('stay the same across midnight, and agree with a server started after it on the same anchor', { timeout: 120_000 }, async () => {
    const evening = '2026-11-20T23:30:00.000Z';
    const night = '2026-11-21T01:30:00.000Z';
    const running = mockAt(evening);
    const past = urls(retentionStart(Date.parse(night)), Date.parse('2026-11-20T23:00:00.000Z'));
    const before = await answers(running.backend, past);
    running.clock.set(night);
    expect(await answers(running.backend, past)).toEqual(before);
    const restarted = mockAt(night, evening);
    const latest = urls(Date.parse(night) - 7 * 24 * HOUR_MS, Date.parse(night));
    expect(await answers(restarted.backend, latest)).toEqual(await answers(running.backend, latest));
    // Not vacuous: the past window holds thousands of jobs.
    const total = before[past.findIndex((url) => url.includes('/queue/stats/total_jobs') && !url.includes('labels'))];
    expect((total as { value: number }).value).toBeGreaterThan(1000);
  });

  it('are the same from two servers started at 12:00 and 15:00 of one day, over the past both keep', { timeout: 120_000 }, async () => {
    const list = urls(retentionStart(Date.parse('2026-11-20T15:00:00.000Z')), NOON_MS);
    const early = await answers(mockAt(NOON).backend, list);
    expect(await answers(mockAt('2026-11-20T15:00:00.000Z').backend, list)).toEqual(early);
  });
});
