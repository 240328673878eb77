import type { Locator, Page } from '@playwright/test';
import { eventTypeLabel } from '@/domain/activity/event-catalog';
import { isCiOrQueueEvent } from '@/features/my-change/lib/pull-request-events';
import { FIXTURE_PULL_REQUESTS, FIXTURE_TESTS } from '../mocks/fixtures';
import { COLD_START, E2E_NOW, expect, screenshotPath, test } from './support/app-test';
import { CHECKOUT_PATH, mockAnswers } from './support/mock-answers';
import { expectRoute } from './support/url-state';

/*
 * "Is it my change?" on the seeded mock at E2E_NOW. The scripted story: the cart tax test broke on the
 * default branch when #1287 was merged (mocks/fixtures.ts, brokenByPullRequest). Asked about another pull
 * request it is "not yours"; asked about #1287 it is "yours". Dates and events are the mock's own answers.
 */

const REPO = '/acme/checkout';
const { brokenByPullRequest } = FIXTURE_TESTS;
const culprit = FIXTURE_PULL_REQUESTS.breaksTaxRounding;
const anotherPull = FIXTURE_PULL_REQUESTS.fixesStockRelease;
const DAY_MS = 86_400_000;

/** "Nov 18", as the verdicts word a day (the journeys' browser runs in UTC). */
const shortDay = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** When the broken test's current episode began: its last transition over the retained 30 days. */
async function brokenSince(): Promise<string> {
  const end = Date.parse(E2E_NOW);
  const answer = await mockAnswers().getTestHealthTransitions({
    path: { ...CHECKOUT_PATH, test_id: brokenByPullRequest.testId },
    query: { start: new Date(end - 30 * DAY_MS).toISOString(), end: new Date(end).toISOString() },
  });
  const last = answer.transitions.at(-1)!;
  expect(last.health_status).toBe('broken');
  expect(last.pull_request?.number).toBe(culprit.number);
  return last.at;
}

const testCard = (scope: Page | Locator, testName: string) => scope.getByRole('article', { name: testName });

test.describe('is it my change?', () => {
  test('from the overview: a test broken by another pull request is not yours', async ({ page }) => {
    await page.goto(REPO);
    const box = page.getByRole('region', { name: 'Is it my change?' });
    await expect(box).toBeVisible(COLD_START);
    await box.getByLabel('Pull request').fill(`#${anotherPull.number}`);
    // As copied from a CI log: a timestamp, a status word and a duration around the name.
    await box.getByLabel('Failing tests').fill(`2026-11-20T11:49:51Z FAILED ${brokenByPullRequest.testName} (12 ms)\n\n`);
    await box.getByRole('button', { name: 'Check' }).click();

    await expectRoute(page, `${REPO}/my-change`, { pull: anotherPull.number, tests: [brokenByPullRequest.testName] });
    await expect(page.getByRole('heading', { level: 1, name: 'Is it my change?' })).toBeVisible();
    const pasted = page.getByRole('region', { name: 'Tests you pasted' });
    const card = testCard(pasted, brokenByPullRequest.testName);
    await expect(card.getByText('Not yours', { exact: true })).toBeVisible(COLD_START);
    await expect(card).toContainText(`Broken on the default branch by #${culprit.number}, not by you`);
    await expect(card).toContainText('Quarantined on every branch: its failures do not block merges');
    await expect(card.getByRole('link', { name: brokenByPullRequest.testName })).toHaveAttribute('href', `${REPO}/tests/${brokenByPullRequest.testId}`);
  });

  test('the pull request that broke it finds the test and is told it is yours, beside its queue events', async ({ page }) => {
    const since = await brokenSince();
    const events = (
      await mockAnswers().getActivityLog({
        path: CHECKOUT_PATH,
        query: {
          pull_request: [culprit.number],
          received_from: new Date(Date.parse(E2E_NOW) - 90 * DAY_MS).toISOString(),
          received_to: E2E_NOW,
          per_page: 100,
        },
      })
    ).data.events.filter(isCiOrQueueEvent);

    await page.goto(`${REPO}/my-change?pull=${culprit.number}`);
    const named = page.getByRole('region', { name: `Tests #${culprit.number} is named in` });
    const card = testCard(named, brokenByPullRequest.testName);
    await expect(card.getByText('Yours', { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(card).toContainText(`Yours: broken on the default branch since ${shortDay(since)}, when your #${culprit.number} was merged`);
    await expect(card).toContainText(`First failure on the default branch:`);
    await expect(card).toContainText(`with #${culprit.number}`);

    const activity = page.getByRole('region', { name: `#${culprit.number} in CI and the merge queue` });
    await expect(activity.getByRole('listitem')).toHaveCount(events.length);
    // Oldest first (the API answers newest first).
    await expect(activity.getByRole('listitem').first()).toContainText(eventTypeLabel(events.at(-1)!.type));
    await expect(activity.getByRole('listitem').last()).toContainText(eventTypeLabel(events[0]!.type));
    await expect(activity.getByRole('link', { name: `All events of #${culprit.number} in the activity log` })).toBeVisible();
    await page.screenshot({ path: screenshotPath('my-change.png'), fullPage: true });
  });

  test('says what is wrong with the question before asking it', async ({ page }) => {
    await page.goto(`${REPO}/my-change`);
    const form = page.getByRole('form', { name: 'Is it my change?' });
    await form.getByRole('button', { name: 'Check' }).click({ timeout: COLD_START.timeout });
    await expect(form.getByRole('alert')).toHaveText('Give a pull request, a commit or at least one test name');
    await form.getByLabel('Commit').fill('xyz');
    await form.getByRole('button', { name: 'Check' }).click();
    await expect(form.getByText('Enter a commit sha: 7 to 40 hexadecimal characters')).toBeVisible();
    await expectRoute(page, `${REPO}/my-change`);
  });
});
