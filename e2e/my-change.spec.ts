import type { Locator, Page } from '@playwright/test';
import type { EventType } from '@/api/types';
import { FIXTURE_PULL_REQUESTS, FIXTURE_TESTS } from '../mocks/fixtures';
import { COLD_START, E2E_NOW, expect, screenshotPath, test } from './support/app-test';
import { CHECKOUT_PATH, mockAnswers } from './support/mock-answers';
import { WINDOWS } from './support/test-detail-answers';
import { expectRoute, routeOf } from './support/url-state';

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

/**
 * A pull request's events the page lists as its CI and merge-queue story, and how each is named there
 * (labels, reviews and edits are left to the activity log).
 */
const CI_AND_QUEUE_NAMES: Partial<Record<string, string>> = {
  'command.queue': 'Queue command',
  'command.dequeue': 'Dequeue command',
  'action.queue.enter': 'Entered the queue',
  'action.queue.leave': 'Left the queue',
  'action.queue.checks_start': 'Queue checks started',
  'action.queue.checks_end': 'Queue checks ended',
  'action.queue.merged': 'Merged by the queue',
  'action.queue.conflict_deferred': 'Deferred by a conflict',
  'action.queue.batch_bisection_start': 'Bisection started',
  'action.queue.batch_bisection_end': 'Bisection ended',
  'action.dequeue': 'Dequeued',
  'action.post_check': 'Check posted',
  'action.merge': 'Merged',
  'ci_insights.job_retried': 'Job retried',
};
const CI_AND_QUEUE_TYPES = Object.keys(CI_AND_QUEUE_NAMES) as EventType[];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (value: number) => String(value).padStart(2, '0');
/**
 * "Nov 17, 2026, 18:40 UTC": a moment as the verdicts word it, naming its zone (the journeys' browser runs
 * in UTC), by plain Date arithmetic.
 */
const utcMinute = (iso: string | number) => {
  const date = new Date(iso);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}, ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
};
/** "Oct 21": a day as the verdicts word it. */
const utcDay = (ms: number) => `${MONTHS[new Date(ms).getUTCMonth()]} ${new Date(ms).getUTCDate()}`;

/** A test's earliest failure group and a pull request's merge time, as the mock answers them. */
async function episodeOf(testId: string, pullRequest: number) {
  const failures = (await mockAnswers().listTestFailures({ path: { ...CHECKOUT_PATH, test_id: testId } })).failures;
  const firstFailure = [...failures].sort((a, b) => Date.parse(a.first_failure_at) - Date.parse(b.first_failure_at))[0]!;
  const merges = (
    await mockAnswers().getActivityLog({
      path: CHECKOUT_PATH,
      query: {
        pull_request: [pullRequest],
        event_type: ['action.queue.merged', 'action.merge'],
        received_from: new Date(Date.parse(E2E_NOW) - 90 * DAY_MS).toISOString(),
        received_to: E2E_NOW,
        per_page: 100,
      },
    })
  ).data.events.map((event) => Date.parse(event.received_at));
  expect(merges.length).toBeGreaterThan(0);
  return { firstFailure, mergedAt: Math.min(...merges) };
}

/** When the broken test's current episode began: its last transition over the 30 days the page asks. */
async function brokenSince(): Promise<string> {
  const answer = await mockAnswers().getTestHealthTransitions({
    path: { ...CHECKOUT_PATH, test_id: brokenByPullRequest.testId },
    query: WINDOWS['30d'],
  });
  const last = answer.transitions.at(-1)!;
  expect(last.health_status).toBe('broken');
  expect(last.pull_request?.number).toBe(culprit.number);
  return last.at;
}

const testCard = (scope: Page | Locator, testName: string) => scope.getByRole('article', { name: testName });

/** As the page words a time, naming its zone (the journeys' browser runs in UTC): "Nov 13, 2026, 10:43 UTC". */
const dayAndTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(iso));

const INTEGRATION_CHECK = 'ci/integration-tests';
/** The jobs of pipeline `ci` the check `ci/integration-tests` runs, as the demo's CI names them (mocks/store/repository-profiles.ts). */
const INTEGRATION_JOBS = ['integration-tests (postgres 16)'];

const last90Days = () => ({
  received_from: new Date(Date.parse(E2E_NOW) - 90 * DAY_MS).toISOString(),
  received_to: E2E_NOW,
});

/**
 * A pull request the queue failed at least twice on `ci/integration-tests` alone (tested by itself, not in a
 * batch), with its queue checks runs oldest first: asked of the mock's activity log.
 */
async function pullFailedTwiceOnIntegrationTests() {
  let failures = await mockAnswers().getActivityLog({
    path: CHECKOUT_PATH,
    query: { ...last90Days(), event_type: ['action.queue.checks_end'], outcome: ['failure'], per_page: 100 },
  });
  const namesOf = (event: (typeof failures.data.events)[number]) =>
    event.type === 'action.queue.checks_end'
      ? event.metadata.speculative_check_pull_request.unsuccessful_checks.map((check) => check.name)
      : [];
  const counts = new Map<number, number>();
  let number: number | undefined;
  // Newest first, page by page, until one is found.
  for (;;) {
    for (const event of failures.data.events) {
      if (event.type !== 'action.queue.checks_end' || event.pull_request === null) continue;
      const alone = event.metadata.speculative_check_pull_request.pull_request_numbers.every((number) => number === event.pull_request);
      const names = namesOf(event);
      if (alone && names.length === 1 && names[0] === INTEGRATION_CHECK)
        counts.set(event.pull_request, (counts.get(event.pull_request) ?? 0) + 1);
    }
    number = [...counts].find(([, count]) => count >= 2)?.[0];
    if (number !== undefined || !failures.links.next) break;
    failures = await mockAnswers().followLink(failures.links.next);
  }
  if (number === undefined) throw new Error('the seeded log has no pull request failed twice on ci/integration-tests');
  const own = await mockAnswers().getActivityLog({
    path: CHECKOUT_PATH,
    query: { ...last90Days(), pull_request: [number], per_page: 100 },
  });
  const runs = own.data.events.filter((event) => event.type === 'action.queue.checks_end').reverse();
  return { number, runs };
}

/** The flaky or broken tests of the check's jobs, and those quarantined there (on every branch or on main). */
async function troubledTestsOfIntegrationJobs() {
  const unhealthy = await mockAnswers().searchTests({
    path: CHECKOUT_PATH,
    query: { pipeline_name: ['ci'], job_name: INTEGRATION_JOBS, health_status: ['flaky', 'broken'], per_page: 100 },
  });
  expect(unhealthy.links.next).toBeNull();
  const quarantined = (await mockAnswers().listQuarantines({ path: CHECKOUT_PATH, query: { per_page: 100 } })).data.quarantined_tests
    .filter((record) => record.branch === null || record.branch === 'main')
    .map((record) => record.test_name);
  const ofJobs = quarantined.length
    ? (
        await mockAnswers().searchTests({
          path: CHECKOUT_PATH,
          query: { pipeline_name: ['ci'], job_name: INTEGRATION_JOBS, test_name: quarantined, per_page: 100 },
        })
      ).data.tests
    : [];
  const names = new Set(
    [...unhealthy.data.tests, ...ofJobs.filter((test) => quarantined.includes(test.test_name))].map((test) => test.test_name),
  );
  return { unhealthy: unhealthy.data.tests.map((test) => test.test_name), all: [...names] };
}

test.describe('is it my change?', () => {
  test('from the overview: a test broken by another pull request is not yours', async ({ page }) => {
    test.slow(); // a cold start, then the page's many questions (every unhealthy test's history) on a busy machine
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
    await expect(card.getByRole('link', { name: brokenByPullRequest.testName })).toHaveAttribute(
      'href',
      `${REPO}/tests/${brokenByPullRequest.testId}`,
    );
  });

  test('the pull request that broke it finds the test and is told it is yours, beside its queue events', async ({ page }) => {
    test.slow(); // a cold start, then the page's many questions (every unhealthy test's history) on a busy machine
    const since = await brokenSince();
    const events = (
      await mockAnswers().getActivityLog({
        path: CHECKOUT_PATH,
        query: {
          pull_request: [culprit.number],
          event_type: CI_AND_QUEUE_TYPES,
          received_from: new Date(Date.parse(E2E_NOW) - 90 * DAY_MS).toISOString(),
          received_to: E2E_NOW,
          per_page: 100,
        },
      })
    ).data.events;

    await page.goto(`${REPO}/my-change?pull=${culprit.number}`);
    const named = page.getByRole('region', { name: `Tests #${culprit.number} is named in` });
    const card = testCard(named, brokenByPullRequest.testName);
    await expect(card.getByText('Yours', { exact: true })).toBeVisible({ timeout: 60_000 });
    // Dated by the episode's first failure and the merge (the mock's failures and activity log), not by the
    // transition's bucket boundary.
    const { firstFailure, mergedAt } = await episodeOf(brokenByPullRequest.testId, culprit.number);
    expect(Date.parse(firstFailure.first_failure_at)).toBeLessThanOrEqual(Date.parse(since));
    await expect(card).toContainText(
      `Yours: broken on the default branch since its first failure on ${utcMinute(firstFailure.first_failure_at)}, after your #${culprit.number} was merged on ${utcMinute(mergedAt)}`,
    );
    await expect(card.getByRole('link', { name: `First failure ${utcMinute(firstFailure.first_failure_at)}` })).toHaveAttribute(
      'href',
      `${REPO}/tests/${brokenByPullRequest.testId}/failures/${firstFailure.id}`,
    );
    await expect(card.getByRole('link', { name: `#${culprit.number} merged ${utcMinute(mergedAt)}` })).toHaveAttribute(
      'href',
      new RegExp(`^${REPO}/activity\\?.*pr=%5B${culprit.number}%5D`),
    );
    await expect(card).toContainText(
      `First failure on the default branch: ${utcMinute(firstFailure.first_failure_at)} with #${culprit.number}`,
    );
    // The health change it caused is dated by the same run, not by the day-wide bucket of its transition.
    await expect(card).toContainText(`Broken from its first failure on ${utcMinute(firstFailure.first_failure_at)} (#${culprit.number})`);
    await page.reload();
    await expect(card).toContainText(
      `since its first failure on ${utcMinute(firstFailure.first_failure_at)}, after your #${culprit.number} was merged on ${utcMinute(mergedAt)}`,
      {
        timeout: 60_000,
      },
    );

    const activity = page.getByRole('region', { name: `#${culprit.number} in CI and the merge queue` });
    await expect(activity.getByRole('listitem')).toHaveCount(events.length);
    // Oldest first (the API answers newest first).
    await expect(activity.getByRole('listitem').first()).toContainText(CI_AND_QUEUE_NAMES[events.at(-1)!.type]!);
    await expect(activity.getByRole('listitem').last()).toContainText(CI_AND_QUEUE_NAMES[events[0]!.type]!);
    await expect(activity.getByRole('link', { name: `All events of #${culprit.number} in the activity log` })).toBeVisible();
    await page.screenshot({ path: screenshotPath('my-change.png'), fullPage: true });
  });

  test('a pull request the queue failed twice: its failed checks, when, which attempt, and the unhealthy tests of that job', async ({
    page,
  }) => {
    test.slow(); // a cold start, then the page's many questions (every unhealthy test's history) on a busy machine
    const { number, runs } = await pullFailedTwiceOnIntegrationTests();
    const { unhealthy, all } = await troubledTestsOfIntegrationJobs();
    expect(unhealthy.length).toBeGreaterThan(0);
    const failed = runs
      .map((event, index) => ({ event, attempt: index + 1 }))
      .filter(({ event }) => event.type === 'action.queue.checks_end' && event.outcome === 'failure' && !event.metadata.aborted);

    await page.goto(`${REPO}/my-change?pull=${number}`);
    const section = page.getByRole('region', { name: `Failed checks of #${number} in the merge queue` });
    await expect(section).toBeVisible(COLD_START);
    await expect(section).toContainText(`${failed.length} of ${runs.length} checks runs of #${number} in the merge queue failed`);
    const items = section.getByRole('list', { name: `Failed checks runs of #${number}` }).getByRole('listitem');
    await expect(items).toHaveCount(failed.length);
    for (const [index, { event, attempt }] of failed.entries()) {
      if (event.type !== 'action.queue.checks_end') continue;
      const retry = event.metadata.retry_attempt;
      await expect(items.nth(index)).toContainText(
        `Ended ${dayAndTime(event.metadata.speculative_check_pull_request.checks_ended_at ?? event.received_at)}`,
      );
      await expect(items.nth(index)).toContainText(
        `Attempt ${attempt} of ${runs.length}${retry !== null && retry > 0 ? ` (queue retry ${retry})` : ''}: ${INTEGRATION_CHECK} (failure)`,
      );
    }

    // The check's jobs, matched by name and said so, and their tests: context, not a cause.
    const check = section.getByRole('region', { name: `${INTEGRATION_CHECK} failed in ${failed.length} runs` });
    await expect(check).toContainText(
      `Matched by name: jobs of pipeline ci named integration-tests or integration-tests (…) — ${INTEGRATION_JOBS.join(', ')}.`,
    );
    await expect(check).toContainText('Not named as the cause');
    const tests = check.getByRole('list', { name: 'Unhealthy or quarantined tests of ci/integration-tests' }).getByRole('listitem');
    await expect(tests).toHaveCount(all.length);
    for (const name of all) await expect(check.getByRole('link', { name, exact: true })).toBeVisible();
    // Flaky and broken is test search's opening view, which its URL leaves out; said or not, it is that view.
    const href =
      (await check.getByRole('link', { name: 'Flaky and broken tests of ci/integration-tests in test search' }).getAttribute('href')) ?? '';
    const { path, search } = routeOf(href);
    expect({ path, search: { health: ['flaky', 'broken'], ...search } }).toEqual({
      path: `${REPO}/tests`,
      search: { pipeline: ['ci'], job: INTEGRATION_JOBS, health: ['flaky', 'broken'] },
    });
    await page.screenshot({ path: screenshotPath('my-change-queue-checks.png'), fullPage: true });
  });

  test('a Vitest line pasted as the log shows it (mark, name, bare duration) is found', async ({ page }) => {
    test.slow(); // a cold start, then the page's many questions (every unhealthy test's history) on a busy machine
    await page.goto(`${REPO}/my-change`);
    const form = page.getByRole('form', { name: 'Is it my change?' });
    await form.getByLabel('Failing tests').fill(` × ${brokenByPullRequest.testName} 12ms\n`, { timeout: COLD_START.timeout });
    await form.getByRole('button', { name: 'Check' }).click();
    await expectRoute(page, `${REPO}/my-change`, { tests: [brokenByPullRequest.testName] });
    const card = testCard(page.getByRole('region', { name: 'Tests you pasted' }), brokenByPullRequest.testName);
    await expect(card.getByRole('link', { name: brokenByPullRequest.testName })).toHaveAttribute(
      'href',
      `${REPO}/tests/${brokenByPullRequest.testId}`,
      COLD_START,
    );
    await expect(page.getByText('Not found', { exact: true })).toHaveCount(0);
  });

  test('a past episode is dated by its merge and first failure; a first failure at the retention edge names no one', async ({ page }) => {
    // Several pages, each read twice (a reload, another window): more than one page's time, on a busy CPU too.
    test.slow();
    const { recovered, flaky } = FIXTURE_TESTS;
    const stockBreaker = FIXTURE_PULL_REQUESTS.breaksStockRelease;
    const { firstFailure, mergedAt } = await episodeOf(recovered.testId, stockBreaker.number);
    await page.goto(`${REPO}/my-change`);
    const form = page.getByRole('form', { name: 'Is it my change?' });
    await form.getByLabel('Pull request').fill(`#${stockBreaker.number}`, { timeout: COLD_START.timeout });
    await form.getByLabel('Failing tests').fill(recovered.testName);
    await form.getByRole('button', { name: 'Check' }).click();
    const card = testCard(page.getByRole('region', { name: 'Tests you pasted' }), recovered.testName);
    await expect(card).toContainText(
      `Yours: it broke on the default branch with #${stockBreaker.number} (merged ${utcMinute(mergedAt)}), first failing on ${utcMinute(firstFailure.first_failure_at)}; healthy again between `,
      { timeout: 60_000 },
    );
    await expect(card.getByRole('link', { name: `First failure ${utcMinute(firstFailure.first_failure_at)}` })).toHaveAttribute(
      'href',
      `${REPO}/tests/${recovered.testId}/failures/${firstFailure.id}`,
    );

    // Flaky from before the 30 days kept: the pull request of its first kept failure is no cause.
    const details = await mockAnswers().getTestDetails({ path: { ...CHECKOUT_PATH, test_id: flaky.testId } });
    const keptFrom = Date.parse(E2E_NOW) - (Date.parse(E2E_NOW) % 3_600_000) - 30 * DAY_MS;
    const oldPull = details.first_failure_pull!.number;
    await page.goto(`${REPO}/my-change`);
    await form.getByLabel('Pull request').fill(`#${oldPull}`, { timeout: COLD_START.timeout });
    await form.getByLabel('Failing tests').fill(flaky.testName);
    await form.getByRole('button', { name: 'Check' }).click();
    const flakyCard = testCard(page.getByRole('region', { name: 'Tests you pasted' }), flaky.testName);
    await expect(flakyCard).toContainText(
      `Already flaky on the default branch since at least ${utcDay(keptFrom)} (the first of the 30 days kept): not yours`,
      {
        timeout: 60_000,
      },
    );
    await expect(flakyCard.getByText('Not yours', { exact: true })).toBeVisible();
    await expect(flakyCard).toContainText(
      `Failing on the default branch since at least ${utcDay(keptFrom)} (the first of the 30 days kept)`,
    );
    await expect(flakyCard).not.toContainText(`with #${oldPull}`);
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
