// The vendor's published clients, replayed request for request against `npm run mock-server` (the real
// HTTP server in a child process): what they send and the parts of the answers they read.
//   - the test plugin, at the start of a CI run: GET …/quarantines?branch=<current branch>&per_page=100,
//     following Link rel="next" as given, reading only `test_name` (with the CI key);
//   - the CLI: lists without per_page, adds without a branch, removes by id (a 404 means "not
//     quarantined"), pages by taking the `cursor` out of Link next into its own query, and writes
//     times with a `+00:00` offset; `tests show`, `events` and `queue show` (vendor-cli.ts);
//   - the CLI's `ci junit-process` (crates/mergify-ci/src/junit_process/quarantine.rs): one POST
//     …/quarantines/check of the failing names (repeats included) and the branch, with the CI key;
//   - the CLI's `quarantines add/get/remove <name>` (crates/mergify-ci/src/tests_quarantine.rs): get and
//     remove list without per_page and take the one quarantine whose `test_name` is the name.
// Both clients need absolute Link URLs: a relative one fails the replay (absoluteNextLink).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_NOW, FIXTURE_QUARANTINES, FIXTURE_TESTS } from '../../mocks/fixtures';
import { startMockServerProcess, type MockServerProcess } from '../conformance/support/mock-server-process';
import {
  absoluteNextLink,
  cliEvents,
  cliGet,
  cliTestDetails,
  cliWindow,
  DETAILS_FANOUT,
  expectDecodableQueueLeave,
  expectDecodableTestDetails,
  RETENTION_DAYS,
  type CliSession,
} from './vendor-cli';

const CI_KEY = 'demo-ci-key';
/** What reqwest sends for the CLI (`.user_agent(USER_AGENT)` with the crate's version). */
const CLI_USER_AGENT = 'mergify-cli/0.0.0';
const ADMIN_KEY = 'demo-admin-key';
const BRANCH = 'feature/replay-plugin';
const OTHER_BRANCH = 'feature/replay-other';

let server: MockServerProcess | undefined;
let api = '';
let serverStartedAt = 0;
const cli = (): CliSession => ({ api, token: ADMIN_KEY });
/** The server's clock: it started at FIXTURE_NOW and runs on in real time (a second behind, to be safe). */
const serverNow = () => Date.parse(FIXTURE_NOW) + (Date.now() - serverStartedAt) - 1_000;
const quarantines = () => `${api}/ci/acme/repositories/checkout/quarantines`;

interface QuarantineList {
  size: number;
  per_page: number | null;
  quarantined_tests: { id: string; test_name: string; branch: string | null; created_at: string }[];
}

async function send(method: string, url: string, token: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, 'User-Agent': CLI_USER_AGENT };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

/** `rel="next"` of a Link header, which must be absolute (both clients use it without a base). */
function nextOf(response: Response): string | null {
  return absoluteNextLink(response)?.href ?? null;
}

/** The plugin: every page of its branch's quarantines, 100 at a time, following Link next as given. */
async function pluginQuarantinedNames(branch: string): Promise<string[]> {
  const names: string[] = [];
  let url: string | null = `${quarantines()}?branch=${encodeURIComponent(branch)}&per_page=100`;
  let pages = 0;
  while (url !== null) {
    const response = await send('GET', url, CI_KEY);
    expect(response.status).toBe(200);
    const body = (await response.json()) as QuarantineList;
    names.push(...body.quarantined_tests.map((quarantine) => quarantine.test_name));
    url = nextOf(response);
    pages += 1;
  }
  expect(pages).toBeGreaterThan(1);
  return names;
}

/** The CLI's paging: its own query plus the `cursor` taken out of Link next. */
async function cliWalk<T>(base: string, query: Record<string, string>, items: (body: unknown) => T[]): Promise<T[]> {
  const collected: T[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams(query);
    if (cursor !== null) params.set('cursor', cursor);
    const response = await send('GET', `${base}?${params.toString()}`, ADMIN_KEY);
    expect(response.status).toBe(200);
    collected.push(...items(await response.json()));
    const next = nextOf(response);
    cursor = next === null ? null : new URL(next).searchParams.get('cursor');
  } while (cursor !== null);
  return collected;
}

beforeAll(async () => {
  server = await startMockServerProcess({ MOCK_NOW: FIXTURE_NOW, MOCK_SEED: 'ci-insights-demo' });
  api = server.baseUrl;
  serverStartedAt = Date.now();
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

describe('the vendor test plugin', () => {
  it('gets its branch’s quarantines and every all-branches one, page by page, and nothing of other branches', async () => {
    const created: string[] = [];
    for (let index = 0; index < 105; index += 1) {
      const name = `tests/replay/test_plugin.py::test_case_${String(index).padStart(3, '0')}`;
      const response = await send('POST', quarantines(), ADMIN_KEY, { test_name: name, reason: 'replay', branch: BRANCH });
      expect(response.status).toBe(201);
      created.push(name);
    }
    const everywhere = 'tests/replay/test_plugin.py::test_everywhere';
    expect((await send('POST', quarantines(), ADMIN_KEY, { test_name: everywhere, reason: 'replay' })).status).toBe(201);
    const elsewhere = 'tests/replay/test_plugin.py::test_elsewhere';
    expect((await send('POST', quarantines(), ADMIN_KEY, { test_name: elsewhere, reason: 'replay', branch: OTHER_BRANCH })).status).toBe(
      201,
    );

    const names = await pluginQuarantinedNames(BRANCH);
    const full = (await (await send('GET', quarantines(), ADMIN_KEY)).json()) as QuarantineList;
    const allBranches = full.quarantined_tests.filter((quarantine) => quarantine.branch === null).map((quarantine) => quarantine.test_name);
    expect(new Set(names)).toEqual(new Set([...created, ...allBranches]));
    expect(names).toHaveLength(created.length + allBranches.length);
    expect(names).toContain(everywhere);
    expect(names).toContain(FIXTURE_QUARANTINES.brokenAllBranches.testName);
    expect(names).not.toContain(elsewhere);
    // A branch with no quarantine of its own still gets the all-branches ones: a quarantined test never fails CI.
    const fresh = (await (
      await send('GET', `${quarantines()}?branch=${encodeURIComponent('feature/brand-new')}&per_page=100`, CI_KEY)
    ).json()) as QuarantineList;
    expect(fresh.quarantined_tests.map((quarantine) => quarantine.test_name).sort()).toEqual([...allBranches].sort());
  });
});

describe('the vendor CLI', () => {
  it('lists without per_page: everything at once, per_page null, no Link', async () => {
    const response = await send('GET', quarantines(), ADMIN_KEY);
    expect(response.status).toBe(200);
    expect(response.headers.get('link')).toBeNull();
    const body = (await response.json()) as QuarantineList;
    expect(body.per_page).toBeNull();
    expect(body.size).toBe(body.quarantined_tests.length);
    expect(body.quarantined_tests.map((quarantine) => quarantine.id)).toContain(FIXTURE_QUARANTINES.flakyAuto.id);
  });

  it('adds without a branch (every branch), removes by id, and reads a second removal’s 404 as “not quarantined”', async () => {
    const testName = 'tests/replay/test_cli.py::test_added_by_the_cli';
    const added = await send('POST', quarantines(), ADMIN_KEY, { test_name: testName, reason: 'Flaky on CI' });
    expect(added.status).toBe(201);
    const { id } = (await added.json()) as { id: string };
    const listed = ((await (await send('GET', quarantines(), ADMIN_KEY)).json()) as QuarantineList).quarantined_tests.find(
      (quarantine) => quarantine.id === id,
    );
    expect(listed).toMatchObject({ test_name: testName, branch: null });
    expect((await send('POST', quarantines(), ADMIN_KEY, { test_name: testName, reason: 'again' })).status).toBe(409);

    expect((await send('DELETE', `${quarantines()}/${id}`, ADMIN_KEY)).status).toBe(204);
    const again = await send('DELETE', `${quarantines()}/${id}`, ADMIN_KEY);
    expect(again.status).toBe(404);
    expect(again.headers.get('content-type')).toMatch(/json/);
    expect(((await again.json()) as { detail: unknown }).detail).toEqual(expect.any(String));
  });

  it('pages by taking the cursor out of Link next into its own query', async () => {
    const full = ((await (await send('GET', quarantines(), ADMIN_KEY)).json()) as QuarantineList).quarantined_tests;
    const walked = await cliWalk(quarantines(), { per_page: '7' }, (body) => (body as QuarantineList).quarantined_tests);
    expect(walked).toEqual(full);
    const search = `${api}/ci/acme/repositories/checkout/search/tests`;
    const rows = await cliWalk(search, { per_page: '50', health_status: 'flaky' }, (body) => (body as { tests: unknown[] }).tests);
    const total = ((await (await send('GET', `${search}?health_status=flaky&per_page=1`, ADMIN_KEY)).json()) as { total: number }).total;
    expect(rows).toHaveLength(total);
  });

  it('sends times with a +00:00 offset, encoded or not, and gets what the Z form gets', async () => {
    const start = new Date(Date.parse(FIXTURE_NOW) - 7 * 86_400_000).toISOString().replace('.000Z', '+00:00');
    const end = FIXTURE_NOW.replace('Z', '+00:00');
    const series = `${api}/ci/acme/repositories/checkout/tests/${FIXTURE_TESTS.flaky.testId}/stats/failure_count`;
    const zulu = await send('GET', `${series}?start=${start.replace('+00:00', 'Z')}&end=${FIXTURE_NOW}`, ADMIN_KEY);
    const encoded = await send('GET', `${series}?${new URLSearchParams({ start, end }).toString()}`, ADMIN_KEY);
    const raw = await send('GET', `${series}?start=${start}&end=${end}`, ADMIN_KEY);
    expect([zulu.status, encoded.status, raw.status]).toEqual([200, 200, 200]);
    const expected: unknown = await zulu.json();
    expect(await encoded.json()).toEqual(expected);
    expect(await raw.json()).toEqual(expected);

    const logs = `${api}/repos/acme/checkout/logs/aggregate`;
    const window = { received_from: start, received_to: end };
    const offset = await send('GET', `${logs}?${new URLSearchParams(window).toString()}`, ADMIN_KEY);
    const zuluLogs = await send('GET', `${logs}?received_from=${start.replace('+00:00', 'Z')}&received_to=${FIXTURE_NOW}`, ADMIN_KEY);
    expect([offset.status, zuluLogs.status]).toEqual([200, 200]);
    expect(((await offset.json()) as { total: number }).total).toBe(((await zuluLogs.json()) as { total: number }).total);
  });
});

describe('the vendor CLI: tests show, events, queue show', () => {
  type SearchRow = { test_id: string; test_name: string; pipeline_name: string; job_name: string };
  const search = () => `/ci/acme/repositories/checkout/search/tests`;

  it('tests show: a search by exact names and pipeline/job filters, first page only, then each test’s details five at a time', async () => {
    // The names a developer would copy from CI: the tests of one pipeline's job.
    const all = ((await (await cliGet(cli(), `${search()}?per_page=100`)).json()) as { tests: SearchRow[] }).tests;
    const jobs = new Map<string, SearchRow[]>();
    for (const row of all)
      jobs.set(`${row.pipeline_name}|${row.job_name}`, [...(jobs.get(`${row.pipeline_name}|${row.job_name}`) ?? []), row]);
    const rows = [...jobs.values()].sort((a, b) => b.length - a.length)[0] as SearchRow[];
    const { pipeline_name: pipeline, job_name: job } = rows[0] as SearchRow;
    const names = [...new Set(rows.map((row) => row.test_name))].slice(0, 8);
    expect(names.length).toBeGreaterThan(DETAILS_FANOUT);

    // As the CLI writes it: every test_name, then pipeline_name, then job_name; no per_page.
    const params = new URLSearchParams();
    for (const name of names) params.append('test_name', name);
    params.append('pipeline_name', pipeline);
    params.append('job_name', job);
    const response = await cliGet(cli(), `${search()}?${params.toString()}`);
    expect(response.status).toBe(200);
    const identities = ((await response.json()) as { tests: SearchRow[] }).tests;
    expect(identities.length).toBeGreaterThan(DETAILS_FANOUT);
    for (const row of identities) {
      expect(names).toContain(row.test_name);
      expect([row.pipeline_name, row.job_name]).toEqual([pipeline, job]);
    }

    const { bodies, mostInFlight } = await cliTestDetails(
      cli(),
      'acme/checkout',
      identities.map((row) => row.test_id),
    );
    expect(mostInFlight).toBe(DETAILS_FANOUT);
    bodies.forEach((body, index) => {
      expectDecodableTestDetails(body);
      expect((body as { test_id: string }).test_id).toBe(identities[index]?.test_id);
    });
    // A name that matches nothing: an empty first page, and the CLI says so without asking for details.
    const none = await cliGet(cli(), `${search()}?test_name=${encodeURIComponent('tests/nowhere.py::test_nothing')}`);
    expect(((await none.json()) as { tests: SearchRow[] }).tests).toEqual([]);
  });

  /** Every event of a query in the Z form, following Link next as given: the reference of the CLI's walks. */
  async function everyEvent(query: URLSearchParams): Promise<CliEventsWalkEvents> {
    const events: CliEventsWalkEvents = [];
    let url: string | null = `${api}/repos/acme/checkout/logs?${query.toString()}&per_page=100`;
    while (url !== null) {
      const response = await send('GET', url, ADMIN_KEY);
      expect(response.status).toBe(200);
      events.push(...((await response.json()) as { events: CliEventsWalkEvents }).events);
      url = nextOf(response);
    }
    return events.sort((a, b) => Date.parse(b.received_at) - Date.parse(a.received_at));
  }
  type CliEventsWalkEvents = Awaited<ReturnType<typeof cliEvents>>['events'];
  const zulu = (text: string) => new Date(Date.parse(text)).toISOString();

  it('events: pull_request, repeated event_type, window ends with nine decimals and +00:00; pages by the cursor alone', async () => {
    const window = cliWindow(serverNow(), 30);
    expect(window.to).toMatch(/\.\d{9}\+00:00$/);
    const types = ['action.queue.enter', 'action.queue.leave', 'action.queue.checks_end'];
    const reference = await everyEvent(
      new URLSearchParams([
        ...types.map((type) => ['event_type', type]),
        ['received_from', zulu(window.from)],
        ['received_to', zulu(window.to)],
      ]),
    );
    // `mergify events --type … --since 30d --limit 250`: three pages of 100, the third cut to the limit.
    const paged = await cliEvents(cli(), 'acme/checkout', { eventTypes: types, ...window, limit: 250 });
    expect(reference.length).toBeGreaterThan(250);
    expect(paged.requests).toHaveLength(3);
    expect(paged.requests.slice(1).every((request) => new URLSearchParams(request.split('?')[1]).getAll('cursor').length === 1)).toBe(true);
    expect(paged.events).toEqual(reference.slice(0, 250));

    // `mergify events --pr <n> --type …`: the pull request with the most of these events.
    const counts = new Map<number, number>();
    for (const event of reference)
      if (event.pull_request !== null) counts.set(event.pull_request, (counts.get(event.pull_request) ?? 0) + 1);
    const [pullRequest] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] as [number, number];
    const ofPull = await cliEvents(cli(), 'acme/checkout', { pullRequest, eventTypes: types, ...window, limit: 100 });
    expect(new URLSearchParams(ofPull.requests[0]?.split('?')[1]).get('pull_request')).toBe(String(pullRequest));
    expect(ofPull.events).toEqual(reference.filter((event) => event.pull_request === pullRequest).slice(0, 100));
  });

  it('queue show: the merge-queue path is a 404, then the last action.queue.leave of the pull request over 90 days', async () => {
    const window = cliWindow(serverNow(), RETENTION_DAYS);
    const leaves = await everyEvent(
      new URLSearchParams([
        ['event_type', 'action.queue.leave'],
        ['received_from', zulu(window.from)],
        ['received_to', zulu(window.to)],
      ]),
    );
    const pullRequest = leaves.find((event) => event.pull_request !== null)?.pull_request as number;
    expect(pullRequest).toEqual(expect.any(Number));

    // An operation we do not implement: the 404 the CLI reads as "not in the queue" (it reads the status only).
    const queued = await cliGet(cli(), `/repos/acme/checkout/merge-queue/pull/${pullRequest}`);
    expect(queued.status).toBe(404);
    expect(await queued.json()).toEqual({ detail: 'Not Found' });

    const last = await cliEvents(cli(), 'acme/checkout', { pullRequest, eventTypes: ['action.queue.leave'], ...window, limit: 1 });
    expect(last.requests).toHaveLength(1);
    expect(new URLSearchParams(last.requests[0]?.split('?')[1]).get('per_page')).toBe('1');
    expect(last.events).toEqual([leaves.find((event) => event.pull_request === pullRequest)]);
    expectDecodableQueueLeave(last.events[0]);

    // A pull request that never was: the same 404, and no leave to explain.
    expect((await cliGet(cli(), '/repos/acme/checkout/merge-queue/pull/999999')).status).toBe(404);
    const never = await cliEvents(cli(), 'acme/checkout', {
      pullRequest: 999_999,
      eventTypes: ['action.queue.leave'],
      ...window,
      limit: 1,
    });
    expect(never.events).toEqual([]);
  });
});

describe('the vendor CLI’s junit-process', () => {
  const JUNIT_BRANCH = 'feature/replay-junit';
  const onBranch = 'tests/replay/test_junit.py::test_quarantined_on_the_branch';
  const everywhere = 'tests/replay/test_junit.py::test_quarantined_everywhere';
  const elsewhere = 'tests/replay/test_junit.py::test_quarantined_elsewhere';
  const unknown = 'tests/replay/test_junit.py::test_never_quarantined';

  it('checks the failing names against the branch: the branch’s and the all-branches quarantines, each name once', async () => {
    for (const [name, branch] of [
      [onBranch, JUNIT_BRANCH],
      [everywhere, undefined],
      [elsewhere, OTHER_BRANCH],
    ] as const) {
      expect((await send('POST', quarantines(), ADMIN_KEY, { test_name: name, reason: 'replay', branch })).status).toBe(201);
    }
    // As serde_json writes CheckRequest: the failing names in report order, a name repeated by two suites kept.
    const failing = [onBranch, unknown, everywhere, elsewhere, onBranch];
    const response = await fetch(`${quarantines()}/check`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${CI_KEY}`, 'Content-Type': 'application/json', 'User-Agent': CLI_USER_AGENT },
      body: `{"tests_names":${JSON.stringify(failing)},"branch":${JSON.stringify(JUNIT_BRANCH)}}`,
    });
    expect(response.status).toBe(200);
    const verdict = (await response.json()) as { quarantined_tests_names: string[]; non_quarantined_tests_names: string[] };
    expect(new Set(verdict.quarantined_tests_names)).toEqual(new Set([onBranch, everywhere]));
    expect(new Set(verdict.non_quarantined_tests_names)).toEqual(new Set([unknown, elsewhere]));
    // Names as a set: each distinct name exactly once, in one of the two lists.
    const answered = [...verdict.quarantined_tests_names, ...verdict.non_quarantined_tests_names];
    expect(answered.sort()).toEqual([...new Set(failing)].sort());
    // The list's branch filter, the same rule, agrees with the check.
    const filtered = (await (
      await send('GET', `${quarantines()}?branch=${encodeURIComponent(JUNIT_BRANCH)}`, CI_KEY)
    ).json()) as QuarantineList;
    const applying = new Set(filtered.quarantined_tests.map((quarantine) => quarantine.test_name));
    expect(verdict.quarantined_tests_names.every((name) => applying.has(name))).toBe(true);
    expect(verdict.non_quarantined_tests_names.some((name) => applying.has(name))).toBe(false);
  });
});

describe('the vendor CLI’s quarantines add/get/remove <name>', () => {
  const list = async () => ((await (await send('GET', quarantines(), ADMIN_KEY)).json()) as QuarantineList).quarantined_tests;
  /** `get <name>` and `remove <name>`: the list without per_page, the quarantine of that exact name. */
  const byName = async (name: string) => (await list()).filter((quarantine) => quarantine.test_name === name);

  it('adds by name, gets the one quarantine of that name, refuses the name on another branch (409), removes it by name', async () => {
    const name = 'tests/replay/test_cli.py::test_keyed_by_name';
    const added = await send('POST', quarantines(), ADMIN_KEY, { test_name: name, reason: 'Flaky on CI', branch: 'main' });
    expect(added.status).toBe(201);
    const { id } = (await added.json()) as { id: string };

    expect(await byName(name)).toEqual([expect.objectContaining({ id, test_name: name, branch: 'main' })]);

    for (const branch of [OTHER_BRANCH, undefined]) {
      const again = await send('POST', quarantines(), ADMIN_KEY, { test_name: name, reason: 'again', branch });
      expect(again.status).toBe(409);
      expect(((await again.json()) as { detail: string }).detail).toBe(`Test is already quarantined on branch 'main' (quarantine ${id})`);
    }
    expect(await byName(name)).toHaveLength(1);

    const [target] = await byName(name);
    expect((await send('DELETE', `${quarantines()}/${target?.id}`, ADMIN_KEY)).status).toBe(204);
    // Nothing of that name is left: `get <name>` now says "not quarantined".
    expect(await byName(name)).toEqual([]);
  });
});
