import type { Locator, Page } from '@playwright/test';
import { FIXTURE_TESTS } from '../mocks/fixtures';
import { E2E_NOW, expect, test, screenshotPath } from './support/app-test';

/*
 * Test detail journeys on the seeded mock at E2E_NOW (2026-11-20 12:00 UTC; the browser runs in UTC, so
 * local times read as UTC). Every figure below was read from the mock's answers for this clock; the
 * tests are the showcase stories of mocks/fixtures.ts.
 */

const REPO = '/acme/checkout';
const { flaky, recovered, brokenByPullRequest, newMidWindow, multiIdentity } = FIXTURE_TESTS;

const testUrl = (testId: string, search = '') => `${REPO}/tests/${testId}${search}`;
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
  const plot = await chart.locator('.recharts-cartesian-grid').boundingBox();
  if (plot === null) throw new Error('the chart has no plot area');
  const x = (index: number) => plot.x + (plot.width * (index + 0.5)) / buckets;
  const y = plot.y + plot.height / 2;
  // Hover first, as a person does, until the chart shows that bucket's tooltip; then press and drag.
  await page.mouse.move(x(from), y, { steps: 4 });
  await expect(chart.locator('.recharts-tooltip-wrapper')).toBeVisible();
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
    await page.goto(`${REPO}/tests?name=${encodeURIComponent(JSON.stringify([flaky.testName]))}`);
    await page.getByRole('link', { name: flaky.testName }).first().click();
    await expect(page).toHaveURL(urlPattern(testUrl(flaky.testId)));

    const expectHeader = async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(flaky.testName);
      await expect(page.getByRole('link', { name: 'Quarantined on every branch' })).toBeVisible();
      await expect(figure(page, 'Last conclusion')).toContainText('Passed');
      await expect(figure(page, 'Success ratio')).toContainText('75.1%');
      await expect(figure(page, 'Failure ratio')).toContainText('24.9%');
      await expect(figure(page, 'Flakiness ratio')).toContainText('15.5%');

      const firstFailure = figure(page, 'First failure');
      await expect(firstFailure).toContainText('a month ago · Oct 22, 2026, 12:09');
      await expect(firstFailure.getByRole('link', { name: '50811e9' })).toHaveAttribute(
        'href',
        'https://github.com/acme/checkout/commit/50811e9d534dd5539dfa91ce26b50341065346a1',
      );
      await expect(firstFailure.getByRole('link', { name: '#1014 Fix loyalty accrual' })).toHaveAttribute(
        'href',
        'https://github.com/acme/checkout/pull/1014',
      );
      await expect(firstFailure).toContainText('by @samuel-adeyemi');
      await expect(figure(page, 'Last failure')).toContainText('6 hours ago · Nov 20, 2026, 06:25');
      await expect(figure(page, 'Last success')).toContainText('4 hours ago · Nov 20, 2026, 07:53');
      await expect(figure(page, 'Framework')).toContainText('pytest 8.3.3');
      await expect(figure(page, 'Language')).toContainText('python');
      await expect(figure(page, 'File')).toContainText('tests/payments/test_webhooks.py');
      await expect(figure(page, 'Function')).toContainText('test_retries_delivery_after_gateway_timeout');
      await expect(page.getByRole('tab', { name: 'Statistics' })).toHaveAttribute('aria-selected', 'true');
    };
    await expectHeader();
    await page.reload();
    await expectHeader();

    // UTC on hover, for comparing notes across time zones.
    await expect(figure(page, 'Last failure').locator('time')).toHaveAttribute('title', '2026-11-20 06:25:59 UTC');
  });

  test('statistics: switches ranges, zooms into a chart, resets, and keeps each view in the URL', async ({ page }) => {
    test.slow(); // a long journey: three ranges, a zoom, two reloads and a second tab
    await page.goto(testUrl(flaky.testId));
    const panel = page.getByRole('tabpanel', { name: 'Statistics' });

    await expect(panel).toContainText('Showing Nov 13, 2026, 12:00 → Nov 20, 2026, 12:00 · 1 bucket = 4 hours');
    await expectFigures(panel, { Successes: '136', Failures: '45', 'Flaky failures': '28', 'Mean duration': '251 ms' });
    await expect(panel.getByRole('button', { name: '7 d' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('figure', { name: 'Runs per bucket' })).toContainText('Runs (count)');
    await expect(page.getByRole('figure', { name: 'Mean duration per bucket' })).toContainText('Mean duration (s)');

    await panel.getByRole('button', { name: '24 h' }).click();
    await expect(page).toHaveURL(urlPattern(testUrl(flaky.testId), '?range=24h'));
    await expect(panel).toContainText('Showing Nov 19, 2026, 12:00 → Nov 20, 2026, 12:00 · 1 bucket = 1 hour');
    await expectFigures(panel, { Successes: '32', Failures: '6', 'Flaky failures': '5', 'Mean duration': '265 ms' });
    await page.reload();
    await expectFigures(panel, { Successes: '32', Failures: '6', 'Flaky failures': '5', 'Mean duration': '265 ms' });
    await expect(panel.getByRole('button', { name: '24 h' })).toHaveAttribute('aria-pressed', 'true');

    await panel.getByRole('button', { name: '30 d' }).click();
    await expect(page).toHaveURL(urlPattern(testUrl(flaky.testId), '?range=30d'));
    await expect(panel).toContainText('Showing Oct 21, 2026, 12:00 → Nov 20, 2026, 12:00 · 1 bucket = 1 day');
    await expectFigures(panel, { Successes: '644', Failures: '142', 'Flaky failures': '92', 'Mean duration': '230 ms' });

    // 30 daily buckets from the window start (Oct 21, 12:00): drag from the 25th to the 28th.
    await dragAcrossBuckets(page, 30, 24, 27);
    const zoomed = '?range=30d&start=2026-11-14T12%3A00%3A00Z&end=2026-11-18T12%3A00%3A00Z';
    await expect(page).toHaveURL(urlPattern(testUrl(flaky.testId), zoomed));
    await expect(panel).toContainText('Custom range');
    await expect(panel).toContainText('Showing Nov 14, 2026, 12:00 → Nov 18, 2026, 12:00 · 1 bucket = 4 hours');
    await expectFigures(panel, { Successes: '77', Failures: '29', 'Flaky failures': '17', 'Mean duration': '254 ms' });

    await page.reload();
    await expectFigures(panel, { Successes: '77', Failures: '29', 'Flaky failures': '17', 'Mean duration': '254 ms' });
    const shared = await openSharedLink(page, testUrl(flaky.testId, zoomed));
    const sharedPanel = shared.getByRole('tabpanel', { name: 'Statistics' });
    await expect(sharedPanel).toContainText('Showing Nov 14, 2026, 12:00 → Nov 18, 2026, 12:00 · 1 bucket = 4 hours');
    await expectFigures(sharedPanel, { Successes: '77', Failures: '29', 'Flaky failures': '17', 'Mean duration': '254 ms' });
    await shared.close();

    await panel.getByRole('button', { name: 'Reset zoom' }).click();
    await expect(page).toHaveURL(urlPattern(testUrl(flaky.testId), '?range=30d'));
    await expectFigures(panel, { Successes: '644', Failures: '142' });
    await expect(panel.getByRole('button', { name: 'Reset zoom' })).toHaveCount(0);
  });

  test('statistics: a custom range and its figures bucket by bucket', async ({ page }) => {
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

    const custom = '?start=2026-11-16T00%3A00%3A00Z&end=2026-11-17T00%3A00%3A00Z';
    await expect(page).toHaveURL(urlPattern(testUrl(flaky.testId), custom));
    await expect(panel).toContainText('Showing Nov 16, 2026, 00:00 → Nov 17, 2026, 00:00 · 1 bucket = 1 hour');
    await expectFigures(panel, { Successes: '19', Failures: '12', 'Flaky failures': '6', 'Mean duration': '300 ms' });

    await panel.getByRole('button', { name: 'Show data table' }).click();
    const table = panel.getByRole('table', { name: 'Statistics per bucket (local time)' });
    await expect(table.getByRole('row')).toHaveCount(25);
    await expect(table.getByRole('row', { name: /^Nov 16, 2026, 06:00/ }).getByRole('cell')).toHaveText(['1', '2', '1', '329 ms']);
    await expect(table.getByRole('row', { name: /^Nov 16, 2026, 02:00/ }).getByRole('cell')).toHaveText(['0', '0', '0', '—']);

    await page.reload();
    await expectFigures(panel, { Successes: '19', Failures: '12', 'Flaky failures': '6', 'Mean duration': '300 ms' });
  });

  test('health: reads the timeline of a test broken and fixed by pull requests', async ({ page }) => {
    await page.goto(testUrl(recovered.testId, '?tab=health&range=30d'));
    const panel = page.getByRole('tabpanel', { name: 'Health' });

    const expectTimeline = async () => {
      await expect(page.getByRole('figure', { name: 'Health over the window' })).toBeVisible();
      await expect(page.getByRole('figure', { name: 'Health over the window' })).toContainText('org.opentest4j.AssertionFailedError');
      await expect(panel).toContainText('Health at the end of the window:Healthy');
      await expect(panel).toContainText('History predates this window');
      const table = panel.getByRole('table', { name: 'Health changes in this window (3)' });
      const rows = table.getByRole('row');
      await expect(rows).toHaveCount(4);
      await expect(rows.nth(1).getByRole('cell')).toHaveText(['Oct 22, 2026, 12:00', 'Healthy', '14 days', '—', '—']);
      await expect(rows.nth(2).getByRole('cell')).toHaveText([
        'Nov 5, 2026, 12:00',
        'Broken',
        '2 days',
        'org.opentest4j.AssertionFailedError',
        '#1204 Release reserved stock asynchronously by @tomasz-kowalski',
      ]);
      await expect(rows.nth(2).getByRole('link', { name: '#1204 Release reserved stock asynchronously' })).toHaveAttribute(
        'href',
        'https://github.com/acme/checkout/pull/1204',
      );
      await expect(rows.nth(3).getByRole('cell')).toHaveText([
        'Nov 7, 2026, 12:00',
        'Healthy',
        '13 days (until the window’s end)',
        'Recovered',
        '—',
      ]);
    };
    await expectTimeline();

    // The chart's marker for the broken episode names its pull request.
    const markers = page.getByRole('figure', { name: 'Health over the window' }).locator('.recharts-scatter-symbol');
    await expect(markers).toHaveCount(3);
    await markers.nth(1).hover();
    await expect(page.getByText('Became: Broken')).toBeVisible();
    await expect(page.getByText('acme/checkout#1204 Release reserved stock asynchronously by @tomasz-kowalski')).toBeVisible();

    await page.reload();
    await expectTimeline();
  });

  test('health: a new test begins inside the window, a broken one names the pull request that broke it', async ({ page }) => {
    await page.goto(testUrl(newMidWindow.testId, '?tab=health&range=30d'));
    const panel = page.getByRole('tabpanel', { name: 'Health' });
    await expect(panel).toContainText('The test first ran inside this window: its history begins at 13 days ago · Nov 7, 2026, 12:00.');
    await expect(panel).toContainText('No verdict yet');
    await expect(panel.getByRole('table', { name: 'Health changes in this window (1)' }).getByRole('row').nth(1).getByRole('cell')).toHaveText([
      'Nov 8, 2026, 12:00',
      'Healthy',
      '12 days (until the window’s end)',
      '—',
      '—',
    ]);

    await page.goto(testUrl(brokenByPullRequest.testId, '?tab=health'));
    await expect(panel).toContainText('Showing Nov 13, 2026, 12:00 → Nov 20, 2026, 12:00 · 1 bucket = 4 hours');
    const rows = panel.getByRole('table', { name: 'Health changes in this window (2)' }).getByRole('row');
    await expect(rows.nth(1).getByRole('cell').first()).toHaveText('Window start (Nov 13, 2026, 12:00)');
    await expect(rows.nth(2).getByRole('cell')).toHaveText([
      'Nov 18, 2026, 08:00',
      'Broken',
      '2 days 4 hours (until the window’s end)',
      'AssertionError',
      '#1287 Compute tax on the order total instead of per line by @maria-santos',
    ]);

    // Wider window, coarser sampling: the same change lands on a daily bucket boundary.
    await panel.getByRole('button', { name: '30 d' }).click();
    await expect(page).toHaveURL(urlPattern(testUrl(brokenByPullRequest.testId), '?tab=health&range=30d'));
    await expect(rows.nth(2).getByRole('cell').first()).toHaveText('Nov 18, 2026, 12:00');
    await page.reload();
    await expect(rows.nth(2).getByRole('cell').first()).toHaveText('Nov 18, 2026, 12:00');
  });

  test('failures: opens a failure group, its latest events and a stack trace', async ({ page }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(testUrl(flaky.testId));
    await page.getByRole('tab', { name: 'Failures' }).click();
    await expect(page).toHaveURL(urlPattern(testUrl(flaky.testId), '?tab=failures'));

    const table = page.getByRole('table', { name: `1 failure group of ${flaky.testName}` });
    const row = table.getByRole('row').nth(1);
    await expect(row.getByRole('cell')).toHaveText([
      "requests.exceptions.ReadTimeoutHTTPSConnectionPool(host='api.payments.internal', port=443): Read timed out. (read timeout=10)",
      '142',
      'Oct 22, 2026, 12:09',
      '6 hours ago · Nov 20, 2026, 06:25',
    ]);
    await page.reload();
    await expect(row.getByRole('cell').nth(1)).toHaveText('142');

    await row.getByRole('link', { name: 'requests.exceptions.ReadTimeout' }).click();
    await expect(page).toHaveURL(urlPattern(`${testUrl(flaky.testId)}/failures/${flaky.failureId}`));

    const trace = [
      'Traceback (most recent call last):',
      '  File "/home/runner/work/checkout/checkout/tests/payments/test_webhooks.py", line 164, in test_retries_delivery_after_gateway_timeout',
      '    response = client.submit(payload)',
      '  File "/home/runner/work/checkout/checkout/src/acme_checkout/payments/service.py", line 201, in apply',
      '    return self._client.send(payload)',
      '  File "/opt/hostedtoolcache/Python/3.12.7/x64/lib/python3.12/site-packages/requests/sessions.py", line 637, in post',
      '    return self.request("POST", url, data=data, json=json, **kwargs)',
      '  File "/opt/hostedtoolcache/Python/3.12.7/x64/lib/python3.12/site-packages/requests/adapters.py", line 713, in send',
      '    raise ReadTimeout(e, request=request)',
      "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='api.payments.internal', port=443): Read timed out. (read timeout=10)",
    ].join('\n');

    const expectFailure = async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('requests.exceptions.ReadTimeout');
      await expect(figure(page, 'Occurrences')).toContainText('142');
      await expect(figure(page, 'First seen')).toContainText('Oct 22, 2026, 12:09');
      await expect(figure(page, 'Last seen')).toContainText('6 hours ago · Nov 20, 2026, 06:25');
      await expect(page.getByRole('heading', { name: 'Latest events (10)' })).toBeVisible();
      const event = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Event 1: 6 hours ago · Nov 20, 2026, 06:25' }) });
      await expect(event.getByRole('link', { name: 'Open the CI job' })).toHaveAttribute(
        'href',
        'https://github.com/acme/checkout/actions/runs/9146674111/job/24199290491',
      );
      await expect(event).toContainText('File: tests/payments/test_webhooks.py');
      await expect(event).toContainText('Language: python');
      await expect(event).toContainText('10 lines');
      await expect(event.getByLabel('Stack trace of event 1', { exact: true })).toHaveText(trace, { useInnerText: true });
      // Ten lines fit: nothing to expand.
      await expect(event.getByRole('button', { name: /Show all/ })).toHaveCount(0);
      return event;
    };
    const event = await expectFailure();

    await event.getByRole('button', { name: 'Copy Stack trace of event 1' }).click();
    await expect(event.getByRole('button', { name: 'Copy Stack trace of event 1' })).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(trace);

    await page.reload();
    await expectFailure();

    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Failures' }).click();
    await expect(page).toHaveURL(urlPattern(testUrl(flaky.testId), '?tab=failures'));
    await expect(page.getByRole('tab', { name: 'Failures' })).toHaveAttribute('aria-selected', 'true');
  });

  test('executions: sorts and pages the identities a test ran under', async ({ page }) => {
    await page.goto(testUrl(multiIdentity.testId, '?tab=executions'));
    const panel = page.getByRole('tabpanel', { name: 'Executions' });
    const table = panel.getByRole('table', { name: 'Pipelines and jobs this test ran under' });
    const bodyRows = table.locator('tbody tr');
    await expect(panel).toContainText('Showing Nov 13, 2026, 12:00 → Nov 20, 2026, 12:00');
    await expect(bodyRows).toHaveText([
      /^ciunit-tests \(python 3\.12\)93$/,
      /^ciunit-tests \(python 3\.11\)88$/,
      /^nightlyintegration-tests \(postgres 15\)11$/,
    ]);
    await expect(table.getByRole('columnheader', { name: 'Executions' })).toHaveAttribute('aria-sort', 'descending');

    await table.getByRole('link', { name: 'Job', exact: true }).click();
    await expect(page).toHaveURL(urlPattern(testUrl(multiIdentity.testId), '?tab=executions&sort=job_name&direction=asc'));
    await expect(bodyRows).toHaveText([/^nightlyintegration-tests/, /^ciunit-tests \(python 3\.11\)/, /^ciunit-tests \(python 3\.12\)/]);
    await expect(table.getByRole('columnheader', { name: 'Job', exact: true })).toHaveAttribute('aria-sort', 'ascending');
    await page.reload();
    await expect(bodyRows).toHaveText([/^nightlyintegration-tests/, /^ciunit-tests \(python 3\.11\)/, /^ciunit-tests \(python 3\.12\)/]);

    // A shared link may ask for any page size the API accepts; pages follow the API's cursors.
    await page.goto(testUrl(multiIdentity.testId, '?tab=executions&sort=job_name&direction=asc&per_page=2'));
    await expect(bodyRows).toHaveText([/^nightlyintegration-tests/, /^ciunit-tests \(python 3\.11\)88$/]);
    await expect(panel.getByLabel('Rows per page')).toHaveValue('2');
    await expect(panel.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    // The next page belongs to this answer's window, so the link pins it (a preset would move on).
    await panel.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/[?&]start=2026-11-13T12%3A00%3A\d\dZ&end=2026-11-20T12%3A00%3A\d\dZ&cursor=/);
    await expect(bodyRows).toHaveText([/^ciunit-tests \(python 3\.12\)93$/]);
    await page.reload();
    await expect(bodyRows).toHaveText([/^ciunit-tests \(python 3\.12\)93$/]);
    await expect(panel.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await panel.getByRole('link', { name: 'Previous page' }).click();
    await expect(bodyRows).toHaveText([/^nightlyintegration-tests/, /^ciunit-tests \(python 3\.11\)88$/]);

    // A page link made for another answer: say so and offer the first page.
    await page.goto(testUrl(multiIdentity.testId, '?tab=executions&per_page=2&cursor=stale'));
    await expect(panel.getByRole('alert')).toContainText('This page link no longer applies');
    await panel.getByRole('link', { name: 'Go to the first page' }).click();
    await expect(page).toHaveURL(urlPattern(testUrl(multiIdentity.testId), '?tab=executions&per_page=2'));
    await expect(bodyRows).toHaveText([/^ciunit-tests \(python 3\.12\)93$/, /^ciunit-tests \(python 3\.11\)88$/]);
  });

  test('quarantine: the status badge leads to the test’s quarantines', async ({ page }) => {
    await page.goto(testUrl(recovered.testId));
    await page.getByRole('link', { name: 'Quarantined on main' }).click();
    await expect(page).toHaveURL(urlPattern(testUrl(recovered.testId), '?tab=quarantine'));
    const panel = page.getByRole('tabpanel', { name: 'Quarantine' });
    await expect(panel.getByRole('table', { name: `Quarantines of ${recovered.testName}` })).toContainText(
      'Fails since #1204 (async stock release); investigating',
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
    await expect(page.getByRole('table', { name: `1 failure group of ${flaky.testName}` })).toBeVisible();
  });

  test('errors: a rejected window and a bad token each say what went wrong and retry', async ({ page }) => {
    // A hand-edited window longer than the API accepts: the section fails, the page stays.
    await page.goto(testUrl(flaky.testId, '?start=2024-01-01T00:00:00Z&end=2026-11-20T00:00:00Z'));
    const panel = page.getByRole('tabpanel', { name: 'Statistics' });
    const alert = panel.getByRole('alert');
    await expect(alert).toContainText('Could not load the statistics');
    await expect(alert).toContainText('Invalid query parameter `start`');
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(flaky.testName);
    await panel.getByRole('button', { name: 'Reset zoom' }).click();
    await expectFigures(panel, { Successes: '136', Failures: '45' });

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
    await expectFigures(panel, { Successes: '136', Failures: '45' });
  });
});

test.describe('long stack traces', () => {
  test('a JUnit trace is collapsed to its first lines and expands on demand', async ({ page }) => {
    await page.goto(`${testUrl(recovered.testId)}/failures/${recovered.failureId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('org.opentest4j.AssertionFailedError');
    const event = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Event 1:/ }) });
    const trace = event.getByLabel('Stack trace of event 1', { exact: true });
    await expect(event).toContainText('37 lines');
    await expect(trace).toContainText('org.opentest4j.AssertionFailedError: expected: <');
    await expect(trace).not.toContainText('TestWorker.execute(TestWorker.java:113)');

    await event.getByRole('button', { name: 'Show all 37 lines' }).click();
    await expect(trace).toContainText('at org.gradle.api.internal.tasks.testing.worker.TestWorker.execute(TestWorker.java:113)');
    await event.getByRole('button', { name: 'Show the first 15 lines' }).click();
    await expect(trace).not.toContainText('TestWorker.execute(TestWorker.java:113)');
  });
});

test.describe('test detail screenshots @screenshots', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`test detail and failure pages, ${scheme} scheme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(testUrl(flaky.testId, '?range=30d'));
      await expect(page.getByRole('figure', { name: 'Mean duration per bucket' }).locator('.recharts-line')).toBeVisible();
      await page.screenshot({ path: screenshotPath(`test-detail-statistics-${scheme}.png`), fullPage: true });

      await page.goto(testUrl(recovered.testId, '?tab=health&range=30d'));
      await expect(page.getByRole('figure', { name: 'Health over the window' }).locator('.recharts-scatter-symbol')).toHaveCount(3);
      await page.screenshot({ path: screenshotPath(`test-detail-health-${scheme}.png`), fullPage: true });

      await page.goto(`${testUrl(flaky.testId)}/failures/${flaky.failureId}`);
      await expect(page.getByLabel('Stack trace of event 1', { exact: true })).toBeVisible();
      await page.screenshot({ path: screenshotPath(`failure-${scheme}.png`) });
    });
  }
});
