import { FIXTURE_TESTS } from '../mocks/fixtures';
import { COLD_START, expect, test } from './support/app-test';
import { CHECKOUT_PATH, mockAnswers } from './support/mock-answers';
import { WINDOWS } from './support/test-detail-answers';
import { routeOf } from './support/url-state';

/*
 * Failures that read well, on the seeded mock at E2E_NOW: a failure group's latest events with identical
 * stack traces shown once with their count, and several tests failing the same way said so. Every count
 * and name is the mock's own answer.
 */

const REPO = '/acme/checkout';
const { brokenByPullRequest } = FIXTURE_TESTS;

/** "1,204": a count as en-US writes it. */
const count = (value: number) => value.toLocaleString('en-US');
/** The health labels as the screen writes them. */
const HEALTH_WORDS: Record<string, string> = { healthy: 'Healthy', flaky: 'Flaky', broken: 'Broken' };
/** "Nov 23": a day as the page writes it (the journeys' browser runs in UTC). */
const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "expected 8306 to be 8307 // Object.is equality" → "expected # to be # // Object.is equality". */
const maskNumbers = (message: string) => message.replace(/\d+/g, '#');

test.describe('failures that read well', () => {
  test('a failure group shows each distinct stack trace once, with every occurrence under it', async ({ page }) => {
    const failure = await mockAnswers().getTestFailure({
      path: { ...CHECKOUT_PATH, test_id: brokenByPullRequest.testId, failure_id: brokenByPullRequest.failureId },
    });
    const traces = [...new Set(failure.latest_events.map((event) => event.exception_stacktrace))];
    const latest = failure.latest_events[0]!;
    const sameAsLatest = failure.latest_events.filter((event) => event.exception_stacktrace === latest.exception_stacktrace);
    // The scripted broken test fails the same way every time: its events collapse.
    expect(sameAsLatest.length).toBeGreaterThan(1);

    await page.goto(`${REPO}/tests/${brokenByPullRequest.testId}/failures/${brokenByPullRequest.failureId}`);
    // The page says how many of the group's failures the API lists, and why not all of them.
    const listed = failure.latest_events.length;
    expect(failure.failure_count).toBeGreaterThan(listed);
    await expect(page.getByRole('heading', { name: `Latest ${listed} of ${count(failure.failure_count)} failures` })).toBeVisible(
      COLD_START,
    );
    await expect(page.getByText(`The API keeps the latest ${listed} events of a failure group`)).toHaveText(
      `The API keeps the latest ${listed} events of a failure group: this group failed ${count(failure.failure_count)} times ` +
        `from ${day(failure.first_failure_at)} to ${day(failure.last_failure_at)}, so the ${count(failure.failure_count - listed)} older ones ` +
        'are counted above but not listed.',
    );
    // The commit is said once (the API names only the test's first failure's), never "not known" per row.
    const details = await mockAnswers().getTestDetails({ path: { ...CHECKOUT_PATH, test_id: brokenByPullRequest.testId } });
    const firstListed = failure.latest_events.some((event) => Date.parse(event.failed_at) === Date.parse(details.first_failure_at!));
    expect(firstListed).toBe(false);
    await expect(
      page.getByText('The API names no commit for an event: only the test’s first failure has one, and it is not among these events.'),
    ).toBeVisible();
    await expect(page.getByText('not known')).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Commit' })).toHaveCount(0);
    await expect(page.getByText(traces.length === 1 ? '1 distinct stack trace' : `${traces.length} distinct stack traces`)).toBeVisible();
    const group = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: `Stack trace 1: seen ${sameAsLatest.length} times`, exact: true }) });
    await expect(group.getByText(`×${sameAsLatest.length}`, { exact: true })).toBeVisible();
    await expect(group.getByLabel('Stack trace 1', { exact: true })).toHaveText(latest.exception_stacktrace!, { useInnerText: true });
    const occurrences = group.getByRole('table', { name: 'Occurrences of stack trace 1' });
    await expect(occurrences.getByRole('row')).toHaveCount(sameAsLatest.length + 1);
    await expect(occurrences.getByRole('link', { name: 'Open the CI job' })).toHaveCount(
      sameAsLatest.filter((event) => event.job_url).length,
    );
  });

  test('tests on screen that fail the same way are named together', async ({ page }) => {
    // Other unhealthy tests whose failure reads like the broken test's once its numbers are masked.
    const cart = await mockAnswers().listTestFailures({ path: { ...CHECKOUT_PATH, test_id: brokenByPullRequest.testId } });
    const shape = maskNumbers(cart.failures[0]!.exception_message);
    const unhealthy = await mockAnswers().searchTests({
      path: CHECKOUT_PATH,
      query: { health_status: ['flaky', 'broken'], per_page: 100 },
    });
    const alike: string[] = [];
    for (const name of new Set(unhealthy.data.tests.map((row) => row.test_name))) {
      if (name === brokenByPullRequest.testName || alike.length === 2) continue;
      const id = unhealthy.data.tests.find((row) => row.test_name === name)!.test_id;
      const { failures } = await mockAnswers().listTestFailures({ path: { ...CHECKOUT_PATH, test_id: id } });
      if (failures.some((group) => group.exception_type === 'AssertionError' && maskNumbers(group.exception_message) === shape))
        alike.push(name);
    }
    expect(alike).toHaveLength(2);

    const names = [brokenByPullRequest.testName, ...alike];
    await page.goto(`${REPO}/my-change?tests=${encodeURIComponent(JSON.stringify(names))}`);
    const section = page.getByRole('region', { name: 'Failures these tests share' });
    const shared = section.getByRole('article', { name: '3 tests share this failure: AssertionError' });
    await expect(shared).toBeVisible({ timeout: 60_000 });
    for (const name of names) await expect(shared.getByRole('link', { name })).toBeVisible();
  });
});

test.describe('identities', () => {
  test('the test page names the identities a test ran under and switches between them', async ({ page }) => {
    const { multiIdentity } = FIXTURE_TESTS;
    const executions = (
      await mockAnswers().listTestExecutions({
        path: { ...CHECKOUT_PATH, test_id: multiIdentity.testId },
        query: { ...WINDOWS['30d'], per_page: 100 },
      })
    ).data.executions;
    const search = (await mockAnswers().searchTests({ path: CHECKOUT_PATH, query: { test_name: [multiIdentity.testName], per_page: 100 } }))
      .data.tests;
    expect(executions).toHaveLength(multiIdentity.identities.length);
    const label = (row: { pipeline_name: string; job_name: string }) => `${row.pipeline_name} / ${row.job_name}`;
    const facts = (row: (typeof executions)[number]) => {
      const health = search.find((result) => label(result) === label(row))!.metrics.health_status;
      return `Under ${label(row)}: ${count(row.executions_count)} executions in the last 30 days· health here${HEALTH_WORDS[health]}`;
    };

    await page.goto(`${REPO}/tests/${multiIdentity.testId}`);
    await page.getByRole('button', { name: 'Show the pipelines and jobs it ran under' }).click(COLD_START);
    const section = page.getByRole('region', { name: `Ran under ${executions.length} identities` });
    await expect(section).toBeVisible(COLD_START);
    // The busiest identity first.
    await expect(section.getByRole('radio', { name: label(executions[0]!) })).toBeChecked();
    await expect(section).toContainText(facts(executions[0]!));

    const last = executions.at(-1)!;
    await section.getByText(label(last), { exact: true }).click();
    await expect(section.getByRole('radio', { name: label(last) })).toBeChecked();
    await expect(section).toContainText(facts(last));
    await expect.poll(() => routeOf(page.url()).search).toMatchObject({ pipeline: last.pipeline_name, job: last.job_name });
    // A shared link opens on the identity it names.
    await page.reload();
    await expect(
      page.getByRole('region', { name: `Ran under ${executions.length} identities` }).getByRole('radio', { name: label(last) }),
    ).toBeChecked(COLD_START);
  });
});
