import { getResponse } from 'msw';
import { createApiClient } from '@/api/client';
import { DEMO_CREDENTIALS } from './mocks/fixtures';
import { createMockBackend } from './mocks/mock-backend';
const now = process.argv[2] ?? new Date().toISOString();
const backend = createMockBackend({ now });
const api = createApiClient({ baseUrl: 'http://x.test/v1', token: DEMO_CREDENTIALS.adminKey, fetch: async (i, init) => (await getResponse(backend.handlers, new Request(i, init)))! });
const P = { owner: 'acme', repository: 'checkout' };
const out: any[] = []; let cursor: string | undefined;
for (;;) { const r = await api.searchTests({ path: P, query: { per_page: 100, ...(cursor ? { cursor } : {}) } }); out.push(...r.data.tests); const c = r.links.next?.cursor; if (!c) break; cursor = c; }
const byTest = new Map<string, any[]>(); for (const t of out) byTest.set(t.test_id, [...(byTest.get(t.test_id) ?? []), t]);
const rank: any = { healthy: 0, flaky: 1, broken: 2 };
let diff = 0;
for (const [id, list] of byTest) {
  const w = list.reduce((a, t) => rank[t.metrics.health_status] > rank[a] ? t.metrics.health_status : a, 'healthy');
  const d: any = await api.getTestDetails({ path: { ...P, test_id: id } } as any);
  if (d.health_status !== w) { diff++; console.log(list[0].test_name.slice(-70), 'worst', w, 'details', d.health_status, list.map((t: any) => `${t.job_name}:${t.metrics.health_status}:${t.metrics.failed_executions_count}/${t.metrics.executions_count}`).join(' | ')); }
}
console.log(now, 'identities', out.length, 'tests', byTest.size, 'differ', diff);
