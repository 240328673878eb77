// `npm run bench:mock`: p50/p95 of every read operation of the API document through the in-process
// mock's handlers, on the default store at FIXTURE_NOW (target: p50 ≤ 20 ms).
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { DEMO_CREDENTIALS } from '../core/demo-credentials';
import { FIXTURE_NOW, FIXTURE_QUARANTINES, FIXTURE_TESTS } from '../fixtures';
import { createMockBackend } from '../mock-backend';

type Parameter = { $ref?: string; name: string; schema?: { enum?: string[] } };
type Operation = { operationId: string; parameters?: Parameter[] };
const doc = parse(readFileSync(new URL('../../src/api/openapi.yaml', import.meta.url), 'utf8')) as {
  paths: Record<string, { get?: Operation; post?: Operation }>;
  components: { parameters: Record<string, Parameter> };
};
const resolve = (parameter: Parameter) => (parameter.$ref ? doc.components.parameters[parameter.$ref.split('/').pop() ?? '']! : parameter);
const { testName, testId, failureId } = FIXTURE_TESTS.flaky;
const quarantine_id = FIXTURE_QUARANTINES.flakyAuto.id;
const known: Record<string, string> = { owner: 'acme', repository: 'checkout', test_id: testId, failure_id: failureId, quarantine_id };
// Every GET (a stat at its first value) and the read-only POST; then the heaviest variants the pages send.
const requests = Object.entries(doc.paths).flatMap(([template, item]) => {
  const post = item.post?.operationId === 'checkQuarantines' ? item.post : undefined;
  const operation = item.get ?? post;
  if (!operation) return [];
  const value = (name: string) => known[name] ?? operation.parameters!.map(resolve).find((p) => p.name === name)!.schema!.enum![0]!;
  const body = post && JSON.stringify({ tests_names: [testName], branch: 'main' });
  return [{ name: operation.operationId, path: template.replace(/\{(\w+)\}/g, (_, name: string) => value(name)), body }];
});
const monthAgo = new Date(Date.parse(FIXTURE_NOW) - 30 * 86_400_000).toISOString();
const variants: [string, string][] = [
  ['searchTests, flaky by failure ratio', '/ci/acme/repositories/checkout/search/tests?health_status=flaky&sort=failed_executions_ratio'],
  ['getActivityLog, 50 a page', '/repos/acme/checkout/logs?per_page=50'],
  ['getActivityLogAggregate, 30 days', `/repos/acme/checkout/logs/aggregate?received_from=${monthAgo}`],
];
requests.push(...variants.map(([name, path]) => ({ name, path, body: undefined })));

const RUNS = 60;
const TARGET_MS = 20;
const backend = createMockBackend({ now: FIXTURE_NOW });
const headers = { Authorization: `Bearer ${DEMO_CREDENTIALS.adminKey}`, 'Content-Type': 'application/json' };
const samples = requests.map(() => [] as number[]);
for (let run = 0; run <= RUNS; run++) {
  for (const [index, { path, body }] of requests.entries()) {
    const started = performance.now();
    const request = new Request(`http://localhost/v1${path}`, { method: body ? 'POST' : 'GET', body, headers });
    const response = await backend.respond(request);
    await response?.text();
    if (response?.status !== 200) throw new Error(`${path} → ${response?.status}`);
    if (run > 0) samples[index]!.push(performance.now() - started); // run 0 warms up
  }
}
const at = (sorted: number[], q: number) => sorted[Math.floor(q * sorted.length)] ?? 0;
const measures = requests.map(({ name }, index) => {
  const sorted = samples[index]!.sort((a, b) => a - b);
  return { name, p50: at(sorted, 0.5), p95: at(sorted, 0.95) };
});
console.info(`${'operation'.padEnd(45)}  p50 ms  p95 ms   (${RUNS} runs each; target p50 ≤ ${TARGET_MS} ms)`);
for (const m of measures) {
  const met = m.p50 <= TARGET_MS ? '✓' : '✗';
  console.info(`${m.name.padEnd(45)}${m.p50.toFixed(2).padStart(8)}${m.p95.toFixed(2).padStart(8)}  ${met}`);
}
