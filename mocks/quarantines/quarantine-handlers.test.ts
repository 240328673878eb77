import { describe, expect, it } from 'vitest';
import type { components } from '@/api/generated/schema';
import { DEMO_CREDENTIALS } from '../core/demo-credentials';
import { FIXTURE_QUARANTINES, FIXTURE_TESTS, SEEDED_CHECKOUT_QUARANTINES } from '../fixtures';
import { call, errorLocations, get } from '../../tests/mock-kit/api-client';
import { setUpMockServer } from '../../tests/mock-kit/mock-server';

type Schemas = components['schemas'];
type List = Schemas['QuarantineListResponse'];
type Logs = Schemas['ActivityLogResponse'];
const QUARANTINES = '/ci/acme/repositories/checkout/quarantines';
const LOGS = '/repos/acme/checkout/logs';

setUpMockServer({ fresh: true });

const create = (body: unknown, token?: string) => call<Schemas['CreateQuarantineResponse']>('POST', QUARANTINES, { body, token });

describe('GET …/quarantines', () => {
  it('returns everything with per_page null when not paged, oldest first', async () => {
    const answer = await get<List>(QUARANTINES);
    expect(answer.body.per_page).toBeNull();
    expect(answer.body.size).toBe(SEEDED_CHECKOUT_QUARANTINES);
    const created = answer.body.quarantined_tests.map((record) => record.created_at);
    expect(created).toEqual([...created].sort());
    expect(answer.headers.get('link')).toBeNull();
  });

  it('pages with per_page and links, following next as given', async () => {
    const first = await get<List>(`${QUARANTINES}?per_page=5`);
    expect(first.body).toMatchObject({ size: 5, per_page: 5 });
    const ids = first.body.quarantined_tests.map((record) => record.id);
    let next = first.links.next;
    while (next) {
      const page: Awaited<ReturnType<typeof get<List>>> = await get<List>(next);
      ids.push(...page.body.quarantined_tests.map((record) => record.id));
      next = page.links.next;
    }
    expect(new Set(ids).size).toBe(SEEDED_CHECKOUT_QUARANTINES);
  });

  it('filters by branch (its own and the all-branches quarantines), test id and source', async () => {
    const main = await get<List>(`${QUARANTINES}?branch=main`);
    expect(main.body.quarantined_tests.every((record) => record.branch === 'main' || record.branch === null)).toBe(true);
    expect(main.body.quarantined_tests.map((record) => record.id)).toEqual(
      expect.arrayContaining([FIXTURE_QUARANTINES.recoveredOnMain.id, FIXTURE_QUARANTINES.brokenAllBranches.id]),
    );
    const auto = await get<List>(`${QUARANTINES}?source=auto`);
    expect(auto.body.quarantined_tests.every((record) => record.source === 'auto')).toBe(true);
    const byTest = await get<List>(`${QUARANTINES}?test_id=${FIXTURE_QUARANTINES.recoveredOnMain.testId}`);
    expect(byTest.body.quarantined_tests).toEqual([
      expect.objectContaining({ id: FIXTURE_QUARANTINES.recoveredOnMain.id, is_recovered: true, branch: 'main', source: 'manual' }),
    ]);
  });

  it('validates its filters', async () => {
    const answer = await get(`${QUARANTINES}?branch=&test_id=x&source=robot&per_page=0`);
    expect(errorLocations(answer.body)).toEqual([
      ['query', 'branch'],
      ['query', 'test_id'],
      ['query', 'source'],
      ['query', 'per_page'],
    ]);
  });
});

describe('POST, GET and DELETE a quarantine', () => {
  it('creates (201), shows it in the list and on the test, and logs test.quarantined', async () => {
    const { testName, testId } = FIXTURE_TESTS.healthy;
    const created = await create(
      { test_name: testName, reason: 'Investigating a timeout', branch: 'release/2025.06' },
      DEMO_CREDENTIALS.hostToken,
    );
    expect(created.status).toBe(201);
    const id = created.body.id;
    const read = await get<Schemas['QuarantinedTest']>(`${QUARANTINES}/${id}`);
    expect(read.body).toMatchObject({
      id,
      test_name: testName,
      test_id: testId,
      branch: 'release/2025.06',
      source: 'manual',
      reason: 'Investigating a timeout',
    });
    const onTest = await get<List>(`${QUARANTINES}?test_id=${testId}`);
    expect(onTest.body.quarantined_tests.map((record) => record.id)).toContain(id);
    const all = await get<List>(QUARANTINES);
    expect(all.body.size).toBe(SEEDED_CHECKOUT_QUARANTINES + 1);
    expect(all.body.quarantined_tests.at(-1)?.id).toBe(id);
    const logs = await get<Logs>(`${LOGS}?event_type=test.quarantined&per_page=1`);
    expect(logs.body.events[0]).toMatchObject({
      type: 'test.quarantined',
      trigger: '@demo-user',
      metadata: {
        quarantine_id: id,
        test_name: testName,
        test_id: testId,
        branch: 'release/2025.06',
        source: 'manual',
        health_status_at_event: 'healthy',
      },
    });
  });

  it('covers every branch when branch is omitted or null', async () => {
    const created = await create({ test_name: 'tests/new/test_unknown.py::test_x', reason: 'not yet run' });
    const read = await get<Schemas['QuarantinedTest']>(`${QUARANTINES}/${created.body.id}`);
    expect(read.body).toMatchObject({ branch: null, is_recovered: false });
  });

  it('409s a test name already quarantined on any branch, naming the existing quarantine', async () => {
    const everyBranch = FIXTURE_QUARANTINES.brokenAllBranches;
    for (const branch of [null, 'main', 'release/2025.06']) {
      const conflict = await create({ test_name: everyBranch.testName, reason: 'again', branch });
      expect(conflict).toMatchObject({
        status: 409,
        body: { detail: `Test is already quarantined on all branches (quarantine ${everyBranch.id})` },
      });
    }
    const onMain = FIXTURE_QUARANTINES.recoveredOnMain;
    for (const branch of [null, 'main', 'other']) {
      const conflict = await create({ test_name: onMain.testName, reason: 'again', branch });
      expect(conflict).toMatchObject({
        status: 409,
        body: { detail: `Test is already quarantined on branch '${onMain.branch}' (quarantine ${onMain.id})` },
      });
    }
    expect((await get<List>(QUARANTINES)).body.size).toBe(SEEDED_CHECKOUT_QUARANTINES);
  });

  it('quarantines the name again once its quarantine is removed', async () => {
    const { id, testName } = FIXTURE_QUARANTINES.recoveredOnMain;
    expect((await call('DELETE', `${QUARANTINES}/${id}`)).status).toBe(204);
    expect((await create({ test_name: testName, reason: 'back', branch: 'release/2025.06' })).status).toBe(201);
  });

  it('422s bad bodies, naming the field', async () => {
    const cases: [unknown, unknown[][]][] = [
      [
        {},
        [
          ['body', 'test_name'],
          ['body', 'reason'],
        ],
      ],
      [{ test_name: '', reason: 'x' }, [['body', 'test_name']]],
      [{ test_name: 'x', reason: 'r'.repeat(10_001) }, [['body', 'reason']]],
      [
        { test_name: 7, reason: 'x', branch: 3 },
        [
          ['body', 'test_name'],
          ['body', 'branch'],
        ],
      ],
      [[1, 2], [['body']]],
    ];
    for (const [body, locations] of cases) {
      const answer = await create(body);
      expect(answer.status).toBe(422);
      expect(errorLocations(answer.body)).toEqual(locations);
    }
    const broken = await call('POST', QUARANTINES, { rawBody: '{"test_name": ' });
    expect(broken.status).toBe(422);
    expect(errorLocations(broken.body)[0]?.[0]).toBe('body');
  });

  it('deletes (204), logs test.dequarantined, and 404s the second delete', async () => {
    const { id, testName } = FIXTURE_QUARANTINES.flakyAuto;
    const removed = await call('DELETE', `${QUARANTINES}/${id}`, { token: DEMO_CREDENTIALS.ciKey });
    expect(removed.status).toBe(204);
    expect((await get(`${QUARANTINES}/${id}`)).status).toBe(404);
    expect((await get<List>(QUARANTINES)).body.size).toBe(SEEDED_CHECKOUT_QUARANTINES - 1);
    const again = await call('DELETE', `${QUARANTINES}/${id}`);
    expect(again).toMatchObject({ status: 404, body: { detail: 'Quarantine not found' } });
    const logs = await get<Logs>(`${LOGS}?event_type=test.dequarantined&per_page=1`);
    expect(logs.body.events[0]).toMatchObject({
      type: 'test.dequarantined',
      metadata: {
        quarantine_id: id,
        test_name: testName,
        source: 'auto',
        health_status_at_event: 'flaky',
        dequarantined_by: { type: 'application', name: 'Demo CI key' },
      },
    });
  });

  it('starts each test from the seeded quarantines (fresh store)', async () => {
    expect((await get<List>(QUARANTINES)).body.size).toBe(SEEDED_CHECKOUT_QUARANTINES);
  });

  it('422s malformed ids and 404s unknown ones', async () => {
    expect(errorLocations((await get(`${QUARANTINES}/123`)).body)).toEqual([['path', 'quarantine_id']]);
    expect((await get(`${QUARANTINES}/6f1c2b1e-2f43-4a8e-9d6b-5b7a0c9e4d21`)).status).toBe(404);
    expect((await call('DELETE', `${QUARANTINES}/6f1c2b1e-2f43-4a8e-9d6b-5b7a0c9e4d21`)).status).toBe(404);
  });

  it('needs credentials for mutations too', async () => {
    expect((await create({ test_name: 'x', reason: 'y' }, undefined)).status).toBe(201);
    expect((await call('POST', QUARANTINES, { body: { test_name: 'x2', reason: 'y' }, token: null })).status).toBe(401);
    expect((await call('POST', '/ci/acme/repositories/nope/quarantines', { body: { test_name: 'x', reason: 'y' } })).status).toBe(404);
  });
});

describe('POST …/quarantines/check', () => {
  const CHECK = `${QUARANTINES}/check`;
  type Check = Schemas['QuarantineCheckResponse'];
  const check = (body: unknown, token?: string | null) => call<Check>('POST', CHECK, { body, token });

  it('splits the names as the list with the same branch filter does, each distinct name once', async () => {
    const applying = (await get<List>(`${QUARANTINES}?branch=main`)).body.quarantined_tests.map((record) => record.test_name);
    const elsewhere = FIXTURE_TESTS.healthy.testName;
    const names = [
      FIXTURE_QUARANTINES.recoveredOnMain.testName,
      elsewhere,
      FIXTURE_QUARANTINES.brokenAllBranches.testName,
      elsewhere,
      'never/ran',
    ];
    const answer = await check({ tests_names: names, branch: 'main' }, DEMO_CREDENTIALS.ciKey);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      quarantined_tests_names: [FIXTURE_QUARANTINES.recoveredOnMain.testName, FIXTURE_QUARANTINES.brokenAllBranches.testName],
      non_quarantined_tests_names: [elsewhere, 'never/ran'],
    });
    expect(applying).toEqual(expect.arrayContaining(answer.body.quarantined_tests_names));
    expect(applying).not.toContain(elsewhere);
  });

  it('on another branch only the all-branches quarantines apply; names match exactly', async () => {
    const answer = await check({
      tests_names: [
        FIXTURE_QUARANTINES.recoveredOnMain.testName,
        FIXTURE_QUARANTINES.flakyAuto.testName.toUpperCase(),
        FIXTURE_QUARANTINES.flakyAuto.testName,
      ],
      branch: 'feature/x',
    });
    expect(answer.body).toEqual({
      quarantined_tests_names: [FIXTURE_QUARANTINES.flakyAuto.testName],
      non_quarantined_tests_names: [FIXTURE_QUARANTINES.recoveredOnMain.testName, FIXTURE_QUARANTINES.flakyAuto.testName.toUpperCase()],
    });
  });

  it('follows creations and removals, and writes nothing to the activity log', async () => {
    const name = 'tests/new/test_checked.py::test_y';
    const before = (await get<Logs>(`${LOGS}?per_page=1`)).body.events[0]?.id;
    expect((await check({ tests_names: [name], branch: 'main' })).body.quarantined_tests_names).toEqual([]);
    expect((await get<Logs>(`${LOGS}?per_page=1`)).body.events[0]?.id).toBe(before);
    const created = await create({ test_name: name, reason: 'checked', branch: 'main' });
    expect((await check({ tests_names: [name], branch: 'main' })).body.quarantined_tests_names).toEqual([name]);
    await call('DELETE', `${QUARANTINES}/${created.body.id}`);
    expect((await check({ tests_names: [name], branch: 'main' })).body.non_quarantined_tests_names).toEqual([name]);
  });

  it('answers an empty list with two empty lists', async () => {
    expect((await check({ tests_names: [], branch: 'main' })).body).toEqual({
      quarantined_tests_names: [],
      non_quarantined_tests_names: [],
    });
  });

  it('422s bad bodies, naming the field and the position of a bad name', async () => {
    const cases: [unknown, unknown[][]][] = [
      [
        {},
        [
          ['body', 'tests_names'],
          ['body', 'branch'],
        ],
      ],
      [
        { tests_names: 'a', branch: '' },
        [
          ['body', 'tests_names'],
          ['body', 'branch'],
        ],
      ],
      [
        { tests_names: ['ok', '', 3, 'x'.repeat(10_001)], branch: 'main' },
        [
          ['body', 'tests_names', 1],
          ['body', 'tests_names', 2],
          ['body', 'tests_names', 3],
        ],
      ],
      [
        { tests_names: Array.from({ length: 10_001 }, (_, n) => `t${n}`), branch: 'b'.repeat(256) },
        [
          ['body', 'tests_names'],
          ['body', 'branch'],
        ],
      ],
      [{ tests_names: ['a'], branch: null }, [['body', 'branch']]],
      [[1], [['body']]],
    ];
    for (const [body, locations] of cases) {
      const answer = await check(body);
      expect(answer.status).toBe(422);
      expect(errorLocations(answer.body)).toEqual(locations);
    }
  });

  it('takes every kind of credential, 401 without one, 404 for an unknown repository', async () => {
    const body = { tests_names: ['a'], branch: 'main' };
    for (const token of [DEMO_CREDENTIALS.adminKey, DEMO_CREDENTIALS.ciKey, DEMO_CREDENTIALS.hostToken])
      expect((await check(body, token)).status).toBe(200);
    expect((await check(body, null)).status).toBe(401);
    expect((await call('POST', '/ci/acme/repositories/nope/quarantines/check', { body })).status).toBe(404);
  });
});
