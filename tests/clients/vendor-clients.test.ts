// The vendor's published clients, replayed request for request against `npm run mock-server` (the real
// HTTP server in a child process): what they send and the parts of the answers they read.
//   - the test plugin, at the start of a CI run: GET …/quarantines?branch=<current branch>&per_page=100,
//     following Link rel="next" as given, reading only `test_name` (with the CI key);
//   - the CLI: lists without per_page, adds without a branch, removes by id (a 404 means "not
//     quarantined"), pages by taking the `cursor` out of Link next into its own query, and writes
//     times with a `+00:00` offset.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_NOW, FIXTURE_QUARANTINES, FIXTURE_TESTS } from '../../mocks/fixtures';
import { startMockServerProcess, type MockServerProcess } from '../conformance/support/mock-server-process';

const CI_KEY = 'demo-ci-key';
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
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
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
