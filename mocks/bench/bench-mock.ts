// `npm run bench:mock`: latency of the mock's hot paths at scale 1 and 10, beside a plain linear scan
// of the same data, plus generation time and memory. Each scale runs in a child process so its
// memory figures are its own. Targets at scale 10: p50 ≤ 20 ms (search), ≤ 20 ms (a logs page),
// ≤ 100 ms (a 30-day aggregate), and within 3× the linear scan.
// `--json=<file>` also writes the reports there (`npm run bench` reads them into its table).
import { fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getResponse } from 'msw';
import { asActivityEventLog } from '../activity/activity-handlers';
import { linearScanAggregate, linearScanList } from '../activity/linear-scan';
import { parseActivityFilters, parseActivityQuery } from '../activity/parse-activity-query';
import { DEMO_CREDENTIALS } from '../core/demo-credentials';
import { createMockBackend } from '../mock-backend';
import { emptyIdentityFilters } from '../test-insights/identity-filters';
import type { SearchQuery } from '../test-insights/search';
import { computeRepositoryStat } from '../test-insights/repository-stats';
import { linearSearch } from './linear-search';

const NOW = '2025-06-02T09:30:00Z';
const DAY = 86_400_000;

export interface Measure {
  name: string;
  p50: number;
  p95: number;
  first: number;
  linearP50: number;
  target?: number;
}

export interface ScaleReport {
  scale: number;
  generationMs: number;
  heapMb: number;
  rssMb: number;
  identities: number;
  runs: number;
  events: number;
  measures: Measure[];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function timeIt(
  iterations: number,
  run: (i: number) => unknown | Promise<unknown>,
): Promise<{ p50: number; p95: number; first: number }> {
  const times: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const start = performance.now();
    await run(i);
    times.push(performance.now() - start);
  }
  const first = times[0] ?? 0;
  const sorted = times.slice(1).sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), first };
}

async function measureScale(scale: number): Promise<ScaleReport> {
  const started = performance.now();
  const backend = createMockBackend({ now: NOW, scale });
  // Repositories are generated on first read: read them all, so the figure is the whole store's.
  void backend.store.repositories;
  const generationMs = performance.now() - started;
  const memory = process.memoryUsage();
  const checkout = backend.store.getRepository('acme', 'checkout');
  if (!checkout) throw new Error('no acme/checkout');
  const now = backend.store.clock.now();
  const log = asActivityEventLog(checkout.events);
  const base = 'http://localhost/v1';
  const headers = { Authorization: `Bearer ${DEMO_CREDENTIALS.adminKey}` };
  const request = async (path: string) => {
    const response = await getResponse(backend.handlers, new Request(`${base}${path}`, { headers }));
    if (!response || response.status !== 200) throw new Error(`${path} → ${response?.status}`);
    return response.json();
  };

  // Test search: five representative queries, cycled.
  const searches: [string, SearchQuery, number][] = [
    ['', { filters: emptyIdentityFilters(), sort: 'executions_count', direction: 'desc' }, 0],
    [
      'health_status=flaky&health_status=broken',
      { filters: { ...emptyIdentityFilters(), healthStatus: ['flaky', 'broken'] }, sort: 'executions_count', direction: 'desc' },
      0,
    ],
    [
      'test_name=tests%2F*&sort=test_name&direction=asc&per_page=50',
      { filters: { ...emptyIdentityFilters(), testName: ['tests/*'] }, sort: 'test_name', direction: 'asc' },
      0,
    ],
    [
      'failed_executions_impact=high&sort=failed_executions_ratio',
      { filters: { ...emptyIdentityFilters(), failedExecutionsImpact: ['high'] }, sort: 'failed_executions_ratio', direction: 'desc' },
      0,
    ],
    [
      'pipeline_name=ci&health_confidence_exclude=low&sort=health_status',
      {
        filters: { ...emptyIdentityFilters(), pipelineName: ['ci'], healthConfidenceExclude: ['low'] },
        sort: 'health_status',
        direction: 'desc',
      },
      0,
    ],
  ];
  const search = await timeIt(200, (i) => request(`/ci/acme/repositories/checkout/search/tests?${searches[i % searches.length]?.[0]}`));
  const searchLinear = await timeIt(20, (i) => {
    const [, query] = searches[i % searches.length] ?? searches[0]!;
    return linearSearch(checkout.tests, query, now, 0, 10);
  });

  // A logs page (the last day, 50 per page, a filter) and a 30-day aggregate.
  const logsQuery = 'per_page=50&not_event_type=action.queue.checks.change';
  const logs = await timeIt(200, () => request(`/repos/acme/checkout/logs?${logsQuery}`));
  const listQuery = parseActivityQuery(new URL(`${base}/repos/acme/checkout/logs?${logsQuery}`), now);
  if (!listQuery.ok) throw new Error('bad logs query');
  const logsLinear = await timeIt(20, () => linearScanList(log.all, listQuery.query));

  const from = encodeURIComponent(new Date(now - 30 * DAY).toISOString());
  const aggregatePath = `/repos/acme/checkout/logs/aggregate?received_from=${from}`;
  const aggregate = await timeIt(50, () => request(aggregatePath));
  const aggregateQuery = parseActivityFilters(new URL(`${base}${aggregatePath}`), now);
  if (!aggregateQuery.ok) throw new Error('bad aggregate query');
  const aggregateLinear = await timeIt(10, () => linearScanAggregate(log.all, aggregateQuery.query));

  // The repository-wide 30-day statistic (test insights' own aggregate).
  const repoStat = await timeIt(50, (i) =>
    request(`/ci/acme/repositories/checkout/tests/stats/${['flaky_tests', 'failed_executions', 'total_tests'][i % 3]}`),
  );
  const repoStatLinear = await timeIt(5, () =>
    computeRepositoryStat({ ...checkout.tests, cache: { verdictsAt: new Map() } }, 'flaky_tests', emptyIdentityFilters(), now),
  );

  return {
    scale,
    generationMs,
    heapMb: memory.heapUsed / 1e6,
    rssMb: memory.rss / 1e6,
    identities: checkout.tests.identities.length,
    runs: checkout.tests.identities.reduce((sum, identity) => sum + identity.runs.length + identity.branchRuns.length, 0),
    events: checkout.events.size,
    measures: [
      { name: 'search (GET …/search/tests)', ...search, linearP50: searchLinear.p50, target: 20 },
      { name: 'logs page (GET …/logs, 50/page)', ...logs, linearP50: logsLinear.p50, target: 20 },
      { name: 'logs 30-day aggregate', ...aggregate, linearP50: aggregateLinear.p50, target: 100 },
      { name: 'repository stat, 30 days', ...repoStat, linearP50: repoStatLinear.p50 },
    ],
  };
}

function print(report: ScaleReport): void {
  const f = (ms: number) => ms.toFixed(ms < 10 ? 2 : 1).padStart(8);
  console.info(
    `\nscale ${report.scale}: ${report.identities} identities, ${report.runs.toLocaleString('en')} runs, ${report.events.toLocaleString('en')} events` +
      ` · generated in ${(report.generationMs / 1000).toFixed(2)} s · heap ${report.heapMb.toFixed(0)} MB, rss ${report.rssMb.toFixed(0)} MB`,
  );
  console.info(
    `  ${'operation'.padEnd(34)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'cold ms'.padStart(8)}${'linear p50'.padStart(11)}  ratio  target`,
  );
  for (const measure of report.measures) {
    const ratio = measure.linearP50 > 0 ? measure.p50 / measure.linearP50 : 0;
    const target =
      measure.target === undefined ? '' : `p50 ≤ ${measure.target} ms ${measure.p50 <= measure.target && ratio <= 3 ? 'ok' : 'MISSED'}`;
    console.info(
      `  ${measure.name.padEnd(34)}${f(measure.p50)}${f(measure.p95)}${f(measure.first)}${f(measure.linearP50)}   ${ratio.toFixed(2).padStart(5)}× ${target}`,
    );
  }
}

const scaleArgument = process.argv.find((arg) => arg.startsWith('--scale='));
if (scaleArgument) {
  const report = await measureScale(Number(scaleArgument.slice('--scale='.length)));
  process.send?.(report);
} else {
  console.info(
    'Mock backend benchmark (p50/p95 of repeated requests through the MSW handlers; "linear" = a plain scan of the same data; ratio = p50 / linear p50)',
  );
  const reports: ScaleReport[] = [];
  for (const scale of [1, 10]) {
    const report = await new Promise<ScaleReport>((resolve, reject) => {
      const child = fork(fileURLToPath(import.meta.url), [`--scale=${scale}`], { stdio: ['inherit', 'inherit', 'inherit', 'ipc'] });
      child.once('message', (message) => resolve(message as ScaleReport));
      child.once('error', reject);
      child.once('exit', (code) => {
        if (code !== 0) reject(new Error(`scale ${scale} exited with ${code}`));
      });
    });
    print(report);
    reports.push(report);
  }
  const jsonArgument = process.argv.find((arg) => arg.startsWith('--json='));
  if (jsonArgument) writeFileSync(jsonArgument.slice('--json='.length), JSON.stringify(reports, null, 2));
  console.info('\nPer-query activity-log figures (fast path vs reference): npx tsx mocks/activity/run-activity-benchmark.ts 10');
}
