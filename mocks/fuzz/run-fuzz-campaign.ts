// Drives fast-check over the request arbitraries against a running server and tallies what comes back.
// With `stopOnFinding` the property fails on the first finding, so fast-check shrinks it to a small
// request (the unit test's mode); without it every case runs and the findings are counted (npm run fuzz).
import fc from 'fast-check';
import { FINDING_KINDS, findingsOf, type Finding, type FindingKind } from './classify-answer';
import { REPOSITORIES } from '../fixtures';
import { DEMO_CREDENTIALS } from '../core/demo-credentials';
import { fuzzRequest } from './fuzz-requests';
import { sendRawRequest } from './send-raw-request';

export interface FuzzOptions {
  baseUrl: string;
  runs: number;
  seed: number;
  stopOnFinding?: boolean;
}

export interface FuzzReport {
  runs: number;
  seed: number;
  statuses: Map<number, number>;
  counts: Record<FindingKind, number>;
  /** Up to three examples per kind. */
  examples: Finding[];
  slowestMs: number;
}

/**
 * What a server builds once, on its first request for it: each repository's store and queue history, the
 * owner's runner fleet. Asked for before the campaign, so "slower than 2 s" judges answers, not one-off
 * builds (seconds on a loaded two-core machine; `npm run bench:mock` times those builds).
 */
const WARM_UP_TARGETS = [
  ...[REPOSITORIES.checkout, REPOSITORIES.docsSite].map(({ owner, name }) => `/repos/${owner}/${name}/stats/queues`),
  `/ci/${REPOSITORIES.checkout.owner}/runners`,
];

async function warmUp(baseUrl: string): Promise<void> {
  for (const target of WARM_UP_TARGETS) {
    const answer = await fetch(`${baseUrl}${target}`, { headers: { Authorization: `Bearer ${DEMO_CREDENTIALS.adminKey}` } });
    if (!answer.ok) throw new Error(`fuzz warm-up: ${target} answered ${answer.status}`);
    await answer.arrayBuffer();
  }
}

export async function runFuzzCampaign(options: FuzzOptions): Promise<FuzzReport> {
  await warmUp(options.baseUrl);
  const report: FuzzReport = {
    runs: 0,
    seed: options.seed,
    statuses: new Map(),
    counts: Object.fromEntries(FINDING_KINDS.map((kind) => [kind, 0])) as Record<FindingKind, number>,
    examples: [],
    slowestMs: 0,
  };
  const property = fc.asyncProperty(fuzzRequest, async (request) => {
    const answer = await sendRawRequest(options.baseUrl, request);
    report.runs += 1;
    if (answer) {
      report.statuses.set(answer.status, (report.statuses.get(answer.status) ?? 0) + 1);
      report.slowestMs = Math.max(report.slowestMs, answer.durationMs);
    }
    const findings = await findingsOf(request, answer);
    for (const finding of findings) {
      report.counts[finding.kind] += 1;
      if (report.examples.filter((example) => example.kind === finding.kind).length < 3) report.examples.push(finding);
    }
    return !options.stopOnFinding || findings.length === 0;
  });
  await fc.assert(property, { numRuns: options.runs, seed: options.seed, endOnFailure: !options.stopOnFinding });
  return report;
}

/** The report as the lines `npm run fuzz` prints. */
export function formatReport(report: FuzzReport): string {
  const statuses = [...report.statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  return [
    `fuzz: ${report.runs} requests over the contract’s operations (seed ${report.seed}), slowest ${Math.round(report.slowestMs)} ms`,
    `statuses: ${statuses}`,
    ...Object.entries(report.counts).map(([kind, count]) => `  ${String(count).padStart(5)}  ${kind}`),
    ...report.examples.map((example) => `  e.g. [${example.kind}] ${example.detail}`),
  ].join('\n');
}
