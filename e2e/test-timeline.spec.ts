import type { Page } from '@playwright/test';
import { FIXTURE_PULL_REQUESTS, FIXTURE_QUARANTINES, FIXTURE_TESTS } from '../mocks/fixtures';
import { COLD_START, expect, screenshotPath, test } from './support/app-test';
import { CHECKOUT_PATH, mockAnswers } from './support/mock-answers';
import { WINDOWS } from './support/test-detail-answers';
import { routeOf } from './support/url-state';

/*
 * The correlated timeline of the scripted episode (mocks/fixtures.ts): #1287 goes through the merge
 * queue, the cart tax test turns broken, and it is quarantined on every branch. Every event and time is
 * the mock's own answer for the page's default window (the last 7 days at E2E_NOW).
 */

const REPO = '/acme/checkout';
const { brokenByPullRequest } = FIXTURE_TESTS;
const culprit = FIXTURE_PULL_REQUESTS.breaksTaxRounding;
const quarantine = FIXTURE_QUARANTINES.brokenAllBranches;
const window = WINDOWS['7d'];

/** The merge-queue events the timeline shows a point for, and how each is named there. */
const QUEUE_EVENT_NAMES = {
  'command.queue': 'Queue command',
  'action.queue.enter': 'Entered the queue',
  'action.queue.checks_end': 'Queue checks ended',
  'action.queue.merged': 'Merged by the queue',
  'action.queue.leave': 'Left the queue',
  'action.dequeue': 'Dequeued',
  'command.dequeue': 'Dequeue command',
} as const;
const QUEUE_EVENT_TYPES = Object.keys(QUEUE_EVENT_NAMES) as (keyof typeof QUEUE_EVENT_NAMES)[];

/** The episode's entries as the timeline should list them, oldest first, asked of the mock. */
async function episode() {
  const path = { ...CHECKOUT_PATH, test_id: brokenByPullRequest.testId };
  const transitions = (await mockAnswers().getTestHealthTransitions({ path, query: window })).transitions;
  const broke = transitions.at(-1)!;
  expect(broke).toMatchObject({ health_status: 'broken', pull_request: { number: culprit.number } });
  const queue = (
    await mockAnswers().getActivityLog({
      path: CHECKOUT_PATH,
      query: {
        pull_request: [culprit.number],
        event_type: [...QUEUE_EVENT_TYPES],
        received_from: window.start,
        received_to: window.end,
        per_page: 100,
      },
    })
  ).data.events.reverse();
  const quarantined = (
    await mockAnswers().getActivityLog({
      path: CHECKOUT_PATH,
      query: { event_type: ['test.quarantined'], received_from: window.start, received_to: window.end, per_page: 100 },
    })
  ).data.events.find((event) => event.type === 'test.quarantined' && event.metadata.quarantine_id === quarantine.id)!;
  // The story's order: through the queue, then broken, then quarantined.
  expect(Date.parse(queue.at(-1)!.received_at)).toBeLessThan(Date.parse(broke.at));
  expect(Date.parse(broke.at)).toBeLessThan(Date.parse(quarantined.received_at));
  return [
    ...queue.map((event) => `#${culprit.number}: ${QUEUE_EVENT_NAMES[event.type as keyof typeof QUEUE_EVENT_NAMES]}`),
    `Became broken (#${culprit.number})`,
    'Quarantined on every branch',
  ];
}

const timelineList = (page: Page) => page.getByRole('list', { name: 'Timeline events, oldest first' });

test.describe('correlated timeline', () => {
  test('shows the episode’s queue events, transition and quarantine in order, each opening what it names', async ({ page }) => {
    const expected = await episode();
    await page.goto(`${REPO}/tests/${brokenByPullRequest.testId}`);
    await page.getByRole('tab', { name: 'Timeline' }).click({ timeout: COLD_START.timeout });
    await expect(timelineList(page).getByRole('link')).toHaveText(expected, COLD_START);
    await expect(page.getByText(`Merge-queue events of #${culprit.number}:`)).toBeVisible();
    const chart = page.getByRole('figure', { name: 'Timeline chart' });
    await expect(chart.getByRole('button')).toHaveCount(3, COLD_START);
    await page.screenshot({ path: screenshotPath('test-timeline.png'), fullPage: true });

    // The quarantine lane's one marker opens the quarantine: pointed at, its bucket's tooltip names the quarantine, then a
    // click opens it.
    const marker = chart.getByRole('button', { name: 'Quarantine: Quarantined on every branch' });
    await marker.hover();
    await expect(chart.getByRole('tooltip')).toContainText('Quarantined on every branch');
    await marker.click();
    await expect(page).toHaveURL(new RegExp(`${REPO}/quarantines/${quarantine.id}$`));
    await page.goBack();

    // The transition opens the Health tab over the same window.
    await timelineList(page)
      .getByRole('link', { name: `Became broken (#${culprit.number})` })
      .click();
    await expect(page.getByRole('tab', { name: 'Health', selected: true })).toBeVisible();
  });

  test('a drag across the timeline zooms the window the statistics read', async ({ page }) => {
    await page.goto(`${REPO}/tests/${brokenByPullRequest.testId}?tab=timeline`);
    const chart = page.getByRole('figure', { name: 'Timeline chart' });
    await expect(chart.getByRole('button').first()).toBeVisible(COLD_START);
    const buckets = (
      await mockAnswers().getTestStat({
        path: { ...CHECKOUT_PATH, test_id: brokenByPullRequest.testId, stat: 'success_count' },
        query: window,
      })
    ).value_over_time;
    const plot = await chart.getByRole('application', { name: 'Timeline' }).boundingBox();
    if (plot === null) throw new Error('the timeline has no plot area');
    const x = (index: number) => plot.x + (plot.width * (index + 0.5)) / buckets.length;
    const y = plot.y + plot.height / 2;
    await page.mouse.move(x(2), y, { steps: 4 });
    await page.mouse.down();
    await page.mouse.move(x(5), y, { steps: 8 });
    await page.mouse.up();
    const zoomed = { start: buckets[2]!.start.replace('.000Z', 'Z'), end: buckets[5]!.end.replace('.000Z', 'Z') };
    await expect.poll(() => routeOf(page.url()).search).toMatchObject({ tab: 'timeline', start: zoomed.start, end: zoomed.end });
    await page.getByRole('tab', { name: 'Statistics' }).click();
    await expect(page.getByText(/^Showing /).first()).toBeVisible();
    await expect.poll(() => routeOf(page.url()).search).toMatchObject({ start: zoomed.start, end: zoomed.end });
  });
});
