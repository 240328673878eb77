// What the bench measures, page by page: where to go, the first data (by role and accessible name, as a
// person sees it), the API requests it comes from (what the reference pages send), the clicks timed.
import type { Locator, Page } from '@playwright/test';
import { FIXTURE_TESTS, REPOSITORIES } from '../mocks/fixtures';
import { rankTestsByCost } from '../src/domain/tests/test-cost';
import type { TestSearchResult } from '../src/api/types';
import { resolveWindow } from '../src/domain/periods/time-window';
import { mergeQueueWindows } from '../src/queries/merge-queue';
import { formatCount, formatRatio, toIsoSeconds } from '../src/lib/format';
import { DAY_MS } from '../src/lib/time-constants';
import type { MockAnswer, MockServer } from './lib/servers';

const { owner, name } = REPOSITORIES.checkout;
const REPOSITORY = `/${owner}/${name}`;
const TESTS_API = `/ci/${owner}/repositories/${name}`;
const LOGS_API = `/repos/${owner}/${name}/logs`;
const STATS_API = `/repos/${owner}/${name}/stats`;
const TEST_ID = FIXTURE_TESTS.flaky.testId;
const PIPELINE = FIXTURE_TESTS.flaky.identities[0]?.pipelineName ?? 'ci';

export interface RouteScenario {
  name: string;
  path: string;
  firstData(page: Page): Locator;
  /** The API requests that first data comes from: what the bare page sends. */
  isDataRequest(url: URL): boolean;
  /** Timed against the reference pages; otherwise only its first screen is sized. */
  timed?: boolean;
  /** Another API than the build's, as a person sets it in Settings. */
  apiBaseUrl?: string;
}

/** A large organisation's CI runner fleet: the runners page is also loaded against a mock this size. */
export const LARGE_FLEET = 330;

const searchResults = (page: Page) => page.getByRole('table', { name: /^Tests, sorted by/ });
const testRows = (results: Locator) => results.getByRole('row').filter({ has: results.page().getByRole('link') });
const activityEvents = (page: Page) => page.getByRole('region', { name: 'Events', exact: true });
const eventRows = (events: Locator) => events.getByRole('listitem');
const endsWith = (suffix: string) => (url: URL) => url.pathname.endsWith(suffix);
const table = (name: string) => (page: Page) => page.getByRole('table', { name, exact: true });
const runnersTable = table('Runners');
const firstDataRow = (page: Page, name: string) =>
  table(name)(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .first();

/** A page of test search results, not a one-row count nor a facet's walk through its values. */
const isSearchPage = (url: URL) =>
  url.pathname.endsWith('/search/tests') &&
  url.searchParams.get('per_page') !== '1' &&
  !['pipeline_name', 'job_name'].includes(url.searchParams.get('sort') ?? '');

export const ROUTES: RouteScenario[] = [
  {
    name: 'overview',
    path: REPOSITORY,
    firstData: (page) => page.getByRole('link', { name: /^Test–job pairs: [\d,]+, / }),
    isDataRequest: (url) => url.pathname.includes(`${TESTS_API}/tests/stats/`),
    timed: true,
  },
  {
    name: 'test search',
    path: `${REPOSITORY}/tests`,
    // The first result's name; the row's figures and sparkline come after, from requests of their own.
    firstData: (page) => testRows(searchResults(page)).first().getByRole('link'),
    isDataRequest: isSearchPage,
    timed: true,
  },
  {
    name: 'test detail',
    path: `${REPOSITORY}/tests/${TEST_ID}`,
    firstData: (page) => page.getByRole('group', { name: 'Success ratio', exact: true }).filter({ hasText: /\d%/ }),
    isDataRequest: endsWith(`${TESTS_API}/tests/${TEST_ID}`),
    timed: true,
  },
  {
    name: 'activity log',
    path: `${REPOSITORY}/activity`,
    firstData: (page) => eventRows(activityEvents(page)).first(),
    isDataRequest: endsWith(LOGS_API),
    timed: true,
  },
  {
    name: 'quarantines',
    path: `${REPOSITORY}/quarantines`,
    firstData: (page) => firstDataRow(page, 'Quarantined tests'),
    isDataRequest: endsWith(`${TESTS_API}/quarantines`),
  },
  {
    name: 'merge queue',
    path: `${REPOSITORY}/merge-queue`,
    firstData: (page) => page.getByRole('link', { name: /^Open the [\d,]+ merges of / }).first(),
    isDataRequest: endsWith(`${STATS_API}/queues_merged_count`),
  },
  {
    name: 'CI runners',
    path: `${REPOSITORY}/runners`,
    firstData: (page) => firstDataRow(page, 'Runners'),
    isDataRequest: endsWith(`/ci/${owner}/runners`),
  },
  {
    name: 'weekly digest',
    path: `${REPOSITORY}/digest`,
    firstData: (page) => page.getByRole('link', { name: /^Added: [\d,]+ quarantines? / }),
    isDataRequest: endsWith(`${LOGS_API}/aggregate`),
  },
];

/** A click on a route's page (loaded, its first data shown, the network idle). */
export interface InteractionScenario extends Pick<RouteScenario, 'path' | 'firstData' | 'isDataRequest'> {
  name: string;
  target(page: Page): Locator;
  /** The part whose repaint is timed, its data rows, and a row's own content (not what it asks for itself). */
  results(page: Page): Locator;
  rows(results: Locator): Locator;
  /** What in a row is timed (default: the row). */
  primary?(row: Locator): Locator;
  /** The answer the click should bring, asked of the mock directly (also the bare page's click). */
  expected(mock: MockServer): Promise<MockAnswer>;
  /** Texts the first rows show with that answer: the bare page's, and the app's when it orders them its own way. */
  rowTexts(answer: unknown): string[];
  appRowTexts?(answer: unknown): string[];
  /** Held to the bare page sending every request the click sent, not to a time. */
  heldToEveryRequest?: boolean;
}

const route = (name: string) => ROUTES.find((candidate) => candidate.name === name)!;

const SHOWN_ROWS = 3;
const testNames = (answer: unknown) =>
  ((answer as { tests: { test_name: string }[] }).tests ?? []).slice(0, SHOWN_ROWS).map((test) => test.test_name);
/** An event row shows its time of day (the page runs in UTC), the bare page the whole timestamp. */
const eventTimes = (answer: unknown) =>
  ((answer as { events: { received_at: string }[] }).events ?? []).slice(0, SHOWN_ROWS).map((event) => event.received_at.slice(11, 19));
const searchQuery = (query: string) => `${TESTS_API}/search/tests?${query}`;
/** What test search opens on: the unhealthy tests (flaky and broken), every identity of each, to rank by cost. */
const OPENING_VIEW = 'health_status=flaky&health_status=broken';
const RANKING_ORDER = 'sort=failed_executions_ratio&direction=desc&per_page=100';
/** The opening view's rows: one per test, most failed runs first, as the app ranks the answer's identities. */
const rankedTestNames = (answer: unknown) =>
  rankTestsByCost((answer as { tests?: TestSearchResult[] }).tests ?? [])
    .entries.slice(0, SHOWN_ROWS)
    .map((entry) => entry.testName);

const testSearchClick = (
  name: string,
  target: (page: Page) => Locator,
  expected: (mock: MockServer) => Promise<MockAnswer>,
): InteractionScenario => ({
  ...route('test search'),
  name,
  target,
  results: searchResults,
  rows: (results) => testRows(results),
  // The test's name; its ratios and 14-day sparkline come after, from the test's own requests.
  primary: (row) => row.getByRole('link'),
  expected,
  rowTexts: testNames,
  appRowTexts: rankedTestNames,
});

/** Each page's window at the bench's clock, as the page asks for it. */
const query = (parameters: Record<string, string>) => new URLSearchParams(parameters).toString();
const lastDay = () => query({ received_from: toIsoSeconds(Date.now() - DAY_MS), received_to: toIsoSeconds(Date.now()) });
const mergeQueueThirtyDays = () => query(mergeQueueWindows({ range: '30d', compare: 'week' }).window);
// The runners' figures are asked over whole hours.
const runnersThirtyDays = () => query(resolveWindow({ preset: '30d' }, Date.now(), 'hour'));

/** The first intervals of a statistic's answer, by their start: grouped (merge queue) or a series (runners). */
const intervalStarts = (answer: unknown) => {
  const body = answer as { groups?: { stats: { start: string }[] }[]; value_over_time?: { start: string }[] };
  const intervals = body.groups?.flatMap((group) => group.stats) ?? body.value_over_time ?? [];
  return intervals.slice(0, SHOWN_ROWS).map((interval) => interval.start);
};

export const INTERACTIONS: InteractionScenario[] = [
  testSearchClick(
    'test search: health tab "Flaky"',
    (page) => page.getByRole('tab', { name: /^Flaky\b/ }),
    (mock) => mock.get(searchQuery(`health_status=flaky&${RANKING_ORDER}`)),
  ),
  testSearchClick(
    'test search: health tab "Broken"',
    (page) => page.getByRole('tab', { name: /^Broken\b/ }),
    (mock) => mock.get(searchQuery(`health_status=broken&${RANKING_ORDER}`)),
  ),
  testSearchClick(
    `test search: untick pipeline "${PIPELINE}"`,
    (page) => page.getByRole('group', { name: 'Pipeline' }).getByRole('checkbox', { name: PIPELINE, exact: true }),
    (mock) => mock.get(searchQuery(`${OPENING_VIEW}&pipeline_name_exclude=${encodeURIComponent(PIPELINE)}&${RANKING_ORDER}`)),
  ),
  {
    ...route('activity log'),
    name: 'activity log: outcome "Only Failure"',
    target: (page) => page.getByRole('group', { name: 'Outcome', exact: true }).getByRole('button', { name: 'Only Failure', exact: true }),
    results: activityEvents,
    rows: eventRows,
    expected: (mock) => mock.get(`${LOGS_API}?${lastDay()}&outcome=failure&per_page=100`),
    rowTexts: eventTimes,
  },
  {
    // Every figure is asked again for the 30 days; the first card's figure is the one timed.
    ...route('merge queue'),
    name: 'merge queue: range "Last 30 days"',
    heldToEveryRequest: true,
    target: (page) => page.getByRole('radio', { name: 'Last 30 days' }),
    results: (page) => page.getByRole('region', { name: 'Merged', exact: true }),
    rows: (card) => card.locator('[data-figure]'),
    expected: (mock) => mock.get(`${STATS_API}/queues_merged_count?${mergeQueueThirtyDays()}`),
    rowTexts: intervalStarts,
    appRowTexts: (answer) => [
      formatCount(
        ((answer as { groups: { stats: { merged: number }[] }[] }).groups ?? [])
          .flatMap((group) => group.stats)
          .reduce((sum, interval) => sum + interval.merged, 0),
      ),
    ],
  },
  {
    // The fleet table's whole-fleet row, drawn from its own five figures before the runners' rows.
    name: 'CI runners: range "30 d"',
    heldToEveryRequest: true,
    path: `${REPOSITORY}/runners`,
    firstData: (page) => runnersTable(page).getByRole('row').filter({ hasText: 'Whole fleet' }),
    isDataRequest: (url) =>
      url.pathname.endsWith(`/ci/${owner}/runners/stats/success_rate`) &&
      !url.searchParams.has('runner_name') &&
      !url.searchParams.has('runner_group_name'),
    target: (page) => page.getByRole('group', { name: 'Time range' }).getByRole('button', { name: '30 d', exact: true }),
    results: runnersTable,
    rows: (table) => table.getByRole('row').filter({ hasText: 'Whole fleet (every runner)' }),
    expected: (mock) => mock.get(`/ci/${owner}/runners/stats/success_rate?${runnersThirtyDays()}`),
    rowTexts: intervalStarts,
    appRowTexts: (answer) => [formatRatio((answer as { value: number }).value)],
  },
];

export const ACTIVITY_SCROLL = {
  name: 'activity log, 90 days',
  // 90 days of acme/checkout hold ~23,800 events at scale 1; 100 a page is the most the log offers today.
  path: `${REPOSITORY}/activity?range=90d&perPage=100`,
  list: activityEvents,
  isPageRequest: endsWith(LOGS_API),
  events: 10_000,
};
