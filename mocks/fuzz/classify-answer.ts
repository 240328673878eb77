// What the fuzzer counts as a finding, for one request and its answer: a 5xx or no answer at all; a 4xx
// without a `detail`; a 422 whose items do not name a field the request carried; a 2xx the contract does
// not accept (tests/contract/openapi-validator); an answer slower than 2 s.
import { expectValidResponse, operationFor } from '../../tests/contract/openapi-validator';
import type { FuzzRequest } from './fuzz-requests';
import { FUZZ_OPERATIONS } from './operation-parameters';
import type { RawAnswer } from './send-raw-request';

export const SLOW_ANSWER_MS = 2_000;

export type FindingKind =
  | 'server error (5xx or no answer)'
  | '4xx without detail'
  | '422 not naming the field'
  | '2xx invalid against the contract'
  | `slower than ${typeof SLOW_ANSWER_MS} ms`;
export const FINDING_KINDS: FindingKind[] = [
  'server error (5xx or no answer)',
  '4xx without detail',
  '422 not naming the field',
  '2xx invalid against the contract',
  `slower than ${SLOW_ANSWER_MS} ms`,
];

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
