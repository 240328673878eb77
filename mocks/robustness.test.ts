// "Never a 5xx for bad input": odd values in every path segment, query parameter and body field of
// every operation answer a documented 4xx (or a 2xx), each valid against the contract.
import { describe, expect, it } from 'vitest';
import { FIXTURE_QUARANTINES, FIXTURE_TESTS } from './fixtures';
import { call } from '../tests/mock-kit/api-client';
import { setUpMockServer } from '../tests/mock-kit/mock-server';

setUpMockServer();

const ODD = [
  '',
  ' ',
  '-',
  '*',
  '?',
  '**?*',
  '.*',
  '(',
  '[a-',
  '\\',
  '%',
  '%25',
  "' OR 1=1 --",
  '<script>',
  'é-ü',
  '𝒳',
  '\u0000',
  'null',
  'true',
  '-1',
  '0',
  '1e400',
  '99999999999999999999999',
  '2025-02-30T00:00:00Z',
  '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '-0001-01-01',
  'x'.repeat(300),
  '6f1c2b1e-2f43-4a8e-9d6b-5b7a0c9e4d21',
];

const T = FIXTURE_TESTS.flaky;
const Q = FIXTURE_QUARANTINES.flakyAuto;
const TEMPLATES: [string, string, string[]][] = [
  [
    'GET',
    '/ci/{owner}/repositories/{repository}/search/tests',
    [
      'test_name',
      'test_name_exclude',
      'pipeline_name',
      'job_name',
      'health_status',
      'health_confidence_exclude',
      'failed_executions_impact',
      'sort',
      'direction',
      'cursor',
      'per_page',
    ],
  ],
  ['GET', `/ci/{owner}/repositories/{repository}/tests/${T.testId}`, []],
  ['GET', `/ci/{owner}/repositories/{repository}/tests/${T.testId}/stats/failure_count`, ['start', 'end']],
  ['GET', `/ci/{owner}/repositories/{repository}/tests/${T.testId}/health-transitions`, ['start', 'end']],
  ['GET', `/ci/{owner}/repositories/{repository}/tests/${T.testId}/failures`, []],
  ['GET', `/ci/{owner}/repositories/{repository}/tests/${T.testId}/failures/${T.failureId}`, []],
  [
    'GET',
    `/ci/{owner}/repositories/{repository}/tests/${T.testId}/executions`,
    ['sort', 'direction', 'cursor', 'per_page', 'start', 'end'],
  ],
  [
    'GET',
    '/ci/{owner}/repositories/{repository}/tests/stats/total_tests',
    ['test_name', 'job_name_exclude', 'health_confidence', 'failed_executions_impact_exclude'],
  ],
  ['GET', '/ci/{owner}/repositories/{repository}/quarantines', ['branch', 'test_id', 'source', 'cursor', 'per_page']],
  ['GET', `/ci/{owner}/repositories/{repository}/quarantines/${Q.id}`, []],
  [
    'GET',
    '/ci/{owner}/runners/stats/success_rate',
    ['runner_name', 'runner_name_exclude', 'runner_group_name', 'runner_group_name_exclude', 'runner_labels', 'start', 'end'],
  ],
  ['GET', '/ci/{owner}/queue/stats/p95_wait_time', ['labels', 'start', 'end']],
  ['GET', '/ci/{owner}/runners', []],
];

const ALLOWED = [200, 201, 204, 401, 403, 404, 409, 422];
const fill = (template: string, owner = 'acme', repository = 'checkout') =>
  template.replace('{owner}', encodeURIComponent(owner)).replace('{repository}', encodeURIComponent(repository));

describe('odd inputs', () => {
  it('in query parameters', { timeout: 60_000 }, async () => {
    for (const [method, template, params] of TEMPLATES) {
      for (const param of params) {
        for (const value of ODD) {
          const answer = await call(
            method,
            `${fill(template)}?${param}=${encodeURIComponent(value)}&${param}=${encodeURIComponent(value)}`,
          );
          expect(ALLOWED, `${template}?${param}=${value}`).toContain(answer.status);
        }
      }
    }
  });

  it('in path segments', { timeout: 60_000 }, async () => {
    for (const [method, template] of TEMPLATES) {
      for (const value of ODD.filter((text) => text !== '' && !text.includes('\u0000'))) {
        for (const path of [fill(template, value), fill(template, 'acme', value)]) {
          const answer = await call(method, path);
          expect(ALLOWED, path).toContain(answer.status);
        }
      }
    }
    for (const value of ODD.filter((text) => text.trim() !== '')) {
      for (const path of [
        `/ci/acme/repositories/checkout/tests/${encodeURIComponent(value)}`,
        `/ci/acme/repositories/checkout/tests/${T.testId}/stats/${encodeURIComponent(value)}`,
        `/ci/acme/repositories/checkout/tests/stats/${encodeURIComponent(value)}`,
        `/ci/acme/repositories/checkout/tests/${T.testId}/failures/${encodeURIComponent(value)}`,
        `/ci/acme/repositories/checkout/quarantines/${encodeURIComponent(value)}`,
        `/ci/acme/runners/stats/${encodeURIComponent(value)}`,
        `/ci/acme/queue/stats/${encodeURIComponent(value)}`,
      ]) {
        const answer = await call('GET', path);
        expect(ALLOWED, path).toContain(answer.status);
      }
    }
  });

  it('in quarantine bodies', { timeout: 60_000 }, async () => {
    const bodies = [
      '',
      'null',
      '[]',
      '"x"',
      '1',
      '{',
      '{"test_name": null, "reason": null}',
      '{"test_name": {}, "reason": []}',
      '{"test_name": "x", "reason": "y", "branch": false}',
      '{"test_name": "a", "reason": "b", "extra": 1}',
    ];
    for (const rawBody of bodies) {
      const answer = await call('POST', '/ci/acme/repositories/checkout/quarantines', { rawBody });
      expect(ALLOWED, rawBody).toContain(answer.status);
    }
    for (const value of ODD.filter((text) => text.length > 0)) {
      const answer = await call('POST', '/ci/acme/repositories/checkout/quarantines', {
        body: { test_name: value, reason: value, branch: value },
      });
      expect(ALLOWED, value).toContain(answer.status);
    }
  });
});
