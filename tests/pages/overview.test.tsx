// @vitest-environment jsdom
// The overview as a user opens it: the real route (URL schema, loader) and page over the mock backend.
// Every figure expected here is asked of the same mock through the client, never written down.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { repositoryPath } from '@/api/repository-path';
import type { RepositoryStat, RepositoryStatQuery } from '@/api/types';
import { HEALTH_LABELS, HEALTH_STATUSES, UNHEALTHY_STATUSES } from '@/domain/tests/health';
import { setUpMockApi } from '../mock-kit/mock-api';
import { DEMO_CREDENTIALS, REPOSITORIES } from '../../mocks/fixtures';
import { renderAppPage } from '../mock-kit/render-app';
import { routeOf } from '../mock-kit/route-of';

const { mock, api } = setUpMockApi();
afterEach(cleanup);

const REPO = { owner: REPOSITORIES.checkout.owner, repo: REPOSITORIES.checkout.name };
const PAGE = `/${REPO.owner}/${REPO.repo}`;
const countFormat = new Intl.NumberFormat('en-US');

const statOf = async (stat: RepositoryStat, query: RepositoryStatQuery = {}) =>
  (await api.getRepositoryTestStat({ path: { ...repositoryPath(REPO), stat }, query })).value;
/** A headline figure: a link named "<label>: <count>, <detail>. Show in test search". */
const figure = (label: string) => screen.getByRole('link', { name: new RegExp(`^${label}: `) });
const countIn = (link: HTMLElement) => link.getAttribute('aria-label')?.match(/^[^:]+: ([\d,]+),/)?.[1];

async function expectFigures(query: RepositoryStatQuery = {}) {
  const expected: [string, RepositoryStat][] = [
    ['Test–job pairs', 'total_tests'],
    ...HEALTH_STATUSES.map((health): [string, RepositoryStat] => [HEALTH_LABELS[health], `${health}_tests`]),
    ['Failed executions', 'failed_executions'],
  ];
  for (const [label, stat] of expected) {
    const value = countFormat.format(await statOf(stat, query));
    await waitFor(() => expect(countIn(figure(label))).toBe(value), { timeout: 10_000 });
  }
}

describe('overview page', () => {
  it('shows every statistic and the tests hurting the most, each question asked once', async () => {
    const requests: URL[] = [];
    const record = ({ request }: { request: Request }) => void requests.push(new URL(request.url));
    mock.server.events.on('request:start', record);
    // Every identity, page after page: one entry per test, its failed runs over the lookback added up over
    // its pipelines and jobs, its health its worst identity's; the flaky and broken tests, most failed runs first.
    const identities: {
      test_id: string;
      test_name: string;
      metrics: { health_status: string; failed_executions_count?: number; executions_count?: number };
    }[] = [];
    let answer = await api.searchTests({
      path: repositoryPath(REPO),
      query: { sort: 'failed_executions_ratio', direction: 'desc', per_page: 100 },
    });
    let pages = 1;
    identities.push(...answer.data.tests);
    while (answer.links.next?.cursor) {
      answer = await api.searchTests({
        path: repositoryPath(REPO),
        query: { sort: 'failed_executions_ratio', direction: 'desc', per_page: 100, cursor: answer.links.next.cursor },
      });
      identities.push(...answer.data.tests);
      pages += 1;
    }
    const severity = ['healthy', 'flaky', 'broken'];
    const perTest = new Map<string, { name: string; failed: number; runs: number; health: string }>();
    for (const row of identities) {
      const entry = perTest.get(row.test_id) ?? { name: row.test_name, failed: 0, runs: 0, health: 'healthy' };
      entry.failed += row.metrics.failed_executions_count ?? Number.NaN;
      entry.runs += row.metrics.executions_count ?? Number.NaN;
      if (severity.indexOf(row.metrics.health_status) > severity.indexOf(entry.health)) entry.health = row.metrics.health_status;
      perTest.set(row.test_id, entry);
    }
    const hurting = [...perTest.entries()]
      .map(([testId, entry]) => ({ testId, ...entry }))
      .filter((test) => test.health !== 'healthy')
      .sort((a, b) => b.failed - a.failed || b.runs - a.runs || (a.name < b.name ? -1 : 1))
      .slice(0, 5);
    const quarantines = (await api.listQuarantines({ path: repositoryPath(REPO), query: { per_page: 100 } })).data.quarantined_tests;
    const quarantineOf = (testId: string) => {
      const own = quarantines.filter((quarantine) => quarantine.test_id === testId);
      if (own.length === 0) return '';
      const badge = own.some((quarantine) => quarantine.source === 'auto') ? 'Auto-quarantined' : 'Quarantined';
      const scope = own.some((quarantine) => quarantine.branch === null)
        ? 'on every branch'
        : own.length === 1
          ? `on ${own[0]?.branch}`
          : `on ${own.length} branches`;
      return `${badge} ${scope}`;
    };
    expect(hurting.some((test) => quarantineOf(test.testId) !== '')).toBe(true);
    requests.length = 0;

    const { queryClient } = renderAppPage(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' }, { timeout: 10_000 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Tests hurting the most' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(hurting.map((test) => test.name));
    expect(rows.map((row) => [...row.querySelectorAll('td')].slice(3).map((cell) => cell.textContent))).toEqual(
      hurting.map((test) => [String(test.failed), String(test.runs)]),
    );
    expect(
      screen.getByText('Flaky and broken tests by failed runs over the last 7 days, every pipeline and job of a test added up'),
    ).toBeTruthy();
    // Each test's quarantine beside its health, from the quarantines answer.
    await waitFor(() =>
      expect(rows.map((row) => (row.querySelectorAll('td')[2]?.textContent ?? '').replace(/^(Flaky|Broken|Healthy)/, ''))).toEqual(
        hurting.map((test) => quarantineOf(test.testId)),
      ),
    );

    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    mock.server.events.removeListener('request:start', record);
    await expectFigures();
    // Loader and components read the same queries: nothing is asked twice.
    const asked = requests.map((request) => request.pathname + request.search);
    expect(new Set(asked).size).toBe(asked.length);
    // 5 statistics + the "hurting" walk of every identity, which the sidebar counts from (no one-row count, no walk of its own).
    const stats = requests.filter((request) => request.pathname.includes('/tests/stats/'));
    expect(stats.map((request) => request.pathname.split('/').pop()).sort()).toEqual([
      'broken_tests',
      'failed_executions',
      'flaky_tests',
      'healthy_tests',
      'total_tests',
    ]);
    // Operation 8 has no health filter: the overview never sends one to it.
    expect(stats.some((request) => request.searchParams.has('health_status'))).toBe(false);
    expect(requests.filter((request) => request.searchParams.get('per_page') === '1')).toHaveLength(0);
    expect(requests.filter((request) => ['pipeline_name', 'job_name'].includes(request.searchParams.get('sort') ?? ''))).toHaveLength(0);
    // + the quarantines, one walk for every row's badge (a page of 100 holds the demo's).
    const quarantineWalk = requests.filter((request) => request.pathname.endsWith('/quarantines'));
    expect(quarantineWalk).toHaveLength(1);
    expect(requests).toHaveLength(5 + pages + 1);
  });

  it('links each health figure to test search on the same filters plus its health', async () => {
    renderAppPage(`${PAGE}?pipeline=${encodeURIComponent(JSON.stringify(['ci']))}`);
    await expectFigures({ pipeline_name: ['ci'] });
    for (const health of HEALTH_STATUSES) {
      expect(routeOf(figure(HEALTH_LABELS[health]).getAttribute('href') ?? '')).toEqual({
        path: `${PAGE}/tests`,
        search: { pipeline: ['ci'], health: [health] },
      });
    }
    const legend = screen.getByRole('list', { name: 'Health of test–job pairs, legend' });
    expect(
      within(legend)
        .getAllByRole('link')
        .map((link) => routeOf(link.getAttribute('href') ?? '').search.health),
    ).toEqual(HEALTH_STATUSES.map((health) => [health]));
    // Flaky and broken is test search's default: the link leaves it out of the URL and still means it.
    expect(UNHEALTHY_STATUSES).toEqual(['flaky', 'broken']);
    // So is its ranking by failed runs: the link carries the filters only.
    expect(routeOf(screen.getByRole('link', { name: 'See all flaky and broken tests' }).getAttribute('href') ?? '').search).toEqual({
      pipeline: ['ci'],
    });
    // Every test is said out loud, as an empty health filter.
    expect(routeOf(figure('Test–job pairs').getAttribute('href') ?? '').search).toEqual({ pipeline: ['ci'], health: [] });
  });

  it('filters with the sidebar, keeping the URL as the state', async () => {
    const { route } = renderAppPage(PAGE);
    await expectFigures();
    const pipeline = await screen.findByRole('group', { name: 'Pipeline' });
    fireEvent.click(await within(pipeline).findByRole('button', { name: 'Only ci' }, { timeout: 10_000 }));
    await waitFor(() => expect(route()).toEqual({ path: PAGE, search: { pipeline: ['ci'] } }));
    await expectFigures({ pipeline_name: ['ci'] });
    // No health facet: operation 8 cannot filter by health.
    expect(screen.queryByRole('group', { name: 'Health' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(route()).toEqual({ path: PAGE, search: {} }));
    await expectFigures();
  });

  it('explains a credential that may not read the statistics, and keeps the rest usable', async () => {
    renderAppPage(PAGE, { token: DEMO_CREDENTIALS.ciKey });
    const notice = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(within(notice).getByText('This credential may not read repository statistics')).toBeTruthy();
    // Test search takes the CI key: the list of tests hurting the most still shows.
    const table = await screen.findByRole('table', { name: 'Tests hurting the most' });
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
  });

  it('says a repository does not exist, from the loader', async () => {
    const { unknown } = REPOSITORIES;
    renderAppPage(`/${unknown.owner}/${unknown.name}`);
    expect(await screen.findByRole('heading', { name: 'Repository not found' }, { timeout: 10_000 })).toBeTruthy();
  });
});
