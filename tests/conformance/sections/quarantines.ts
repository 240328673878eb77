// Operations 9–12: list, create, read and remove quarantines, the events they write, and the CI check.
import { describe, expect, it } from 'vitest';
import { errorLocations, TOKENS, type Query } from '../support/http-api';
import {
  ctx,
  AGGREGATE,
  CHECKOUT,
  LOGS,
  SECOND,
  UNKNOWN_UUID,
  eventRows,
  expect422,
  expectDetail,
  expectSorted,
  ms,
  quarantineRows,
  serverNow,
  walk,
} from '../support/conformance-context';
import type { ActivityPage, Aggregate, Quarantine, QuarantinePage, SearchPage, SearchRow, TestDetails } from '../support/contract-types';

export function describeQuarantines(): void {
  describe('9–12. quarantines', () => {
    const LIST = `${CHECKOUT}/quarantines`;
    const one = (id: string) => `${LIST}/${id}`;
    let nameCounter = 0;
    const uniqueName = (label: string) => {
      nameCounter += 1;
      return `conformance::quarantines::${label}-${nameCounter}`;
    };
    const listAll = async (query: Query = {}) => (await ctx.api.get<QuarantinePage>(LIST, query)).body.quarantined_tests;

    it('the full list without per_page: per_page null, no Link, creation time ascending', async () => {
      const answer = await ctx.api.get<QuarantinePage>(LIST);
      expect(answer.body.per_page).toBeNull();
      expect(answer.body.size).toBe(answer.body.quarantined_tests.length);
      expect(answer.headers.get('link')).toBeNull();
      expectSorted(answer.body.quarantined_tests, (a, b) => ms(a.created_at) - ms(b.created_at), 'created_at');
      const walked = (await walk<QuarantinePage>(LIST, { per_page: 3 }, quarantineRows)).items;
      expect(walked).toEqual(answer.body.quarantined_tests);
    });

    it('filters: branch, test_id, source', async () => {
      const all = await listAll();
      for (const source of ['manual', 'auto'] as const) {
        expect(await listAll({ source }), source).toEqual(all.filter((quarantine) => quarantine.source === source));
      }
      const branches = [...new Set(all.map((quarantine) => quarantine.branch).filter((branch): branch is string => branch !== null))];
      expect(branches.length).toBeGreaterThan(0);
      for (const branch of branches) {
        // docs/decisions.md: a branch lists its own quarantines and every all-branches one (what applies on it).
        expect(await listAll({ branch }), branch).toEqual(
          all.filter((quarantine) => quarantine.branch === branch || quarantine.branch === null),
        );
      }
      expect(await listAll({ branch: 'no-such-branch' })).toEqual(all.filter((quarantine) => quarantine.branch === null));
      const sample = all[0] as Quarantine;
      expect(await listAll({ test_id: sample.test_id })).toEqual(all.filter((quarantine) => quarantine.test_id === sample.test_id));
      expect(await listAll({ test_id: UNKNOWN_UUID })).toEqual([]);
      const paged = (await walk<QuarantinePage>(LIST, { per_page: 1, source: 'manual' }, quarantineRows)).items;
      expect(paged).toEqual(all.filter((quarantine) => quarantine.source === 'manual'));

      expect422(await ctx.api.get(LIST, { source: 'robot' }), 'query', 'source');
      expect422(await ctx.api.get(LIST, { test_id: 'nope' }), 'query', 'test_id');
      expect422(await ctx.api.get(LIST, { branch: '' }), 'query', 'branch');
      expect422(await ctx.api.get(LIST, { branch: 'b'.repeat(256) }), 'query', 'branch');
      expect((await ctx.api.get(LIST, { branch: 'b'.repeat(255) })).status).toBe(200);
    });

    it('create: 201 {id}, then visible in the list and by id; deleting: 204, then 404 twice', async () => {
      const before = await ctx.api.get<SearchPage>(`${CHECKOUT}/search/tests`, { test_name: ctx.healthyRow.test_name, per_page: 1 });
      const existing = (before.body.tests[0] as SearchRow).test_name;
      const created = await ctx.api.post<{ id: string }>(LIST, {
        test_name: existing,
        reason: 'conformance: known test',
        branch: 'conformance/branch-1',
      });
      expect(created.status).toBe(201);
      expect(Object.keys(created.body)).toEqual(['id']);
      const read = await ctx.api.get<Quarantine>(one(created.body.id));
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({
        id: created.body.id,
        test_name: existing,
        reason: 'conformance: known test',
        branch: 'conformance/branch-1',
        source: 'manual',
      });
      // test_id is derived from the name: the search's test_id for a test that ran.
      expect(read.body.test_id).toBe(ctx.healthyRow.test_id);
      expect(Math.abs(ms(read.body.created_at) - (await serverNow()))).toBeLessThan(60 * SECOND);
      const listed = await listAll();
      expect(listed.at(-1), 'the newest quarantine comes last').toEqual(read.body);
      expect(await listAll({ test_id: ctx.healthyRow.test_id })).toContainEqual(read.body);

      const removed = await ctx.api.delete(one(created.body.id));
      expect(removed.status).toBe(204);
      expect(removed.body).toBeUndefined();
      expectDetail(await ctx.api.get(one(created.body.id)), 404);
      expectDetail(await ctx.api.delete(one(created.body.id)), 404);
      expect((await listAll()).map((quarantine) => quarantine.id)).not.toContain(created.body.id);
      const events = (await ctx.api.get<ActivityPage>(LOGS, { event_type: ['test.quarantined', 'test.dequarantined'] })).body.events;
      const written = events.filter((event) => event.metadata.quarantine_id === created.body.id);
      expect(written.map((event) => event.type)).toEqual(['test.dequarantined', 'test.quarantined']);
      const details = (await ctx.api.get<TestDetails>(`${CHECKOUT}/tests/${ctx.healthyRow.test_id}`)).body;
      for (const event of written) {
        expect(event.metadata.health_status_at_event).toBe(details.health_status);
        expect(event.metadata.test_id).toBe(ctx.healthyRow.test_id);
      }
    });

    it('is_recovered only for tests that read healthy now; created_at in UTC', async () => {
      for (const quarantine of await listAll()) {
        expect(quarantine.created_at, quarantine.id).toMatch(/(Z|\+00:00)$/);
        const details = await ctx.api.get<TestDetails>(`${CHECKOUT}/tests/${quarantine.test_id}`);
        if (details.status === 404) {
          expect(quarantine.is_recovered, `${quarantine.test_name} never ran`).toBe(false);
        } else if (quarantine.is_recovered) {
          expect(details.body.health_status, quarantine.test_name).toBe('healthy');
        } else if (details.body.health_status !== 'healthy') {
          expect(quarantine.is_recovered).toBe(false);
        }
      }
    });

    it('the body is JSON: another declared Content-Type is a 422 on the body (FastAPI reads it as bytes)', async () => {
      // A name per request: a test name is quarantined once (issue 23).
      const send = (contentType: string | null) =>
        fetch(`${ctx.api.baseUrl}${LIST}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${TOKENS.admin}`, ...(contentType ? { 'Content-Type': contentType } : {}) },
          body: new TextEncoder().encode(JSON.stringify({ test_name: uniqueName('content-type'), reason: 'r', branch: contentType })),
        });
      for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
        const answer = await send(contentType);
        expect(answer.status, contentType).toBe(422);
        expect(errorLocations(await answer.json())).toEqual([['body']]);
      }
      expect((await send('application/json; charset=utf-8')).status).toBe(201);
      expect((await send(null)).status, 'no Content-Type: parsed as JSON').toBe(201);
    });

    it('a quarantine belongs to its repository: another one neither reads nor removes it, nor logs it', async () => {
      const docsSite = '/ci/acme/repositories/docs-site/quarantines';
      const name = uniqueName('other-repository');
      const created = await ctx.api.post<{ id: string }>(docsSite, { test_name: name, reason: 'r' });
      expect(created.status).toBe(201);
      expectDetail(await ctx.api.get(one(created.body.id)), 404);
      expectDetail(await ctx.api.delete(one(created.body.id)), 404);
      expect((await ctx.api.get(`${docsSite}/${created.body.id}`)).status).toBe(200);
      expect((await listAll()).map((quarantine) => quarantine.test_name)).not.toContain(name);
      const logged = async (path: string) =>
        (await ctx.api.get<ActivityPage>(path, { event_type: 'test.quarantined' })).body.events.some(
          (event) => event.metadata.quarantine_id === created.body.id,
        );
      expect(await logged('/repos/acme/docs-site/logs')).toBe(true);
      expect(await logged(LOGS)).toBe(false);
      expect((await ctx.api.delete(`${docsSite}/${created.body.id}`)).status).toBe(204);
    });

    it('branch omitted or null covers every branch; a test name is quarantined once, whatever the branch (409)', async () => {
      const name = uniqueName('scopes');
      const everywhere = await ctx.api.post<{ id: string }>(LIST, { test_name: name, reason: 'r' });
      expect(everywhere.status).toBe(201);
      expect((await ctx.api.get<Quarantine>(one(everywhere.body.id))).body.branch).toBeNull();
      // docs/decisions.md (issue 23): the name is the key, as the vendor's CLI gets and removes by name.
      for (const branch of [null, undefined, 'main']) {
        const conflict = await ctx.api.post<{ detail: string }>(LIST, { test_name: name, reason: 'again', branch });
        expectDetail(conflict, 409);
        expect(conflict.body.detail).toBe(`Test is already quarantined on all branches (quarantine ${everywhere.body.id})`);
      }
      expect((await listAll()).filter((quarantine) => quarantine.test_name === name)).toHaveLength(1);
      // Once removed, the name is free again, on any branch.
      expect((await ctx.api.delete(one(everywhere.body.id))).status).toBe(204);
      const onMain = await ctx.api.post<{ id: string }>(LIST, { test_name: name, reason: 'r', branch: 'main' });
      expect(onMain.status).toBe(201);
      const onMainConflict = await ctx.api.post<{ detail: string }>(LIST, { test_name: name, reason: 'r' });
      expect(onMainConflict.body.detail).toBe(`Test is already quarantined on branch 'main' (quarantine ${onMain.body.id})`);
    });

    it('check: each distinct name once, quarantined when a quarantine of it applies on the branch (as the list filter says)', async () => {
      const CHECK = `${LIST}/check`;
      const onMain = uniqueName('check-main');
      const everywhere = uniqueName('check-all');
      const unknown = uniqueName('check-none');
      expect((await ctx.api.post(LIST, { test_name: onMain, reason: 'r', branch: 'main' })).status).toBe(201);
      expect((await ctx.api.post(LIST, { test_name: everywhere, reason: 'r' })).status).toBe(201);
      const names = [unknown, onMain, everywhere, onMain, unknown];
      for (const branch of ['main', 'feature/x']) {
        const answer = await ctx.api.post<{ quarantined_tests_names: string[]; non_quarantined_tests_names: string[] }>(
          CHECK,
          { tests_names: names, branch },
          { token: TOKENS.ci },
        );
        expect(answer.status).toBe(200);
        const applying = new Set((await listAll({ branch })).map((quarantine) => quarantine.test_name));
        const distinct = [...new Set(names)];
        expect(answer.body).toEqual({
          quarantined_tests_names: distinct.filter((name) => applying.has(name)),
          non_quarantined_tests_names: distinct.filter((name) => !applying.has(name)),
        });
      }
      expect422(await ctx.api.post(CHECK, { tests_names: ['a'] }), 'body', 'branch');
      expect422(await ctx.api.post(CHECK, { tests_names: ['a', ''], branch: 'main' }), 'body', 'tests_names');
    });

    it('body validation: 422 naming the field', async () => {
      const name = uniqueName('validation');
      expect422(await ctx.api.post(LIST, { test_name: name }), 'body', 'reason');
      expect422(await ctx.api.post(LIST, { reason: 'r' }), 'body', 'test_name');
      expect422(await ctx.api.post(LIST, { test_name: name, reason: 'r'.repeat(10_001) }), 'body', 'reason');
      expect422(await ctx.api.post(LIST, { test_name: 'n'.repeat(10_001), reason: 'r' }), 'body', 'test_name');
      expect422(await ctx.api.post(LIST, { test_name: 42, reason: 'r' }), 'body', 'test_name');
      expect422(await ctx.api.post(LIST, { test_name: name, reason: ['r'] }), 'body', 'reason');
      expect422(await ctx.api.post(LIST, { test_name: name, reason: 'r', branch: 7 }), 'body', 'branch');
      expect422(await ctx.api.request('POST', LIST, { rawBody: '{"test_name": "x", "reason": ' }), 'body', []);
      expect422(await ctx.api.request('POST', LIST, { rawBody: '' }), 'body', []);
      expect422(await ctx.api.post(LIST, ['test_name', 'reason']), 'body', []);
      expect422(await ctx.api.post(LIST, null), 'body', []);
      // Nothing was created by any of these.
      expect((await listAll()).filter((quarantine) => quarantine.test_name === name)).toEqual([]);
      // The limits themselves are allowed.
      const atLimit = await ctx.api.post<{ id: string }>(LIST, { test_name: `${name}-${'n'.repeat(9_900)}`, reason: 'r'.repeat(10_000) });
      expect(atLimit.status).toBe(201);
    });

    it('quarantine and dequarantine write test.quarantined / test.dequarantined events', async () => {
      const name = uniqueName('events');
      const created = await ctx.api.post<{ id: string }>(
        LIST,
        { test_name: name, reason: 'flaky on main', branch: 'main' },
        { token: TOKENS.host },
      );
      expect(created.status).toBe(201);
      const quarantine = (await ctx.api.get<Quarantine>(one(created.body.id))).body;
      const quarantinedEvents = (await ctx.api.get<ActivityPage>(LOGS, { event_type: 'test.quarantined' })).body.events;
      const quarantined = quarantinedEvents.find((event) => event.metadata.quarantine_id === created.body.id);
      expect(quarantined, 'a test.quarantined event in the log').toBeDefined();
      expect(quarantined?.type).toBe('test.quarantined');
      expect(quarantined?.metadata).toMatchObject({
        quarantine_id: quarantine.id,
        test_name: name,
        reason: 'flaky on main',
        branch: 'main',
        source: 'manual',
      });
      if ('test_id' in (quarantined?.metadata ?? {})) expect(quarantined?.metadata.test_id).toBe(quarantine.test_id);
      expect(Math.abs(ms(quarantined?.metadata.quarantined_at as string) - ms(quarantine.created_at))).toBeLessThan(SECOND);
      // A test that never ran reads healthy (docs/decisions.md).
      expect(quarantined?.metadata.health_status_at_event).toBe('healthy');
      expect(quarantined?.repository).toBe('acme/checkout');
      expect(quarantined?.pull_request).toBeNull();
      expect(quarantined?.base_ref).toBeNull();
      // The caller is the actor (docs/decisions.md): the host token acts as its user.
      expect(quarantined?.metadata.quarantined_by).toEqual({ type: 'user', id: 5_000_001, name: 'demo-user' });
      expect(quarantined?.metadata.quarantined_by_staff).toBe(false);
      expect(quarantined?.trigger).toBe('@demo-user');
      expect(quarantinedEvents[0]?.id, 'the newest event comes first').toBe(quarantined?.id);

      expect((await ctx.api.delete(one(created.body.id), { token: TOKENS.ci })).status).toBe(204);
      const dequarantined = (await ctx.api.get<ActivityPage>(LOGS, { event_type: 'test.dequarantined' })).body.events.find(
        (event) => event.metadata.quarantine_id === created.body.id,
      );
      expect(dequarantined, 'a test.dequarantined event in the log').toBeDefined();
      expect(dequarantined?.metadata).toMatchObject({
        quarantine_id: quarantine.id,
        test_name: name,
        source: 'manual',
        original_quarantine: { source: 'manual', reason: 'flaky on main', branch: 'main', created_at: quarantine.created_at },
      });
      expect((dequarantined?.metadata.dequarantined_by as { type: string; name: string }) ?? null).toMatchObject({
        type: 'application',
        name: 'Demo CI key',
      });
      expect(dequarantined?.trigger).toBe('Application: Demo CI key');
      expect(Math.abs(ms(dequarantined?.metadata.dequarantined_at as string) - ms(dequarantined?.received_at as string))).toBeLessThan(
        SECOND,
      );
      expect(dequarantined?.id).toBeGreaterThan(quarantined?.id as number);
      expect(ms(dequarantined?.received_at as string)).toBeGreaterThanOrEqual(ms(quarantined?.received_at as string));
      // Both are counted by the aggregate and found by the list's other filters.
      const both = await ctx.api.get<Aggregate>(AGGREGATE, { event_type: ['test.quarantined', 'test.dequarantined'] });
      const listed = (await walk<ActivityPage>(LOGS, { event_type: ['test.quarantined', 'test.dequarantined'], per_page: 100 }, eventRows))
        .items;
      expect(both.body.total).toBe(listed.length);
    });
  });
}
