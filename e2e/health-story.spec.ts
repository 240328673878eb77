import type { Locator, Page } from '@playwright/test';
import type { HealthTransition } from '@/api/types';
import { COLD_START, expect, test } from './support/app-test';
import { shortDayUtc } from './support/expected-text';
import { CHECKOUT_PATH, mockAnswers } from './support/mock-answers';
import { WINDOWS, health, healthLabel, localTime, type Window } from './support/test-detail-answers';
import { expectRoute } from './support/url-state';

/*
 * One health story per test (issue 33): the Health tab tells the mock's transitions for the window the
 * preset asks on its bucket boundaries, the Timeline tells the same changes, a change known only to its
 * bucket carries both ends as machine-readable times, and where day samples pass over an episode the tab
 * says so and opens the stretch at 4-hour samples. Every test and figure is found in the mock's answers.
 */

const REPO = '/acme/checkout';
const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

async function testIds(): Promise<string[]> {
  let page = await mockAnswers().searchTests({ path: CHECKOUT_PATH, query: { per_page: 100 } });
  const ids = new Set(page.data.tests.map((row) => row.test_id));
  while (page.links.next !== null) {
    page = await mockAnswers().followLink(page.links.next);
    for (const row of page.data.tests) ids.add(row.test_id);
  }
  return [...ids];
}

const transitionsOf = async (testId: string, window: Window) =>
  (await mockAnswers().getTestHealthTransitions({ path: { ...CHECKOUT_PATH, test_id: testId }, query: window })).transitions;

/** A transition as the Timeline names it: "Became broken (#1287)". */
const becameText = (transition: HealthTransition) =>
  `Became ${healthLabel(transition.health_status).toLowerCase()}${transition.pull_request ? ` (#${transition.pull_request.number})` : ''}`;

/** The stretches the page offers at 4-hour samples: equal whole days, at most 8 each (the service's 4-hour limit). */
function stretchesOf(window: Window): Window[] {
  const [start, end] = [Date.parse(window.start), Date.parse(window.end)];
  const count = Math.ceil((end - start) / (8 * DAY_MS));
  const length = Math.ceil((end - start) / count / DAY_MS) * DAY_MS;
  const stretches: Window[] = [];
  for (let from = start; from < end; from += length) stretches.push({ start: iso(from), end: iso(Math.min(from + length, end)) });
  return stretches;
}

/** Each band of a story: its health from its change to the next (or the window's end). */
const bandsOf = (transitions: readonly HealthTransition[], end: string) =>
  transitions.map((transition, index) => ({
    from: Date.parse(transition.at),
    to: Date.parse(transitions[index + 1]?.at ?? end),
    status: transition.health_status,
  }));

async function expectHealthTable(panel: Locator, testId: string, window: Window) {
  const expected = await health(testId, window);
  const rows = panel.getByRole('table', { name: `Health changes in this window (${expected.bands.length})` }).getByRole('row');
  await expect(rows).toHaveCount(expected.rows.length + 1, COLD_START);
  for (const [index, cells] of expected.rows.entries()) await expect(rows.nth(index + 1).getByRole('cell')).toHaveText(cells);
}

const timelineList = (page: Page) => page.getByRole('list', { name: 'Timeline events, oldest first' });

test.describe('one health story per test', () => {
  test('the Health tab tells the mock’s story of the 7 days on their boundaries, and the Timeline the same changes', async ({ page }) => {
    const window = WINDOWS['7d'];
    let chosen: { testId: string; transitions: HealthTransition[] } | undefined;
    for (const testId of await testIds()) {
      const transitions = await transitionsOf(testId, window);
      if (transitions.slice(1).some((point) => point.health_status !== 'healthy' && point.pull_request !== null)) {
        chosen = { testId, transitions };
        break;
      }
    }
    if (chosen === undefined) throw new Error('No test changed to unhealthy by a pull request in the last 7 days');

    await page.goto(`${REPO}/tests/${chosen.testId}?tab=health`);
    const panel = page.getByRole('tabpanel', { name: 'Health' });
    await expect(panel).toContainText(`Showing ${localTime(window.start)} → ${localTime(window.end)}`, COLD_START);
    await expectHealthTable(panel, chosen.testId, window);
    await expect(panel.getByRole('navigation', { name: 'The window at 4-hour samples' })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Timeline' }).click();
    await expect(timelineList(page).getByRole('link', { name: /^Became / })).toHaveText(
      chosen.transitions.slice(1).map(becameText),
      COLD_START,
    );
  });

  test('where day samples pass over an episode, the Health tab says so and opens that stretch at 4-hour samples', async ({ page }) => {
    const window = WINDOWS['30d'];
    const stretches = stretchesOf(window);
    let hidden: { testId: string; stretch: Window } | undefined;
    search: for (const testId of await testIds()) {
      const byDay = bandsOf(await transitionsOf(testId, window), window.end);
      for (const stretch of stretches) {
        const finer = bandsOf(await transitionsOf(testId, stretch), stretch.end).slice(1);
        const unseen = finer.find(
          (band) =>
            band.status !== 'healthy' && !byDay.some((day) => day.status === band.status && day.from < band.to && day.to > band.from),
        );
        if (unseen) {
          hidden = { testId, stretch };
          break search;
        }
      }
    }
    if (hidden === undefined) throw new Error('No episode of the 30 days shows only at 4-hour samples');

    await page.goto(`${REPO}/tests/${hidden.testId}?tab=health&range=30d`);
    const panel = page.getByRole('tabpanel', { name: 'Health' });
    await expectHealthTable(panel, hidden.testId, window);
    await expect(panel).toContainText(
      'Health is sampled at each bucket’s end (every 1 day here): an episode shorter than that can fall between two samples and not show.',
    );
    const finerLinks = panel.getByRole('navigation', { name: 'The window at 4-hour samples' }).getByRole('link');
    await expect(finerLinks).toHaveText(stretches.map((stretch) => `${shortDayUtc(stretch.start)} → ${shortDayUtc(stretch.end)} UTC`));

    await finerLinks.nth(stretches.indexOf(hidden.stretch)).click();
    await expectRoute(page, `${REPO}/tests/${hidden.testId}`, { tab: 'health', range: '30d', ...hidden.stretch });
    await expectHealthTable(panel, hidden.testId, hidden.stretch);
    await expect(panel.getByRole('navigation', { name: 'The window at 4-hour samples' })).toHaveCount(0);
  });

  test('a health change known only to its bucket gives both ends as machine-readable times on the Timeline', async ({ page }) => {
    const window = WINDOWS['30d'];
    let recovery: { testId: string; index: number; at: number } | undefined;
    search: for (const testId of await testIds()) {
      const transitions = await transitionsOf(testId, window);
      const recoveries = transitions.slice(1).filter((point) => point.health_status === 'healthy');
      for (const [index, point] of recoveries.entries()) {
        if (Date.parse(point.at) % DAY_MS === 0) {
          recovery = { testId, index, at: Date.parse(point.at) };
          break search;
        }
      }
    }
    if (recovery === undefined) throw new Error('No recovery on a day boundary in the 30 days');

    await page.goto(`${REPO}/tests/${recovery.testId}?tab=timeline&range=30d`);
    const recovered = timelineList(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Became healthy', exact: true }) })
      .nth(recovery.index);
    await expect(recovered).toContainText(`between ${localTime(recovery.at - DAY_MS)} and ${localTime(recovery.at)}`, COLD_START);
    const times = recovered.locator('time');
    await expect(times).toHaveCount(2);
    await expect(times.first()).toHaveAttribute('datetime', new Date(recovery.at - DAY_MS).toISOString());
    await expect(times.last()).toHaveAttribute('datetime', new Date(recovery.at).toISOString());
    // Every entry known only to its bucket does so.
    for (const entry of await timelineList(page)
      .getByRole('listitem')
      .filter({ hasText: /^between / })
      .all()) {
      await expect(entry.locator('time')).toHaveCount(2);
    }
  });
});
