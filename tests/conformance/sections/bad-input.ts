// Bad input gets a clear 4xx with a JSON `detail`, never a 5xx, an empty reply or a silent accept
// (docs/decisions.md, "Bad input and transport limits"): methods no operation has, text that is not
// Unicode, over-long targets and bodies, out-of-range values the published document bounds, cursors
// replayed on another repository.
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../support/http-api';
import { rawRequest } from '../support/raw-http';
import { ctx, CHECKOUT, expect422, LOGS } from '../support/conformance-context';

const admin = { Authorization: `Bearer ${TOKENS.admin}` };
const LIST = `${CHECKOUT}/quarantines`;

function issuesOf(body: unknown): { loc: unknown[]; type: string }[] {
  return (body as { detail: { loc: unknown[]; type: string }[] }).detail;
}

export function describeBadInput(): void {
  describe('bad input: a clear 4xx, never a 5xx or a silent accept', () => {
    it.each(['TRACE', 'TRACK'])('%s is a JSON 405', async (method) => {
      const answer = await rawRequest(ctx.api.baseUrl, method, LIST, { headers: admin });
      expect(answer.status).toBe(405);
      expect(answer.body).toEqual({ detail: 'Method Not Allowed' });
    });

    it('a lone surrogate in a path, query or body string is a 422 string_unicode naming the field', async () => {
      const path = await rawRequest(ctx.api.baseUrl, 'GET', `${CHECKOUT}/tests/%ED%A0%80`, { headers: admin });
      expect(path.status).toBe(422);
      expect(issuesOf(path.body)).toEqual([expect.objectContaining({ loc: ['path', 'test_id'], type: 'string_unicode' })]);
      const query = await rawRequest(ctx.api.baseUrl, 'GET', `${CHECKOUT}/search/tests?test_name=%ED%A0%80`, { headers: admin });
      expect(issuesOf(query.body)).toEqual([expect.objectContaining({ loc: ['query', 'test_name'], type: 'string_unicode' })]);
      for (const field of ['test_name', 'reason', 'branch']) {
        const fields: Record<string, string> = {
          test_name: '"conformance::unicode"',
          reason: '"r"',
          branch: '"main"',
          [field]: '"x\\ud800"',
        };
        const body = `{${Object.entries(fields)
          .map(([name, value]) => `"${name}": ${value}`)
          .join(', ')}}`;
        const answer = await rawRequest(ctx.api.baseUrl, 'POST', LIST, { headers: { ...admin, 'Content-Type': 'application/json' }, body });
        expect(answer.status, field).toBe(422);
        expect(issuesOf(answer.body), field).toEqual([expect.objectContaining({ loc: ['body', field], type: 'string_unicode' })]);
      }
    });

    it('a body over 1 MiB is a JSON 413, and nothing is created', async () => {
      const name = 'conformance::huge-body';
      const body = JSON.stringify({ test_name: name, reason: 'r', branch: 'b'.repeat(2 * 1_048_576) });
      const answer = await rawRequest(ctx.api.baseUrl, 'POST', LIST, { headers: { ...admin, 'Content-Type': 'application/json' }, body });
      expect(answer.status).toBe(413);
      expect(answer.body).toEqual({ detail: 'Request body is larger than 1048576 bytes' });
      const listed = await ctx.api.get<{ quarantined_tests: { test_name: string }[] }>(LIST);
      expect(listed.body.quarantined_tests.some((quarantine) => quarantine.test_name === name)).toBe(false);
    });

    it('a request target over 32,768 characters is a JSON 414, even far beyond it', async () => {
      for (const length of [40_000, 100_000, 400_000]) {
        const answer = await rawRequest(ctx.api.baseUrl, 'GET', `${CHECKOUT}/search/tests?test_name=${'a'.repeat(length)}`, {
          headers: admin,
        });
        expect({ length, status: answer.status }).toEqual({ length, status: 414 });
        expect(answer.body).toEqual({ detail: 'Request target is longer than 32768 characters' });
      }
    });

    it('branch on create is 1..255 characters, like the list filter', async () => {
      expect422(await ctx.api.post(LIST, { test_name: 'conformance::branch', reason: 'r', branch: '' }), 'body', 'branch');
      expect422(await ctx.api.post(LIST, { test_name: 'conformance::branch', reason: 'r', branch: 'b'.repeat(256) }), 'body', 'branch');
      const created = await ctx.api.post<{ id: string }>(LIST, { test_name: 'conformance::branch', reason: 'r', branch: 'b'.repeat(255) });
      expect(created.status).toBe(201);
      expect((await ctx.api.get(`${LIST}/${created.body.id}`)).body).toMatchObject({ branch: 'b'.repeat(255), source: 'manual' });
    });

    it('pipeline_name, job_name and their _exclude twins take at most 255 values of 1..255 characters', async () => {
      for (const name of ['pipeline_name', 'pipeline_name_exclude', 'job_name', 'job_name_exclude']) {
        for (const path of [`${CHECKOUT}/search/tests`, `${CHECKOUT}/tests/stats/total_tests`]) {
          expect422(await ctx.api.get(path, { [name]: '' }), 'query', name);
          expect422(await ctx.api.get(path, { [name]: 'x'.repeat(256) }), 'query', name);
          expect422(await ctx.api.get(path, { [name]: Array.from({ length: 256 }, (_, index) => `p${index}`) }), 'query', name);
          expect((await ctx.api.get(path, { [name]: ['x'.repeat(255), 'CI'] })).status).toBe(200);
        }
      }
    });

    it('a cursor of acme/checkout is refused on acme/docs-site (422 naming cursor), for every paged operation', async () => {
      const pages: [string, string][] = [
        [`${CHECKOUT}/search/tests`, '/ci/acme/repositories/docs-site/search/tests'],
        [LIST, '/ci/acme/repositories/docs-site/quarantines'],
        [LOGS, '/repos/acme/docs-site/logs'],
      ];
      for (const [home, elsewhere] of pages) {
        const first = await ctx.api.get(home, { per_page: 1 });
        const cursor = new URL(first.links.next ?? '').searchParams.get('cursor') ?? '';
        expect(cursor, home).not.toBe('');
        expect422(await ctx.api.get(elsewhere, { per_page: 1, cursor }), 'query', 'cursor');
      }
    });
  });
}
