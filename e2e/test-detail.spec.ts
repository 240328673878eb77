import type { Locator, Page } from '@playwright/test';
import { FIXTURE_QUARANTINES, FIXTURE_TESTS } from '../mocks/fixtures';
import { COLD_START, E2E_NOW, expect, test, screenshotPath } from './support/app-test';
import { countText, githubCommitUrl, githubPullUrl, isoSeconds, percentText, shortShaText } from './support/expected-text';
import { CHECKOUT_PATH, mockAnswers } from './support/mock-answers';
import {
  CHECKOUT_REF,
  WINDOWS,
  escapeRegExp,
  executionRow,
  executionRowStart,
  exactRelativeStamp,
  health,
  keptHistorySince,
  mergeTimesOf,
  healthLabel,
  localTime,
  relativeStamp,
  relativeStampSource,
  statistics,
  utcTitle,
  windowSummary,
  type Window,
} from './support/test-detail-answers';

/*
 * Test detail journeys on the seeded mock at E2E_NOW (2026-11-20 12:00 UTC; the browser runs in UTC, so
 * local times read as UTC). Every figure, name and id asserted is the mock's own answer at this clock
 * (asked in the test process, see support/test-detail-answers.ts), worded as the page words it; the
 * tests are the showcase stories of mocks/fixtures.ts.
 */

const REPO = '/acme/checkout';
const { flaky, recovered, brokenByPullRequest, newMidWindow, multiIdentity } = FIXTURE_TESTS;

/** A stack trace's lines as written (LF or CRLF); a final newline does not make a line of its own. */
const linesOf = (trace: string) => trace.replace(/\r?\n$/, '').split(/\r?\n/);
/** A longer trace shows this many of its first lines until expanded. */
const COLLAPSED_LINES = 15;

const testUrl = (testId: string, search = '') => `${REPO}/tests/${testId}${search}`;
/** `?start=…&end=…` as the page writes an absolute window into its URL. */
const windowSearch = (window: Window) => `start=${encodeURIComponent(window.start)}&end=${encodeURIComponent(window.end)}`;

const testDetails = (testId: string) => mockAnswers().getTestDetails({ path: { ...CHECKOUT_PATH, test_id: testId } });
const testFailures = (testId: string) => mockAnswers().listTestFailures({ path: { ...CHECKOUT_PATH, test_id: testId } });
const testFailure = (testId: string, failureId: string) =>
  mockAnswers().getTestFailure({ path: { ...CHECKOUT_PATH, test_id: testId, failure_id: failureId } });
const failureGroups = (count: number) => (count === 1 ? '1 failure group' : `${count} failure groups`);
/** "passed" → "Passed", as the conclusion badge reads. */
const conclusionLabel = (conclusion: string) => conclusion.charAt(0).toUpperCase() + conclusion.slice(1);
const urlPattern = (path: string, search = '') =>
  new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${search.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** A figure card ("Successes 136") or a header fact ("First failure …"), by its label. */
const figure = (scope: Page | Locator, label: string) => scope.getByRole('group', { name: label, exact: true });

async function expectFigures(panel: Locator, figures: Record<string, string>) {
  for (const [label, value] of Object.entries(figures)) {
    await expect(figure(panel, label)).toContainText(value);
  }
}

/** Drags across the counts chart from one bucket to another (indexes into the window's buckets). */
async function dragAcrossBuckets(page: Page, buckets: number, from: number, to: number) {
  const chart = page.getByRole('figure', { name: 'Runs per bucket' });
  await chart.scrollIntoViewIfNeeded();
  const plot = await chart.getByRole('application', { name: 'Runs per bucket' }).boundingBox();
  if (plot === null) throw new Error('the counts chart has no plot area');
  const x = (index: number) => plot.x + (plot.width * (index + 0.5)) / buckets;
  const y = plot.y + plot.height / 2;
  // Hover first, as a person does, until the chart shows that bucket's tooltip; then press and drag.
  await page.mouse.move(x(from), y, { steps: 4 });
  await expect(chart.getByRole('tooltip')).toBeVisible();
  await page.mouse.down();
  await page.mouse.move(x(to), y, { steps: 8 });
  await page.mouse.up();
}

async function openSharedLink(page: Page, url: string): Promise<Page> {
  const shared = await page.context().newPage();
  await shared.clock.install({ time: new Date(E2E_NOW) });
  await shared.goto(url);
  return shared;
}

test.describe('test detail', () => {
  test('opens a test from search and reads its header', async ({ page }) => {
    const details = await testDetails(flaky.testId);
    const firstFailureAt = details.first_failure_at!;
    const firstFailureCommit = details.first_failure_commit!;
    const firstFailurePull = details.first_failure_pull!;
    const lastFailureAt = details.last_failure_at!;
    await page.goto(`${REPO}/tests?name=${encodeURIComponent(JSON.stringify([flaky.testName]))}`);
    await page.getByRole('link', { name: flaky.testName }).first().click();
    await expect(page).toHaveURL(urlPattern(testUrl(flaky.testId)));

    const expectHeader = async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(details.test_name);
      await expect(page.getByRole('link', { name: 'Auto-quarantined on every branch' })).toBeVisible();
      await expect(figure(page, 'Last conclusion')).toContainText(conclusionLabel(details.last_conclusion));
      // The header's ratios say their window (the statistics tab has a "Failure ratio" of its own range).
      const headerFigure = (label: string) => figure(page, label).filter({ hasText: 'last 7 days (the health window)' });
      await expect(headerFigure('Success ratio')).toContainText(percentText(details.success_ratio));
      await expect(headerFigure('Failure ratio')).toContainText(percentText(details.failure_ratio));
      await expect(headerFigure('Flakiness ratio')).toContainText(percentText(details.flakiness_ratio));

      // Flaky from before the 30 days kept: its first kept failure is no first failure, and names no cause.
      const firstFailure = figure(page, 'First failure');
      await expect(firstFailure).toContainText(`S${keptHistorySince.slice(1)}`);
      await expect(firstFailure).toContainText(`First kept failure: ${localTime(firstFailureAt)}`);
      await expect(firstFailure.getByRole('link', { name: shortShaText(firstFailureCommit) })).toHaveAttribute(
        'href',
        githubCommitUrl(CHECKOUT_REF.owner, CHECKOUT_REF.repo, firstFailureCommit),
      );
      await expect(firstFailure).toContainText('Began before the kept history: no pull request is named');
      await expect(firstFailure.getByRole('link', { name: new RegExp(`^#${firstFailurePull.number} `) })).toHaveCount(0);
      await expect(figure(page, 'Last failure')).toContainText(relativeStamp(lastFailureAt));
      await expect(figure(page, 'Last success')).toContainText(relativeStamp(details.last_success_at!));
      await expect(figure(page, 'Framework')).toContainText(
        [details.test_framework, details.test_framework_version].filter(Boolean).join(' '),
      );
      await expect(figure(page, 'Language')).toContainText(details.test_programming_language!);
      await expect(figure(page, 'File')).toContainText(flaky.filePath);
      await expect(figure(page, 'Function')).toContainText(flaky.functionName);
      await expect(page.getByRole('tab', { name: 'Statistics' })).toHaveAttribute('aria-selected', 'true');
    };
    await expectHeader();
    await page.reload();
    await expectHeader();

    // UTC on hover, for comparing notes across time zones.
    await expect(figure(page, 'Last failure').locator('time')).toHaveAttribute('title', utcTitle(lastFailureAt));
  });

  test('statistics: switches ranges, zooms into a chart, resets, and keeps each view in the URL', async ({ page }) => {
    test.slow(); // a long journey: three ranges, a zoom, two reloads and a second tab
    const week = await statistics(flaky.testId, WINDOWS['7d']);
    const day = await statistics(flaky.testId, WINDOWS['24h']);
    const month = await statistics(flaky.testId, WINDOWS['30d']);
    // The month's daily buckets from the window start: the drag goes from the 25th to the 28th.
    const [from, to] = [24, 27];
    const zoomWindow = {
      start: isoSeconds(Date.parse(month.buckets[from]!.start)),
      end: isoSeconds(Math.min(Date.parse(month.buckets[to]!.end), Date.parse(WINDOWS['30d'].end))),
    };
    const zoom = await statistics(flaky.testId, zoomWindow);

    await page.goto(testUrl(flaky.testId));
    const panel = page.getByRole('tabpanel', { name: 'Statistics' });

    await expect(panel).toContainText(week.summary, COLD_START);
    await expectFigures(panel, week.figures);
    await expect(panel.getByRole('button', { name: '7 d' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('figure', { name: 'Runs per bucket' })).toContainText('Runs (count)');
    // The flaky test's runs take under a second: the chart's axis is in the cards' unit, ms.
    await expect(page.getByRole('figure', { name: 'Mean duration per bucket' })).toContainText('Mean duration (ms)');

    await panel.getByRole('button', { name: '24 h' }).click();
    await expect(page).toHaveURL(urlPattern(testUrl(flaky.testId), '?range=24h'));
    await expect(panel).toContainText(day.summary);
    await expectFigures(panel, day.figures);
    await page.reload();
    await expectFigures(panel, day.figures);
    await expect(panel.getByRole('button', { name: '24 h' })).toHaveAttribute('aria-pressed', 'true');

    await panel.getByRole('button', { name: '30 d' }).click();
    await expect(page).toHaveURL(urlPattern(testUrl(flaky.testId), '?range=30d'));
    await expect(panel).toContainText(month.summary);
    await expectFigures(panel, month.figures);

    await dragAcrossBuckets(page, month.buckets.length, from, to);
    const zoomed = `?range=30d&${windowSearch(zoomWindow)}`;
    await expect(page).toHaveURL(urlPattern(testUrl(flaky.testId), zoomed));
    await expect(panel).toContainText('Custom range');
    await expect(panel).toContainText(zoom.summary);
    await expectFigures(panel, zoom.figures);

    await page.reload();
    await expectFigures(panel, zoom.figures);
    const shared = await openSharedLink(page, testUrl(flaky.testId, zoomed));
    const sharedPanel = shared.getByRole('tabpanel', { name: 'Statistics' });
    await expect(sharedPanel).toContainText(zoom.summary);
    await expectFigures(sharedPanel, zoom.figures);
    await shared.close();

    await panel.getByRole('button', { name: 'Reset zoom' }).click();
    await expect(page).toHaveURL(urlPattern(testUrl(flaky.testId), '?range=30d'));
    await expectFigures(panel, { Successes: month.figures.Successes, Failures: month.figures.Failures });
    await expect(panel.getByRole('button', { name: 'Reset zoom' })).toHaveCount(0);
  });

  test('statistics: at 30 d every card counts the chart’s runs over the 30 days and says so', async ({ page }) => {
    const stat = <S extends 'success_count' | 'failure_count' | 'mean_duration'>(name: S) =>
      mockAnswers().getTestStat({ path: { ...CHECKOUT_PATH, test_id: flaky.testId, stat: name }, query: WINDOWS['30d'] });
    const [passed, failed, duration] = await Promise.all([stat('success_count'), stat('failure_count'), stat('mean_duration')]);
    const runs = passed.value + failed.value;
    // The flaky test runs in well under a second, in every bucket: the page's durations are in ms.
    expect(Math.max(duration.value, ...duration.value_over_time.map((bucket) => bucket.value))).toBeLessThan(1);

    await page.goto(testUrl(flaky.testId, '?range=30d'));
    const panel = page.getByRole('tabpanel', { name: 'Statistics' });
    const card = (label: string) => figure(panel, label);
    await expect(card('Runs')).toContainText(runs.toLocaleString('en-US'), COLD_START);
    // A preset's figures start at its first bucket's start, said as such (not "last 30 days", which they overrun).
    const since = `since ${localTime(WINDOWS['30d'].start)}`;
    await expect(card('Runs')).toContainText(`passed + failed runs ${since}`);
    await expect(card('Failure ratio')).toContainText(`${((failed.value / runs) * 100).toFixed(1)}%`);
    await expect(card('Failure ratio')).toContainText(`failed runs ÷ runs ${since}`);
    await expect(card('Failures')).toContainText(failed.value.toLocaleString('en-US'));
    await expect(card('Failures')).toContainText(`failed runs ${since}`);
    await expect(card('Successes')).toContainText(`passed runs ${since}`);
    await expect(card('Mean duration')).toContainText(`${Math.round(duration.value * 1000)} ms`);
    await expect(card('Mean duration')).toContainText(`of passed and failed runs ${since}`);
    // The card's unit is the chart's.
    await expect(page.getByRole('figure', { name: 'Mean duration per bucket' })).toContainText('Mean duration (ms)');

    // The cards add up the very buckets the chart draws (its data table, bucket by bucket).
    await panel.getByRole('button', { name: 'Show data table' }).click();
    const table = panel.getByRole('table', { name: 'Statistics per bucket (local time)' });
    await expect(table.getByRole('row')).toHaveCount(passed.value_over_time.length + 1);
    const column = async (index: number) =>
      (await table.getByRole('row').evaluateAll((rows, at) => rows.slice(1).map((row) => row.children[at]?.textContent ?? ''), index)).map(
        (text) => Number(text.replaceAll(',', '')),
      );
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    expect(sum(await column(1)) + sum(await column(2))).toBe(runs);
    expect(sum(await column(2))).toBe(failed.value);
  });

  test('statistics: a custom range and its figures bucket by bucket', async ({ page }) => {
    const customWindow = { start: '2026-11-16T00:00:00Z', end: '2026-11-17T00:00:00Z' };
    const custom = await statistics(flaky.testId, customWindow);
    // A bucket with runs (the busiest) and one without any, as the data table shows them.
    const busiest = custom.rows.reduce((best, row) => (row.runs > best.runs ? row : best));
    const idle = custom.rows.find((row) => row.runs === 0 && row.flaky === 0);
    if (idle === undefined) throw new Error('the custom window has no bucket without runs');
    await page.goto(testUrl(flaky.testId));
    const panel = page.getByRole('tabpanel', { name: 'Statistics' });
    await panel.getByRole('button', { name: 'Custom range…' }).click();
    const form = page.getByRole('form', { name: 'Custom range' });
    await form.getByLabel('From (local time)').fill('2026-11-16T00:00');
    await form.getByLabel('To (local time)').fill('2026-11-15T00:00');
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect(form).toContainText('The end must be after the start');
    await form.getByLabel('To (local time)').fill('2026-11-17T00:00');
    await form.getByRole('button', { name: 'Apply' }).click();

    await expect(page).toHaveURL(urlPattern(testUrl(flaky.testId), `?${windowSearch(customWindow)}`));
    await expect(panel).toContainText(custom.summary);
    await expectFigures(panel, custom.figures);

    await panel.getByRole('button', { name: 'Show data table' }).click();
    const table = panel.getByRole('table', { name: 'Statistics per bucket (local time)' });
    await expect(table.getByRole('row')).toHaveCount(custom.rows.length + 1);
    const row = (label: string) => table.getByRole('row', { name: new RegExp(`^${escapeRegExp(label)}`) });
    await expect(row(busiest.label).getByRole('cell')).toHaveText(busiest.cells);
    await expect(row(idle.label).getByRole('cell')).toHaveText(idle.cells);

    await page.reload();
    await expectFigures(panel, custom.figures);
  });

  test('health: reads the timeline of a test broken and fixed by pull requests', async ({ page }) => {
    const timeline = await health(recovered.testId, WINDOWS['30d']);
    const brokenAt = timeline.bands.findIndex((band) => band.transition.pull_request !== null);
    const broken = timeline.bands[brokenAt]!;
    const brokenBy = broken.transition.pull_request!;
    await page.goto(testUrl(recovered.testId, '?tab=health&range=30d'));
    const panel = page.getByRole('tabpanel', { name: 'Health' });

    const expectTimeline = async () => {
      // The chart's code loads when the tab first shows (the first screen of a cold start, after a reload).
      await expect(page.getByRole('figure', { name: 'Health over the window' })).toBeVisible(COLD_START);
      await expect(page.getByRole('figure', { name: 'Health over the window' })).toContainText(broken.transition.exception_type!);
      await expect(panel).toContainText(`Health at the end of the window:${timeline.endHealth}`);
      await expect(panel).toContainText('History predates this window');
      const table = panel.getByRole('table', { name: `Health changes in this window (${timeline.bands.length})` });
      const rows = table.getByRole('row');
      await expect(rows).toHaveCount(timeline.rows.length + 1);
      for (const [index, cells] of timeline.rows.entries()) {
        await expect(rows.nth(index + 1).getByRole('cell')).toHaveText(cells);
      }
      await expect(rows.nth(brokenAt + 1).getByRole('link', { name: `#${brokenBy.number} ${brokenBy.title}` })).toHaveAttribute(
        'href',
        githubPullUrl(CHECKOUT_REF.owner, CHECKOUT_REF.repo, brokenBy.number),
      );
    };
    await expectTimeline();

    // The chart's marker for the broken episode names its pull request.
    const markers = page.getByRole('figure', { name: 'Health over the window' }).locator('.recharts-scatter-symbol');
    await expect(markers).toHaveCount(timeline.bands.length);
    await markers.nth(brokenAt).hover();
    await expect(page.getByText(`Became: ${healthLabel(broken.status)}`)).toBeVisible();
    await expect(
      page.getByText(`${CHECKOUT_REF.owner}/${CHECKOUT_REF.repo}#${brokenBy.number} ${brokenBy.title} by @${brokenBy.user.login}`),
    ).toBeVisible();

    await page.reload();
    await expectTimeline();
  });

  test('health: a new test begins inside the window, a broken one names the pull request that broke it', async ({ page }) => {
    const newTest = await health(newMidWindow.testId, WINDOWS['30d']);
    const brokenWeek = await health(brokenByPullRequest.testId, WINDOWS['7d']);
    const brokenMonth = await health(brokenByPullRequest.testId, WINDOWS['30d']);
    const brokenWeekStats = await statistics(brokenByPullRequest.testId, WINDOWS['7d']);
    const firstActivity = newTest.answer.first_activity_at!;
    const brokenAt = brokenWeek.bands.findIndex((band) => band.transition.pull_request !== null);
    expect(brokenWeek.bands[brokenAt]!.transition.pull_request!.number).toBe(brokenByPullRequest.brokenBy.number);
    const brokenMonthAt = brokenMonth.bands.findIndex((band) => band.transition.pull_request !== null);

    await page.goto(testUrl(newMidWindow.testId, '?tab=health&range=30d'));
    const panel = page.getByRole('tabpanel', { name: 'Health' });
    await expect(panel).toContainText(
      new RegExp(
        `${escapeRegExp('The test first ran inside this window, in the bucket starting ')}${relativeStampSource(firstActivity)}\\.`,
      ),
    );
    await expect(panel).toContainText('No verdict yet');
    await expect(
      panel
        .getByRole('table', { name: `Health changes in this window (${newTest.bands.length})` })
        .getByRole('row')
        .nth(1)
        .getByRole('cell'),
    ).toHaveText(newTest.rows[0]!);

    await page.goto(testUrl(brokenByPullRequest.testId, '?tab=health'));
    await expect(panel).toContainText(brokenWeekStats.summary);
    const rows = panel.getByRole('table', { name: `Health changes in this window (${brokenWeek.bands.length})` }).getByRole('row');
    await expect(rows.nth(1).getByRole('cell').first()).toHaveText(brokenWeek.rows[0]![0]!);
    await expect(rows.nth(brokenAt + 1).getByRole('cell')).toHaveText(brokenWeek.rows[brokenAt]!);

    // Wider window, coarser sampling: the change is still dated by its first failure, not by a boundary.
    await panel.getByRole('button', { name: '30 d' }).click();
    await expect(page).toHaveURL(urlPattern(testUrl(brokenByPullRequest.testId), '?tab=health&range=30d'));
    await expect(
      rows
        .nth(brokenMonthAt + 1)
        .getByRole('cell')
        .first(),
    ).toHaveText(brokenMonth.rows[brokenMonthAt]![0]!);
    await page.reload();
    await expect(
      rows
        .nth(brokenMonthAt + 1)
        .getByRole('cell')
        .first(),
    ).toHaveText(brokenMonth.rows[brokenMonthAt]![0]!);
  });

  const datedEpisodes = [
    { name: '#1287', test: brokenByPullRequest, pull: brokenByPullRequest.brokenBy.number, ranges: ['7d', '30d'] as const },
    { name: '#1204', test: recovered, pull: recovered.brokenBy.number, ranges: ['30d'] as const },
  ];
  for (const story of datedEpisodes) {
    test(`health: ${story.name} is dated by its first failure and merge, the same on reload and at every window`, async ({ page }) => {
      // Several pages, each read twice (a reload, another window): more than one page's time, on a busy CPU too.
      test.slow();
      const panel = page.getByRole('tabpanel', { name: 'Health' });
      // The mock's own answers: the test's failure groups and the pull request's merge event.
      const groups = (await testFailures(story.test.testId)).failures;
      const first = [...groups].sort((a, b) => Date.parse(a.first_failure_at) - Date.parse(b.first_failure_at))[0]!;
      const merged = (await mergeTimesOf([story.pull])).get(story.pull)!;
      expect(Date.parse(merged)).toBeLessThan(Date.parse(first.first_failure_at));
      for (const range of story.ranges) {
        await page.goto(testUrl(story.test.testId, `?tab=health&range=${range}`));
        const expectRow = async () => {
          const row = panel.getByRole('row', { name: new RegExp(`^First failure ${escapeRegExp(localTime(first.first_failure_at))} `) });
          await expect(row).toContainText(`#${story.pull} `, COLD_START);
          await expect(row).toContainText(` · merged ${localTime(merged)}`);
          await expect(row.getByRole('link', { name: localTime(first.first_failure_at) })).toHaveAttribute(
            'href',
            `${REPO}/tests/${story.test.testId}/failures/${first.id}`,
          );
          await expect(row.getByRole('link', { name: localTime(merged) })).toHaveAttribute(
            'href',
            new RegExp(`^${REPO}/activity\\?.*pr=%5B${story.pull}%5D`),
          );
        };
        await expectRow();
        await page.reload();
        await expectRow();
      }
      // The merge time opens the activity log filtered to that pull request.
      await panel.getByRole('link', { name: localTime(merged) }).click();
      await expect(page).toHaveURL(new RegExp(`${REPO}/activity\\?.*pr=%5B${story.pull}%5D`));
    });
  }

  test('a first failure at the start of the kept history names no pull request in the header, health table and timeline', async ({
    page,
  }) => {
    // Several pages, each read twice (a reload, another window): more than one page's time, on a busy CPU too.
    test.slow();
    const details = await testDetails(flaky.testId);
    const month = await health(flaky.testId, WINDOWS['30d']);
    // The mock's answers: the test ran from the kept history's first hour, already flaky, and stayed so.
    expect(month.answer.first_activity_at).toBe(new Date(Date.parse(WINDOWS['30d'].start)).toISOString());
    expect(month.answer.transitions[0]!.health_status).toBe('flaky');
    const pull = details.first_failure_pull!;
    const culprits = [
      pull.number,
      ...month.answer.transitions.flatMap((transition) => (transition.pull_request ? [transition.pull_request.number] : [])),
    ];

    await page.goto(testUrl(flaky.testId, '?tab=health&range=30d'));
    // The header asks the kept history's 30 days of health before it names (or not) a cause.
    await expect(figure(page, 'First failure')).toContainText(`S${keptHistorySince.slice(1)}`, { timeout: 60_000 });
    await expect(figure(page, 'First failure')).toContainText('Began before the kept history: no pull request is named');
    const panel = page.getByRole('tabpanel', { name: 'Health' });
    const firstRow = panel.getByRole('row').nth(1);
    await expect(firstRow.getByRole('cell')).toHaveText(month.rows[0]!, COLD_START);
    await expect(firstRow).toContainText(`S${keptHistorySince.slice(1)}`);
    await expect(firstRow).toContainText('Began before the kept history');
    for (const number of culprits) await expect(page.getByRole('link', { name: new RegExp(`^#${number} `) })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Timeline' }).click();
    await expect(page.getByText('No pull request is named by this test’s health changes or first failure.')).toBeVisible(COLD_START);
    for (const number of culprits) await expect(page.getByRole('tabpanel', { name: 'Timeline' })).not.toContainText(`#${number}`);
  });

  test('failures: opens a failure group, its latest events and a stack trace', async ({ page }) => {
    const { failures } = await testFailures(flaky.testId);
    const group = failures.find((failure) => failure.id === flaky.failureId)!;
    const failure = await testFailure(flaky.testId, flaky.failureId);
    const latest = failure.latest_events[0]!;
    const lines = linesOf(latest.exception_stacktrace!);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(testUrl(flaky.testId));
    await page.getByRole('tab', { name: 'Failures' }).click();
    await expect(page).toHaveURL(urlPattern(testUrl(flaky.testId), '?tab=failures'));

    const table = page.getByRole('table', { name: `${failureGroups(failures.length)} of ${flaky.testName}` });
    const row = table.getByRole('row').nth(failures.indexOf(group) + 1);
    await expect(row.getByRole('cell')).toHaveText([
      `${group.exception_type}${group.exception_message}`,
      countText(group.failure_count),
      localTime(group.first_failure_at),
      exactRelativeStamp(group.last_failure_at),
    ]);
    await page.reload();
    await expect(row.getByRole('cell').nth(1)).toHaveText(countText(group.failure_count), COLD_START);

    await row.getByRole('link', { name: flaky.exceptionType }).click();
    await expect(page).toHaveURL(urlPattern(`${testUrl(flaky.testId)}/failures/${flaky.failureId}`));

    const trace = lines.join('\n');
    // The whole trace fits: nothing to expand.
    expect(lines.length).toBeLessThanOrEqual(COLLAPSED_LINES);

    const expectFailure = async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(failure.exception_type);
      await expect(figure(page, 'Occurrences')).toContainText(countText(failure.failure_count));
      await expect(figure(page, 'First seen')).toContainText(localTime(failure.first_failure_at));
      await expect(figure(page, 'Last seen')).toContainText(relativeStamp(failure.last_failure_at));
      const listed = failure.latest_events.length;
      const total = failure.failure_count.toLocaleString('en-US');
      await expect(
        page.getByRole('heading', {
          name: listed < failure.failure_count ? `Latest ${listed} of ${total} failures` : `All ${total} failures`,
        }),
      ).toBeVisible();
      // Identical traces are read once: the latest one's group lists every event that carried it.
      const sameTrace = failure.latest_events.filter((item) => item.exception_stacktrace === latest.exception_stacktrace);
      const seen = sameTrace.length === 1 ? 'seen once' : `seen ${sameTrace.length} times`;
      const event = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Stack trace 1: ${seen}`, exact: true }) });
      const occurrences = event.getByRole('table', { name: 'Occurrences of stack trace 1' });
      await expect(occurrences.getByRole('row')).toHaveCount(sameTrace.length + 1);
      await expect(occurrences.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(exactRelativeStamp(latest.failed_at));
      await expect(occurrences.getByRole('row').nth(1).getByRole('link', { name: 'Open the CI job' })).toHaveAttribute(
        'href',
        latest.job_url!,
      );
      await expect(event).toContainText(`File: ${latest.test_filepath}`);
      await expect(event).toContainText(`Language: ${latest.test_programming_language}`);
      await expect(event).toContainText(`${lines.length} lines`);
      await expect(event.getByLabel('Stack trace 1', { exact: true })).toHaveText(trace, { useInnerText: true });
      await expect(event.getByRole('button', { name: /Show all/ })).toHaveCount(0);
      return event;
    };
    const event = await expectFailure();

    await event.getByRole('button', { name: 'Copy Stack trace 1' }).click();
    await expect(event.getByRole('button', { name: 'Copy Stack trace 1' })).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(trace);

    await page.reload();
    await expectFailure();

    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Failures' }).click();
    await expect(page).toHaveURL(urlPattern(testUrl(flaky.testId), '?tab=failures'));
    await expect(page.getByRole('tab', { name: 'Failures' })).toHaveAttribute('aria-selected', 'true');
  });

  test('executions: sorts and pages the identities a test ran under', async ({ page }) => {
    const executions = async (query: { sort?: 'job_name'; direction?: 'asc'; per_page?: number } = {}) =>
      mockAnswers().listTestExecutions({
        path: { ...CHECKOUT_PATH, test_id: multiIdentity.testId },
        query: { ...WINDOWS['7d'], sort: 'executions_count', direction: 'desc', per_page: 10, ...query },
      });
    const byCount = (await executions()).data.executions;
    const byJob = (await executions({ sort: 'job_name', direction: 'asc' })).data.executions;
    const byJobFirstPage = await executions({ sort: 'job_name', direction: 'asc', per_page: 2 });
    const byJobSecondPage = (await mockAnswers().followLink(byJobFirstPage.links.next!)).data.executions;
    const byCountFirstPage = (await executions({ per_page: 2 })).data.executions;
    const firstPage = [executionRowStart(byJobFirstPage.data.executions[0]!), executionRow(byJobFirstPage.data.executions[1]!)];
    // The window the next page's link pins, to the minute (the page's clock runs on within it).
    const pinned = (iso: string) => `${escapeRegExp(encodeURIComponent(iso.slice(0, 17)))}\\d\\dZ`;
    await page.goto(testUrl(multiIdentity.testId, '?tab=executions'));
    const panel = page.getByRole('tabpanel', { name: 'Executions' });
    const table = panel.getByRole('table', { name: 'Pipelines and jobs this test ran under' });
    const bodyRows = table.locator('tbody tr');
    await expect(panel).toContainText(windowSummary(WINDOWS['7d']));
    await expect(bodyRows).toHaveText(byCount.map(executionRow));
    await expect(table.getByRole('columnheader', { name: 'Executions' })).toHaveAttribute('aria-sort', 'descending');

    await table.getByRole('link', { name: 'Job', exact: true }).click();
    await expect(page).toHaveURL(urlPattern(testUrl(multiIdentity.testId), '?tab=executions&sort=job_name&direction=asc'));
    await expect(bodyRows).toHaveText(byJob.map(executionRowStart));
    await expect(table.getByRole('columnheader', { name: 'Job', exact: true })).toHaveAttribute('aria-sort', 'ascending');
    await page.reload();
    await expect(bodyRows).toHaveText(byJob.map(executionRowStart));

    // A shared link may ask for any page size the API accepts; pages follow the API's cursors.
    await page.goto(testUrl(multiIdentity.testId, '?tab=executions&sort=job_name&direction=asc&per_page=2'));
    await expect(bodyRows).toHaveText(firstPage);
    await expect(panel.getByLabel('Rows per page')).toHaveValue('2');
    await expect(panel.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    // The next page belongs to this answer's window, so the link pins it (a preset would move on).
    await panel.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]start=${pinned(WINDOWS['7d'].start)}&end=${pinned(WINDOWS['7d'].end)}&cursor=`));
    await expect(bodyRows).toHaveText(byJobSecondPage.map(executionRow));
    await page.reload();
    await expect(bodyRows).toHaveText(byJobSecondPage.map(executionRow));
    await expect(panel.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await panel.getByRole('link', { name: 'Previous page' }).click();
    await expect(bodyRows).toHaveText(firstPage);

    // A page link made for another answer: say so and offer the first page.
    await page.goto(testUrl(multiIdentity.testId, '?tab=executions&per_page=2&cursor=stale'));
    await expect(panel.getByRole('alert')).toContainText('This page link no longer applies');
    await panel.getByRole('link', { name: 'Go to the first page' }).click();
    await expect(page).toHaveURL(urlPattern(testUrl(multiIdentity.testId), '?tab=executions&per_page=2'));
    await expect(bodyRows).toHaveText(byCountFirstPage.map(executionRow));
  });

  test('quarantine: the status badge leads to the test’s quarantines', async ({ page }) => {
    await page.goto(testUrl(recovered.testId));
    await page.getByRole('link', { name: 'Quarantined on main' }).click();
    await expect(page).toHaveURL(urlPattern(testUrl(recovered.testId), '?tab=quarantine'));
    const panel = page.getByRole('tabpanel', { name: 'Quarantine' });
    await expect(panel.getByRole('table', { name: `Quarantines of ${recovered.testName}` })).toContainText(
      FIXTURE_QUARANTINES.recoveredOnMain.reason,
    );
    await expect(panel.getByRole('button', { name: 'Quarantine' })).toBeVisible();

    await page.goto(testUrl(multiIdentity.testId, '?tab=quarantine'));
    await expect(page.getByRole('link', { name: 'Not quarantined' })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Quarantine' })).toContainText('Not quarantined');
  });

  test('an unknown test or failure shows a not-found state with a way back', async ({ page }) => {
    await page.goto(testUrl('00000000-0000-5000-8000-000000000000'));
    await expect(page.getByRole('heading', { level: 1, name: 'Test not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Search tests' }).click();
    await expect(page).toHaveURL(urlPattern(`${REPO}/tests`));

    await page.goto(testUrl('not-a-test-id'));
    await expect(page.getByRole('heading', { level: 1, name: 'Test not found' })).toBeVisible();

    await page.goto('/acme/no-such-repo/tests/00000000-0000-5000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Repository not found' })).toBeVisible();

    await page.goto(`${testUrl(flaky.testId)}/failures/00000000-0000-5000-8000-000000000000`);
    await expect(page.getByRole('heading', { level: 1, name: 'Failure not found' })).toBeVisible();
    await page.getByRole('link', { name: 'The test’s failures' }).click();
    await expect(page).toHaveURL(urlPattern(testUrl(flaky.testId), '?tab=failures'));
    const { failures } = await testFailures(flaky.testId);
    await expect(page.getByRole('table', { name: `${failureGroups(failures.length)} of ${flaky.testName}` })).toBeVisible();
  });

  test('errors: a rejected window and a bad token each say what went wrong and retry', async ({ page }) => {
    const { figures } = await statistics(flaky.testId, WINDOWS['7d']);
    const week = { Successes: figures.Successes, Failures: figures.Failures };
    // A hand-edited window longer than the API accepts: the section fails, the page stays.
    await page.goto(testUrl(flaky.testId, '?start=2024-01-01T00:00:00Z&end=2026-11-20T00:00:00Z'));
    const panel = page.getByRole('tabpanel', { name: 'Statistics' });
    const alert = panel.getByRole('alert');
    await expect(alert).toContainText('Could not load the statistics');
    await expect(alert).toContainText('Invalid query parameter `start`');
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(flaky.testName);
    await panel.getByRole('button', { name: 'Reset zoom' }).click();
    await expectFigures(panel, week);

    // A token the API refuses: the page says so and recovers once the token is fixed.
    await page.getByRole('button', { name: 'API settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'API settings' });
    await dialog.getByLabel('API token').fill('not-a-valid-token');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toContainText('Your API token is missing or invalid. Open Settings to set one.');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await page.getByRole('button', { name: 'API settings' }).click();
    await dialog.getByLabel('API token').fill('demo-admin-key');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(flaky.testName);
    await expectFigures(panel, week);
  });
});

test.describe('long stack traces', () => {
  test('a JUnit trace is collapsed to its first lines and expands on demand', async ({ page }) => {
    const failure = await testFailure(recovered.testId, recovered.failureId);
    const lines = linesOf(failure.latest_events[0]!.exception_stacktrace!);
    expect(lines.length).toBeGreaterThan(COLLAPSED_LINES);
    // The first line shows collapsed; the last one only once expanded.
    const firstLine = lines[0]!.trim();
    const lastLine = lines.at(-1)!.trim();
    await page.goto(`${testUrl(recovered.testId)}/failures/${recovered.failureId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(failure.exception_type);
    const event = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Stack trace 1:/ }) });
    const trace = event.getByLabel('Stack trace 1', { exact: true });
    await expect(event).toContainText(`${lines.length} lines`);
    await expect(trace).toContainText(firstLine);
    await expect(trace).not.toContainText(lastLine);

    await event.getByRole('button', { name: `Show all ${lines.length} lines` }).click();
    await expect(trace).toContainText(lastLine);
    await event.getByRole('button', { name: `Show the first ${COLLAPSED_LINES} lines` }).click();
    await expect(trace).not.toContainText(lastLine);
  });
});

test.describe('test detail screenshots @screenshots', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`test detail and failure pages, ${scheme} scheme`, async ({ page }) => {
      const { bands } = await health(recovered.testId, WINDOWS['30d']);
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(testUrl(flaky.testId, '?range=30d'));
      await expect(page.getByRole('application', { name: 'Mean duration per bucket' })).toBeVisible(COLD_START);
      await page.screenshot({ path: screenshotPath(`test-detail-statistics-${scheme}.png`), fullPage: true });

      await page.goto(testUrl(recovered.testId, '?tab=health&range=30d'));
      await expect(page.getByRole('figure', { name: 'Health over the window' }).locator('.recharts-scatter-symbol')).toHaveCount(
        bands.length,
      );
      await page.screenshot({ path: screenshotPath(`test-detail-health-${scheme}.png`), fullPage: true });

      await page.goto(`${testUrl(flaky.testId)}/failures/${flaky.failureId}`);
      await expect(page.getByLabel('Stack trace 1', { exact: true })).toBeVisible();
      await page.screenshot({ path: screenshotPath(`failure-${scheme}.png`) });
    });
  }
});
