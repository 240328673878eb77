// Measures the activity log's two operations on a generated log: the indexed fast path (pure functions
// and through the MSW handlers) against the linear-scan reference. Prints figures; asserts nothing.
import { getResponse } from 'msw';
import { createClock } from '../core/clock';
import { DEMO_CREDENTIALS } from '../core/demo-credentials';
import type { MockContext } from '../core/mock-context';
import { QueryNotes } from '../core/query-notes';
import type { RepositoryState } from '../store/types';
import type { ActivityEventLog } from './activity-event-log';
import { createActivityHandlers } from './activity-handlers';
import type { ActivityFilters, ActivityListQuery } from './activity-query';
import { NO_FILTERS } from './activity-query';
import { FIXTURE_NOW, fixtureInput } from './activity-test-fixtures';
import { aggregateEvents } from './aggregate-events';
import { generateRepositoryEvents } from './generate-events';
import { linearScanAggregate, linearScanList } from './linear-scan';
import { listEvents } from './list-events';

const DAY = 86_400_000;

export interface Timing {
  label: string;
  runs: number;
  p50: number;
  p95: number;
  max: number;
}

function measure(label: string, runs: number, work: (run: number) => unknown): Timing {
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    work(run);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number): number => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { label, runs, p50: at(0.5), p95: at(0.95), max: at(1) };
}

async function measureAsync(label: string, runs: number, work: (run: number) => Promise<unknown>): Promise<Timing> {
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await work(run);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number): number => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { label, runs, p50: at(0.5), p95: at(0.95), max: at(1) };
}

/** The filter mix of the benchmark: what the dashboard's facet sidebar sends. */
function filterMix(log: ActivityEventLog): Partial<ActivityFilters>[] {
  const pull = log.all.find((event) => event.pull_request !== null)?.pull_request ?? 0;
  return [
    {},
    { outcome: ['failure'] },
    { notEventType: ['action.queue.checks.change', 'action.post_check'] },
    { eventType: ['action.queue.checks_end', 'action.queue.leave'], outcome: ['failure'] },
    { pullRequest: [pull] },
    { trigger: ['merge queue internal'] },
    { notTrigger: ['merge queue internal'], baseRef: 'main' },
  ];
}

export interface ActivityBenchmarkReport {
  events: number;
  generationMs: number;
  timings: Timing[];
}

export async function benchmarkActivityLog(scale: number, runs = 40): Promise<ActivityBenchmarkReport> {
  const started = performance.now();
  const log = generateRepositoryEvents(fixtureInput({ scale }));
  const generationMs = performance.now() - started;
  const mix = filterMix(log);
  const month = { from: FIXTURE_NOW - 30 * DAY, to: FIXTURE_NOW };
  const day = { from: FIXTURE_NOW - DAY, to: FIXTURE_NOW };
  const pageQuery = (run: number, window = day): ActivityListQuery => ({
    filters: { ...NO_FILTERS, ...mix[run % mix.length] },
    window,
    perPage: [10, 50, 100][run % 3] ?? 10,
    cursor: null,
  });
  // A page deep into the month: the cursor sits at the middle of the log.
  const middle = log.eventAt(Math.floor(log.size / 2));
  const deepQuery = (run: number): ActivityListQuery => ({
    ...pageQuery(run, month),
    cursor: { direction: 'next', receivedAt: Date.parse(middle.received_at), id: middle.id },
  });
  const aggregateQuery = (run: number) => ({ filters: { ...NO_FILTERS, ...mix[run % mix.length] }, window: month });

  const repository = { owner: 'acme', name: 'checkout', events: log } as Pick<RepositoryState, 'owner' | 'name' | 'events'>;
  const ctx: MockContext = {
    clock: createClock(FIXTURE_NOW),
    // The handlers read only `events` of the repository.
    getRepository: (owner, name) => (owner === 'acme' && name === 'checkout' ? (repository as RepositoryState) : undefined),
    getOwnerRepositories: () => [],
    seed: 'ci-insights-demo',
    onMutation: () => {},
    queryNotes: new QueryNotes(),
  };
  const handlers = createActivityHandlers(ctx);
  const request = (path: string): Request =>
    new Request(`http://bench.local/v1/repos/acme/checkout/${path}`, { headers: { Authorization: `Bearer ${DEMO_CREDENTIALS.adminKey}` } });
  const monthQuery = `received_from=${new Date(month.from).toISOString()}&received_to=${new Date(month.to).toISOString()}`;

  const timings = [
    measure('logs page, last day (fast)', runs, (run) => listEvents(log, pageQuery(run))),
    measure('logs page, deep in 30 days (fast)', runs, (run) => listEvents(log, deepQuery(run))),
    measure('aggregate, 30 days (fast)', runs, (run) => aggregateEvents(log, aggregateQuery(run))),
    await measureAsync('GET /logs via MSW handler (per_page=100, 30 days)', runs, async (run) => {
      const response = await getResponse(handlers, request(`logs?${monthQuery}&per_page=100&outcome=${run % 2 ? 'failure' : 'success'}`));
      return response?.text();
    }),
    await measureAsync('GET /logs/aggregate via MSW handler (30 days)', runs, async (run) => {
      const response = await getResponse(handlers, request(`logs/aggregate?${monthQuery}${run % 2 ? '&outcome=failure' : ''}`));
      return response?.text();
    }),
    measure('logs page, last day (linear scan)', Math.min(runs, 10), (run) => linearScanList(log.all, pageQuery(run))),
    measure('aggregate, 30 days (linear scan)', Math.min(runs, 5), (run) => linearScanAggregate(log.all, aggregateQuery(run))),
  ];
  return { events: log.size, generationMs, timings };
}

export function formatReport(report: ActivityBenchmarkReport): string {
  const lines = [`activity log: ${report.events} events, generated in ${report.generationMs.toFixed(0)} ms`];
  for (const timing of report.timings) {
    lines.push(
      `  ${timing.label.padEnd(52)} p50 ${timing.p50.toFixed(2).padStart(8)} ms  p95 ${timing.p95.toFixed(2).padStart(8)} ms  max ${timing.max.toFixed(2).padStart(8)} ms  (${timing.runs} runs)`,
    );
  }
  return lines.join('\n');
}
