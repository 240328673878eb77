import { createMockServer } from './mocks/node';
import { FIXTURE_TESTS } from './mocks/fixtures';
import { createApiClient } from './src/api/client';
const NOW = Date.parse('2026-11-20T12:00:00.000Z');
const mock = createMockServer({ now: '2026-11-20T12:00:00.000Z' });
mock.server.listen({ onUnhandledRequest: 'error' });
const api = createApiClient({ baseUrl: 'http://localhost/v1', token: 'demo-admin-key' });
const path = { owner: 'acme', repository: 'checkout' };
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
async function totals(testId: string, start: string, end: string) {
  const out: Record<string, number> = {};
  for (const stat of ['success_count', 'failure_count', 'flaky_count', 'mean_duration'] as const) {
    const r = await api.getTestStat({ path: { ...path, test_id: testId, stat }, query: { start, end } });
    out[stat] = r.value;
    out.buckets = r.value_over_time.length;
  }
  return out;
}
const flaky = FIXTURE_TESTS.flaky.testId;
for (const [name, ms] of [['24h', 864e5], ['7d', 7 * 864e5], ['30d', 30 * 864e5]] as const) {
  for (const off of [1000, 20000, 60000]) {
    const end = NOW + off;
    console.log(name, off, JSON.stringify(await totals(flaky, iso(end - ms), iso(end))));
  }
}
console.log('zoom', JSON.stringify(await totals(flaky, '2026-11-14T00:00:00Z', '2026-11-18T00:00:00Z')));
console.log('custom', JSON.stringify(await totals(flaky, '2026-11-16T00:00:00Z', '2026-11-17T00:00:00Z')));
const r = await api.getTestStat({ path: { ...path, test_id: flaky, stat: 'success_count' }, query: { start: '2026-11-16T00:00:00Z', end: '2026-11-17T00:00:00Z' } });
const f = await api.getTestStat({ path: { ...path, test_id: flaky, stat: 'failure_count' }, query: { start: '2026-11-16T00:00:00Z', end: '2026-11-17T00:00:00Z' } });
console.log('custom buckets success', r.value_over_time.map((b) => b.value).join(','), 'failure', f.value_over_time.map((b) => b.value).join(','));
for (const key of ['recovered', 'newMidWindow', 'brokenByPullRequest'] as const) {
  for (const [name, ms] of [['7d', 7 * 864e5], ['30d', 30 * 864e5]] as const) {
    const end = NOW + 1000;
    const h = await api.getTestHealthTransitions({ path: { ...path, test_id: FIXTURE_TESTS[key].testId }, query: { start: iso(end - ms), end: iso(end) } });
    console.log('HEALTH', key, name, JSON.stringify(h));
  }
}
for (const sort of ['executions_count', 'job_name'] as const) {
  const e = await api.listTestExecutions({ path: { ...path, test_id: FIXTURE_TESTS.multiIdentity.testId }, query: { start: iso(NOW + 1000 - 7 * 864e5), end: iso(NOW + 1000), sort, direction: sort === 'job_name' ? 'asc' : 'desc' } });
  console.log('EXEC', sort, JSON.stringify(e.data.executions.map((x) => [x.pipeline_name, x.job_name, x.executions_count])));
}
const d = await api.getTestFailure({ path: { ...path, test_id: flaky, failure_id: FIXTURE_TESTS.flaky.failureId } });
console.log('FAILURE', JSON.stringify({ ...d, latest_events: d.latest_events.slice(0, 2) }, null, 1));
const det = await api.getTestDetails({ path: { ...path, test_id: FIXTURE_TESTS.brokenByPullRequest.testId } });
console.log('BROKEN DETAILS', JSON.stringify(det));
mock.server.close();
