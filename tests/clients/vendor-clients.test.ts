// The vendor's published clients, replayed request for request against `npm run mock-server` (the real
// HTTP server in a child process): what they send and the parts of the answers they read.
//   - the test plugin, at the start of a CI run: GET …/quarantines?branch=<current branch>&per_page=100,
//     following Link rel="next" as given, reading only `test_name` (with the CI key);
//   - the CLI: lists without per_page, adds without a branch, removes by id (a 404 means "not
//     quarantined"), pages by taking the `cursor` out of Link next into its own query, and writes
//     times with a `+00:00` offset;
//   - the CLI's `ci junit-process` (crates/mergify-ci/src/junit_process/quarantine.rs): one POST
//     …/quarantines/check of the failing names (repeats included) and the branch, with the CI key;
//   - the CLI's `quarantines add/get/remove <name>` (crates/mergify-ci/src/tests_quarantine.rs): get and
//     remove list without per_page and take the one quarantine whose `test_name` is the name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_NOW, FIXTURE_QUARANTINES, FIXTURE_TESTS } from '../../mocks/fixtures';
import { startMockServerProcess, type MockServerProcess } from '../conformance/support/mock-server-process';

const CI_KEY = 'demo-ci-key';
/** What reqwest sends for the CLI (`.user_agent(USER_AGENT)` with the crate's version). */
const CLI_USER_AGENT = 'mergify-cli/0.0.0';
const ADMIN_KEY = 'demo-admin-key';
const BRANCH = 'feature/replay-plugin';
const OTHER_BRANCH = 'feature/replay-other';

let server: MockServerProcess | undefined;
let api = '';
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

/** `rel="next"` of a Link header, resolved against the URL that answered (RFC 8288). */
function nextOf(response: Response): string | null {
  const match = /<([^>]+)>\s*;\s*rel="?next"?/.exec(response.headers.get('link') ?? '');
  return match?.[1] ? new URL(match[1], response.url).href : null;
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
  server = await startMockServerProcess({ MOCK_NOW: FIXTURE_NOW, MOCK_SEED: 'ci-insights-demo', MOCK_SCALE: '1' });
  api = server.baseUrl;
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
