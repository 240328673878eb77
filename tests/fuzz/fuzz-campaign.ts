// The fuzz campaign against a running server: sends each request as bytes on the wire and counts findings:
// a 5xx or no answer; a 4xx without a `detail`; a 422 whose items name no field the request carried; a 2xx
// the contract does not accept; an answer slower than 2 s. With `stopOnFinding` the property fails on the
// first finding and fast-check shrinks it (the unit test); without, every case runs (npm run fuzz).
import fc from 'fast-check';
import { Agent, request as httpRequest } from 'node:http';
import { expectValidResponse, operationFor } from '../contract/openapi-validator';
import { DEMO_CREDENTIALS } from '../../mocks/core/demo-credentials';
import { REPOSITORIES } from '../../mocks/fixtures';
import { FUZZ_OPERATIONS, fuzzRequest, type FuzzRequest } from './fuzz-requests';

export const SLOW_ANSWER_MS = 2_000;

export const FINDING_KINDS = [
  'server error (5xx or no answer)',
  '4xx without detail',
  '422 not naming the field',
  '2xx invalid against the contract',
  `slower than ${SLOW_ANSWER_MS} ms`,
] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

export interface Finding {
  kind: FindingKind;
  detail: string;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Path parameter names of the operation the request was made for, and of the one its URL addresses
 *  (an empty segment shifts the path: `…/tests/stats/` is `…/tests/{test_id}` with test_id `stats`). */
function pathNames(request: FuzzRequest): string[] {
  const addressed = operationFor(request.method, request.target.split('?')[0]?.replace(/\/+$/, '') ?? '');
  return FUZZ_OPERATIONS.filter(
    (candidate) => candidate.operationId === request.operationId || candidate.operationId === addressed?.operationId,
  ).flatMap((operation) => operation.parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name));
}

/** True when a 422 item's `loc` names a path parameter of the operation, a query name sent, or the body. */
function namesSentField(request: FuzzRequest, loc: unknown): boolean {
  if (!Array.isArray(loc) || loc.length === 0) return false;
  const [where, field] = loc as unknown[];
  const operation = FUZZ_OPERATIONS.find((candidate) => candidate.operationId === request.operationId);
  if (where === 'path') return typeof field === 'string' && pathNames(request).includes(field);
  if (where === 'query') return typeof field === 'string' && request.queryNames.includes(field);
  // The body as a whole (missing, not JSON, not an object: `["body"]`, `["body", 17]`) or one of its fields.
  if (where === 'body') return loc.length === 1 || typeof field === 'number' || (operation?.bodyFields.includes(String(field)) ?? false);
  return false;
}

export async function findingsOf(request: FuzzRequest, answer: RawAnswer | null): Promise<Finding[]> {
  const what = `${request.method} ${request.target.slice(0, 160)}`;
  if (answer === null) return [{ kind: 'server error (5xx or no answer)', detail: `${what}: no answer` }];
  const findings: Finding[] = [];
  const { status } = answer;
  if (answer.durationMs > SLOW_ANSWER_MS)
    findings.push({ kind: `slower than ${SLOW_ANSWER_MS} ms`, detail: `${what}: ${Math.round(answer.durationMs)} ms` });
  if (status >= 500)
    findings.push({ kind: 'server error (5xx or no answer)', detail: `${what}: ${status} ${answer.bodyText.slice(0, 200)}` });
  // HEAD answers carry no body by definition.
  if (status >= 400 && status < 500 && request.method !== 'HEAD') {
    const body = parseJson(answer.bodyText) as { detail?: unknown } | undefined;
    const detail = body?.detail;
    if (typeof detail !== 'string' && !Array.isArray(detail)) {
      findings.push({ kind: '4xx without detail', detail: `${what}: ${status} ${answer.bodyText.slice(0, 200)}` });
    } else if (status === 422) {
      const unnamed = Array.isArray(detail) ? detail.filter((item) => !namesSentField(request, (item as { loc?: unknown }).loc)) : [detail];
      if (unnamed.length > 0 || (Array.isArray(detail) && detail.length === 0)) {
        findings.push({ kind: '422 not naming the field', detail: `${what}: ${JSON.stringify(unnamed).slice(0, 300)}` });
      }
    }
  }
  if (status >= 200 && status < 300 && request.method !== 'HEAD') {
    const operation = operationFor(request.method, request.target);
    if (operation) {
      const response = new Response(status === 204 ? null : answer.bodyText, { status, headers: answer.headers });
      try {
        await expectValidResponse(operation.operationId, response);
      } catch (error) {
        findings.push({
          kind: '2xx invalid against the contract',
          detail: `${what}: ${error instanceof Error ? error.message.slice(0, 400) : String(error)}`,
        });
      }
    }
  }
  return findings;
}

// node:http, not fetch: fetch refuses TRACE and TRACK and re-encodes what a careless client would send.

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  bodyText: string;
  durationMs: number;
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** The answer, or null when the connection ended without one (a reset is a finding too). */
export function sendRawRequest(baseUrl: string, fuzz: FuzzRequest): Promise<RawAnswer | null> {
  const base = new URL(baseUrl);
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const finish = (answer: RawAnswer | null) => {
      if (!settled) resolve(answer);
      settled = true;
    };
    const headers: Record<string, string> = { ...fuzz.headers };
    if (fuzz.body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(fuzz.body));
    const outgoing = httpRequest(
      // Node's default 16 KiB limit on an answer's headers stays: the service keeps them within 8 KiB.
      {
        host: base.hostname,
        port: base.port,
        method: fuzz.method,
        path: `${base.pathname}${fuzz.target}`,
        headers,
        agent,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const flat: Record<string, string> = {};
          for (const [name, value] of Object.entries(incoming.headers))
            if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
          finish({
            status: incoming.statusCode ?? 0,
            headers: flat,
            bodyText: Buffer.concat(chunks).toString('utf8'),
            durationMs: performance.now() - started,
          });
        });
        incoming.on('error', () => finish(null));
      },
    );
    // Writing a large body the server has already refused (413, connection closed) may fail after the
    // answer arrived: the answer is what counts.
    outgoing.on('error', () => setTimeout(() => finish(null), 50));
    outgoing.end(fuzz.body);
  });
}

export function closeRawConnections(): void {
  agent.destroy();
}

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

/** What a server builds once (each store and queue history, the runner fleet), asked first: "slower than 2 s" judges answers. */
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
