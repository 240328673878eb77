import { describe, expect, it } from 'vitest';
import { findingsOf, SLOW_ANSWER_MS } from './fuzz-campaign';
import type { FuzzRequest } from './fuzz-requests';
import type { RawAnswer } from './fuzz-campaign';

const request = (overrides: Partial<FuzzRequest> = {}): FuzzRequest => ({
  operationId: 'listQuarantines',
  method: 'GET',
  target: '/ci/acme/repositories/checkout/quarantines?per_page=5',
  queryNames: ['per_page'],
  headers: {},
  ...overrides,
});
const answer = (status: number, body: unknown, durationMs = 5): RawAnswer => ({
  status,
  headers: { 'content-type': 'application/json' },
  bodyText: body === undefined ? '' : JSON.stringify(body),
  durationMs,
});
const kinds = async (fuzz: FuzzRequest, raw: RawAnswer | null) => (await findingsOf(fuzz, raw)).map((finding) => finding.kind);
const item = (loc: unknown[]) => ({ loc, msg: 'x', type: 'value_error' });

describe('findingsOf', () => {
  it('passes a valid page, a 4xx with detail and a 422 naming fields that were sent', async () => {
    expect(await kinds(request(), answer(200, { size: 0, per_page: 5, quarantined_tests: [] }))).toEqual([]);
    expect(await kinds(request(), answer(404, { detail: 'Repository not found' }))).toEqual([]);
    expect(await kinds(request(), answer(422, { detail: [item(['query', 'per_page']), item(['path', 'owner'])] }))).toEqual([]);
    const create = request({
      operationId: 'createQuarantine',
      method: 'POST',
      target: '/ci/acme/repositories/checkout/quarantines',
      queryNames: [],
    });
    expect(await kinds(create, answer(422, { detail: [item(['body']), item(['body', 12]), item(['body', 'branch'])] }))).toEqual([]);
  });

  it('flags a 5xx, a missing answer, a 4xx without detail and a slow answer', async () => {
    expect(await kinds(request(), answer(500, { detail: 'Internal Server Error' }))).toEqual(['server error (5xx or no answer)']);
    expect(await kinds(request(), null)).toEqual(['server error (5xx or no answer)']);
    expect(await kinds(request(), answer(404, undefined))).toEqual(['4xx without detail']);
    expect(await kinds(request(), answer(200, { size: 0, per_page: 5, quarantined_tests: [] }, SLOW_ANSWER_MS + 1))).toEqual([
      `slower than ${SLOW_ANSWER_MS} ms`,
    ]);
  });

  it('flags a 422 naming a field the request did not carry, or naming none', async () => {
    expect(await kinds(request(), answer(422, { detail: [item(['query', 'branch'])] }))).toEqual(['422 not naming the field']);
    expect(await kinds(request(), answer(422, { detail: [item(['path', 'test_id'])] }))).toEqual(['422 not naming the field']);
    expect(await kinds(request(), answer(422, { detail: [] }))).toEqual(['422 not naming the field']);
  });

  it('flags a 2xx the contract does not accept', async () => {
    expect(await kinds(request(), answer(200, { size: 0, quarantined_tests: [] }))).toEqual(['2xx invalid against the contract']);
  });
});
