import type { Page } from '@playwright/test';
import { FIXTURE_QUARANTINES } from '../mocks/fixtures';
import { expect, test, screenshotPath } from './support/app-test';
import { expectRoute, reloadAndCheck, routeOf } from './support/url-state';

// Figures: the seeded mock (default seed) at E2E_NOW, acme/checkout, computed with the mock's own
// functions (listEvents / aggregateEvents) for the windows below. The browser's zone is UTC.
// The live presets used for exact figures (24 h, 90 d) have no events within minutes of their start,
// so the clock moving on during a journey does not change them.

const LOG = '/acme/checkout/activity';

/** The log's own path with exactly this search state. */
async function expectLogRoute(page: Page, search: Record<string, unknown> = {}) {
  await expectRoute(page, LOG, search);
}

const summary = (page: Page) => page.getByRole('heading', { level: 2, name: / events? · / });
const rangeLabel = (page: Page) => page.getByText(/^[\d,]+–[\d,]+ of [\d,]+ events$/);
const rows = (page: Page) => page.getByRole('region', { name: 'Events' }).getByRole('listitem');
const facet = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

async function expectSummary(page: Page, text: string) {
  await expect(summary(page)).toHaveText(`${text} · times in your local zone (UTC)`);
}

/**
 * Drags across the histogram from one bar to another (indexes into the window's bars), releasing once
 * the tooltip shows the last bar (`lastBarStart`, as the tooltip words it), as a person would.
 */
async function dragAcrossBars(page: Page, bars: number, from: number, to: number, lastBarStart: string) {
  const chart = page.getByRole('figure', { name: 'Events over time' });
  await chart.scrollIntoViewIfNeeded();
  const plot = await chart.locator('.recharts-cartesian-grid').boundingBox();
  if (plot === null) throw new Error('the histogram has no plot area');
  const x = (index: number) => plot.x + (plot.width * (index + 0.5)) / bars;
  const y = plot.y + plot.height / 2;
  // Hover first, as a person does, until the chart shows that bar's tooltip; then press and drag.
  await page.mouse.move(x(from), y, { steps: 4 });
  await expect(chart.locator('.recharts-tooltip-wrapper')).toBeVisible();
  await page.mouse.down();
  await page.mouse.move(x(to), y, { steps: 8 });
  await expect(chart.locator('.recharts-tooltip-wrapper')).toContainText(`${lastBarStart} →`);
  await page.mouse.up();
}

test.describe('activity log', () => {
  test('narrows the log down facet by facet, then widens the window; every step is a link', async ({ page }) => {
    test.slow(); // six steps, each reloaded
    await page.goto(LOG);
    await expect(page.getByRole('heading', { level: 1, name: 'Activity log' })).toBeVisible();
    const everything = async () => {
      await expectSummary(page, '1,379 events · Last 24 hours');
      await expect(rangeLabel(page)).toHaveText('1–25 of 1,379 events');
      await expect(rows(page)).toHaveCount(25);
      await expect(rows(page).first()).toHaveAccessibleName(
        'Checks started in draft #20607 for #1184, queue hotfix (priority rule hotfix priority): First time checks',
      );
      await expect(rows(page).first().getByRole('img', { name: 'Outcome: Pending' })).toBeVisible();
      await expect(rows(page).first().getByRole('link', { name: 'Pull request #1184 on GitHub' })).toHaveAttribute(
        'href',
        'https://github.com/acme/checkout/pull/1184',
      );
      await expect(page.getByRole('heading', { level: 3, name: 'Friday, November 20, 2026' })).toBeVisible();
      const outcome = facet(page, 'Outcome');
      await expect(outcome.getByRole('checkbox')).toHaveCount(4);
      await expect(outcome.getByRole('checkbox', { name: 'Failure' })).toHaveAccessibleDescription('74');
      await expect(outcome.getByRole('checkbox', { name: 'Neutral' })).toHaveAccessibleDescription('599');
      const chart = page.getByRole('figure', { name: 'Events over time' });
      await expect(chart).toContainText('1 bar = 10 minutes');
      await expect(chart).toContainText('Events (count)');
    };
    await everything();
    await reloadAndCheck(page, everything);

    // Only failures.
    await facet(page, 'Outcome').getByRole('button', { name: 'Only Failure' }).click();
    await expectLogRoute(page, { outcome: ['failure'] });
    const failures = async () => {
      await expectSummary(page, '74 events · Last 24 hours');
      await expect(rangeLabel(page)).toHaveText('1–25 of 74 events');
      await expect(rows(page).first()).toHaveAccessibleName(
        'Posted the check “CI summary: timed_out”: timed out — 1 check timed_out, 5 successful',
      );
      await expect(facet(page, 'Outcome').getByText('Only Failure')).toBeVisible();
      // The outcome facet leaves its own filter out: the other outcomes keep their counts.
      await expect(facet(page, 'Outcome').getByRole('checkbox', { name: 'Success' })).not.toBeChecked();
      await expect(facet(page, 'Outcome').getByRole('checkbox', { name: 'Success' })).toHaveAccessibleDescription('442');
    };
    await failures();
    await reloadAndCheck(page, failures);

    // Untick an event type: it joins the exclude list.
    await facet(page, 'Event type').getByRole('checkbox', { name: 'Check posted' }).click();
    await expectLogRoute(page, { outcome: ['failure'], notType: ['action.post_check'] });
    const withoutChecks = async () => {
      await expectSummary(page, '52 events · Last 24 hours');
      await expect(facet(page, 'Event type').getByText('All but Check posted')).toBeVisible();
      await expect(facet(page, 'Event type').getByRole('checkbox', { name: 'Check posted' })).not.toBeChecked();
    };
    await withoutChecks();
    await reloadAndCheck(page, withoutChecks);

    // Pick a trigger.
    await facet(page, 'Trigger').getByRole('button', { name: 'Only merge queue internal' }).click();
    await expectLogRoute(page, { outcome: ['failure'], notType: ['action.post_check'], trigger: ['merge queue internal'] });
    const queueOnly = async () => {
      await expectSummary(page, '41 events · Last 24 hours');
      await expect(rangeLabel(page)).toHaveText('1–25 of 41 events');
    };
    await queueOnly();
    await reloadAndCheck(page, queueOnly);

    // Search a pull request among the facet's values, then keep only it.
    const pulls = facet(page, 'Pull request');
    await pulls.getByRole('textbox', { name: 'Search Pull request values' }).fill('1863');
    await expect(pulls.getByRole('checkbox')).toHaveCount(1);
    await pulls.getByRole('button', { name: 'Only #1863' }).click();
    const filters = { outcome: ['failure'], notType: ['action.post_check'], trigger: ['merge queue internal'], pr: [1863] };
    await expectLogRoute(page, filters);
    const onePull = async () => {
      await expectSummary(page, '3 events · Last 24 hours');
      await expect(rangeLabel(page)).toHaveText('1–3 of 3 events');
      await expect(rows(page)).toHaveCount(3);
      const names = [
        'Bisection ended in queue default: gave up, the maximum failure resolution was reached',
        'Checks ended: failure — 2 unsuccessful checks (ci/e2e (chromium), ci/unit-tests)',
        'Checks ended: failure — 2 unsuccessful checks (ci/e2e (chromium), ci/unit-tests)',
      ];
      for (const [index, name] of names.entries()) await expect(rows(page).nth(index)).toHaveAccessibleName(name);
    };
    await onePull();
    await reloadAndCheck(page, onePull);

    // A longer window, same filters.
    await page.getByRole('group', { name: 'Time window' }).getByRole('button', { name: '90 d', exact: true }).click();
    await expectLogRoute(page, { ...filters, range: '90d' });
    const longer = async () => {
      await expectSummary(page, '4 events · Last 90 days');
      await expect(rows(page)).toHaveCount(4);
      await expect(page.getByRole('region', { name: 'Events' }).getByRole('heading', { level: 3 })).toHaveText(['Thursday, November 19, 2026', 'Monday, November 16, 2026']);
      await expect(page.getByRole('button', { name: '90 d', exact: true })).toHaveAttribute('aria-pressed', 'true');
    };
    await longer();
    await reloadAndCheck(page, longer);
  });

  test('zooms into the histogram, pages forward and back, and returns to the preset', async ({ page }) => {
    test.slow();
    await page.goto(`${LOG}?range=90d`);
    await expectSummary(page, '23,804 events · Last 90 days');
    const chart = page.getByRole('figure', { name: 'Events over time' });
    await expect(chart).toContainText('1 bar = 1 day');
    await expect(chart).toContainText('91 bars of 1 day each, 23,804 events in all; the busiest starts Nov 2, 2026, 00:00 with 1,166.');

    // Paging a live preset pins its window, so page 2 continues the very answer page 1 came from.
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(rangeLabel(page)).toHaveText('26–50 of 23,804 events');
    await expect.poll(() => routeOf(page.url()).search).toEqual({ range: '90d', page: 2, cursor: expect.any(String), asOf: expect.stringMatching(/^2026-11-20T12:0\d:\d\dZ$/) });
    await expect(summary(page)).toHaveText(/^23,804 events · 90 days to Nov 20, 2026, 12:0\d(:\d\d)? · /);
    await page.getByRole('button', { name: 'Back to live' }).click();
    await expectLogRoute(page, { range: '90d' });
    await expectSummary(page, '23,804 events · Last 90 days');

    // 91 daily bars: a part-day from the window start (Aug 22, 12:00), then whole UTC days. Bar 80 is Nov 10.
    await dragAcrossBars(page, 91, 80, 84, 'Nov 14, 2026, 00:00:00');
    const zoom = { range: '90d', from: '2026-11-10T00:00:00Z', to: '2026-11-15T00:00:00Z' };
    await expectLogRoute(page, zoom);
    const zoomed = async () => {
      await expectSummary(page, '3,829 events · Nov 10, 2026, 00:00 → Nov 15, 2026, 00:00');
      await expect(chart).toContainText('1 bar = 1 hour');
      await expect(rows(page).first()).toHaveAccessibleName('Posted the check “CI summary: all checks passed”: success — 6 checks successful');
      await expect(page.getByRole('button', { name: '90 d', exact: true })).toHaveAttribute('aria-pressed', 'false');
    };
    await zoomed();
    await reloadAndCheck(page, zoomed);

    await page.getByRole('combobox', { name: 'Events per page' }).click();
    await page.getByRole('option', { name: '50 per page' }).click();
    await expectLogRoute(page, { ...zoom, perPage: 50 });
    await expect(rangeLabel(page)).toHaveText('1–50 of 3,829 events');
    const firstPageUrl = page.url();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await page.getByRole('link', { name: 'Next' }).click();
    const secondPage = async () => {
      await expect(rangeLabel(page)).toHaveText('51–100 of 3,829 events');
      await expect(rows(page)).toHaveCount(50);
      await expect(rows(page).first()).toHaveAccessibleName('Checks changed in queue default: 4 running');
    };
    await secondPage();
    expect(routeOf(page.url()).search).toEqual({ ...zoom, perPage: 50, page: 2, cursor: expect.any(String) });
    await reloadAndCheck(page, secondPage);

    await page.getByRole('link', { name: 'Previous' }).click();
    await expect(rangeLabel(page)).toHaveText('1–50 of 3,829 events');
    expect(page.url()).toBe(firstPageUrl);

    await page.getByRole('button', { name: 'Back to last 90 days' }).click();
    await expectLogRoute(page, { range: '90d', perPage: 50 });
    await expectSummary(page, '23,804 events · Last 90 days');
  });

  test('a quarantine event expands to its details and leads to the quarantine', async ({ page }) => {
    const quarantine = FIXTURE_QUARANTINES.brokenAllBranches;
    await page.goto(`${LOG}?range=90d&type=${encodeURIComponent(JSON.stringify(['test.quarantined']))}`);
    await expectSummary(page, '22 events · Last 90 days');
    const row = rows(page).first();
    await expect(row).toHaveAccessibleName(
      `Quarantined test ${quarantine.testName} on every branch: Broken by #1287 (tax computed on the order total); fix in review`,
    );
    const details = row.getByRole('button', { name: 'Details' });
    await expect(details).toHaveAttribute('aria-expanded', 'false');
    await details.click();
    await expect(row.getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
    const panel = row.getByRole('region', { name: 'Details of event 21924' });
    await expect(panel.getByRole('definition').filter({ hasText: quarantine.id })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Open the test' })).toHaveAttribute('href', `/acme/checkout/tests/${quarantine.testId}`);
    await panel.getByRole('link', { name: 'Open the quarantine' }).click();
    await expect(page).toHaveURL(new RegExp(`/acme/checkout/quarantines/${quarantine.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Quarantine' })).toBeVisible();
    await page.goBack();
    await expectSummary(page, '22 events · Last 90 days');
  });

  test('the CI application key gets a specific explanation, with a retry', async ({ page }) => {
    await page.goto(LOG);
    await expectSummary(page, '1,379 events · Last 24 hours');
    await page.getByRole('button', { name: 'API settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'API settings' });
    await dialog.getByLabel('API token').fill('demo-ci-key');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    const notice = page.getByRole('alert').filter({ hasText: 'This credential may not read the activity log' });
    await expect(notice).toContainText(
      'The CI application key cannot read the activity log; use an admin key or a host token in Settings',
    );
    await expect(notice).toContainText('The CI Application Key cannot read the activity log');
    await expect(summary(page)).toHaveCount(0);
    await notice.getByRole('button', { name: 'Retry' }).click();
    await expect(notice).toBeVisible();
  });

  test('a window over 93 days is refused before anything is sent; a custom range applies', async ({ page }) => {
    const logRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.includes('/logs')) logRequests.push(url.pathname);
    });
    await page.goto(`${LOG}?from=2026-06-01T00%3A00%3A00Z&to=2026-11-20T00%3A00%3A00Z`);
    const notice = page.getByRole('alert').filter({ hasText: 'This time window is too long' });
    await expect(notice).toContainText('Jun 1, 2026, 00:00 → Nov 20, 2026, 00:00 spans 172 days; the activity log accepts at most 93 days');
    expect(logRequests).toEqual([]);
    await notice.getByRole('button', { name: 'Show the last 93 days of it' }).click();
    await expectLogRoute(page, { from: '2026-08-19T00:00:00Z', to: '2026-11-20T00:00:00Z' });
    await expectSummary(page, '23,194 events · Aug 19, 2026, 00:00 → Nov 20, 2026, 00:00');

    // The form refuses a long range in place, and applies a valid one.
    await page.getByRole('button', { name: 'Custom range…' }).click();
    const form = page.getByRole('form', { name: 'Custom range' });
    await form.getByLabel('From (local time)').fill('2026-06-01T00:00');
    await form.getByLabel('To (local time)').fill('2026-11-20T00:00');
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect(form.getByText('The activity log accepts at most 93 days at a time')).toBeVisible();
    await form.getByLabel('From (local time)').fill('2026-11-19T14:00');
    await form.getByLabel('To (local time)').fill('2026-11-19T18:00');
    await form.getByRole('button', { name: 'Apply' }).click();
    await expectLogRoute(page, { from: '2026-11-19T14:00:00Z', to: '2026-11-19T18:00:00Z' });
    await expectSummary(page, '193 events · Nov 19, 2026, 14:00 → Nov 19, 2026, 18:00');
  });

  test('a view the API refuses (422) says why and offers a way out', async ({ page }) => {
    await page.goto(`${LOG}?type=${encodeURIComponent(JSON.stringify(['action.teleport']))}`);
    const notice = page.getByRole('alert').filter({ hasText: 'The API refused this view' });
    await expect(notice).toContainText('Invalid query parameter `event_type.0`: Input should be');
    await notice.getByRole('button', { name: 'Clear all filters' }).click();
    await expectLogRoute(page);
    await expectSummary(page, '1,379 events · Last 24 hours');
  });

  test('filters by base ref, typed', async ({ page }) => {
    await page.goto(LOG);
    await expectSummary(page, '1,379 events · Last 24 hours');
    const baseRef = page.getByRole('textbox', { name: 'Base ref' });
    await baseRef.fill('release/2026.11');
    await baseRef.press('Enter');
    await expectLogRoute(page, { baseRef: 'release/2026.11' });
    await expectSummary(page, '85 events · Last 24 hours');
    await page.reload();
    await expect(baseRef).toHaveValue('release/2026.11');
    await expectSummary(page, '85 events · Last 24 hours');
    await page.getByRole('button', { name: 'Clear the base ref filter' }).click();
    await expectLogRoute(page);
    await expectSummary(page, '1,379 events · Last 24 hours');
  });

  test('an empty view says what to widen; an unknown repository says so', async ({ page }) => {
    await page.goto(`${LOG}?range=1h&type=${encodeURIComponent(JSON.stringify(['product.enabled']))}`);
    await expectSummary(page, '0 events · Last hour');
    await expect(page.getByText('No events match these filters')).toBeVisible();
    await expect(page.getByText(/Nothing happened in the last hour that matches the filters\. To see more, widen the time window/)).toBeVisible();
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expectLogRoute(page, { range: '1h' });
    await expect(rows(page).first()).toBeVisible();

    await page.goto('/acme/no-such-repo/activity');
    await expect(page.getByRole('heading', { name: 'Repository not found' })).toBeVisible();
    await expect(page.getByText(/The API does not know acme\/no-such-repo \(Repository not found\)/)).toBeVisible();
  });

  test('one page load asks the API 2 questions, at once', async ({ page }) => {
    const timeline: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/v1/')) timeline.push(`start ${url.pathname}`);
    });
    page.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/v1/')) timeline.push(`end ${url.pathname}`);
    });
    await page.goto(LOG);
    await expectSummary(page, '1,379 events · Last 24 hours');
    await expect.poll(() => timeline.length).toBe(4);
    // The aggregate and the first page, both started before either answered (no waterfall).
    expect(timeline.slice(0, 2).sort()).toEqual(['start /v1/repos/acme/checkout/logs', 'start /v1/repos/acme/checkout/logs/aggregate']);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`screenshot, ${scheme} scheme @screenshots`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      if (scheme === 'light') {
        await page.goto(LOG);
        await expectSummary(page, '1,379 events · Last 24 hours');
      } else {
        await page.goto(`${LOG}?outcome=${encodeURIComponent(JSON.stringify(['failure']))}`);
        await expectSummary(page, '74 events · Last 24 hours');
        await rows(page).nth(1).getByRole('button', { name: 'Details' }).click();
      }
      await expect(page.getByRole('figure', { name: 'Events over time' }).locator('.recharts-bar-rectangle').first()).toBeVisible();
      await page.screenshot({ path: screenshotPath(`activity-${scheme}.png`), fullPage: true });
    });
  }
});
