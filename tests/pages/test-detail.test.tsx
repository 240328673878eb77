// @vitest-environment jsdom
// The test page as the app serves it: the parent route's details, this route's loader (the selected
// tab and the test's quarantines), the executions table's sort and cursor pages, against the mock.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { setUpMockApi } from '../mock-kit/mock-api';
import { renderAppPage } from '../mock-kit/render-app';
import { FIXTURE_NOW, FIXTURE_QUARANTINES, FIXTURE_TESTS, REPOSITORIES } from '../../mocks/fixtures';

const { mock } = setUpMockApi();
const { owner, name: repo } = REPOSITORIES.checkout;
const testPage = (testId: string, search = '') => `/${owner}/${repo}/tests/${testId}${search}`;
/** The week before the mock's clock, as an absolute window: the page then asks for the demo's own runs. */
const LAST_WEEK = `start=${new Date(Date.parse(FIXTURE_NOW) - 7 * 24 * 3_600_000).toISOString()}&end=${FIXTURE_NOW}`;

afterEach(cleanup);

/** A busy machine renders a lazy panel and answers its requests well after findBy's default second. */
const SLOW = { timeout: 10_000 };
const executionsTable = () => screen.findByRole('table', { name: 'Pipelines and jobs this test ran under' }, SLOW);
const jobsShown = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[1]?.textContent);

describe('test page', () => {
  const multi = FIXTURE_TESTS.multiIdentity;

  it('asks for the kept history the header reads beside the details, not once they arrive', async () => {
    const flaky = FIXTURE_TESTS.flaky;
    let answerDetails: () => void = () => {};
    const detailsHeld = new Promise<void>((resolve) => (answerDetails = resolve));
    const windowsAsked: string[] = [];
    mock.server.use(
      http.get('*/v1/ci/:owner/repositories/:repository/tests/:testId', async () => {
        await detailsHeld;
        return undefined; // on to the mock's own handler
      }),
      http.get('*/v1/ci/:owner/repositories/:repository/tests/:testId/health-transitions', ({ request }) => {
        const { searchParams } = new URL(request.url);
        windowsAsked.push(`${searchParams.get('start')} → ${searchParams.get('end')}`);
        return undefined;
      }),
    );
    renderAppPage(testPage(flaky.testId));
    // The statistics tab's week and the header's 30 days, both while the details are still on their way.
    await waitFor(() => expect(windowsAsked).toHaveLength(2), SLOW);
    answerDetails();
    expect(await screen.findByRole('heading', { level: 1, name: flaky.testName }, SLOW)).toBeTruthy();
    await waitFor(() => expect(screen.queryByLabelText('Checking where the kept history starts')).toBeNull(), SLOW);
    expect(windowsAsked).toHaveLength(2);
  });
  const jobsByName = multi.identities.map((identity) => identity.jobName).sort((a, b) => a.localeCompare(b));

  it('sorts the executions by a column and pages through them with the API’s cursors', async () => {
    const { history } = renderAppPage(testPage(multi.testId, `?tab=executions&${LAST_WEEK}&per_page=2`));
    expect(await screen.findByRole('heading', { level: 1, name: multi.testName }, SLOW)).toBeTruthy();
    await executionsTable();

    await userEvent.click(screen.getByRole('link', { name: 'Job' }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Job/ }).getAttribute('aria-sort')).toBe('ascending'), SLOW);
    expect(jobsShown(await executionsTable())).toEqual(jobsByName.slice(0, 2));
    const sizes = screen.getByLabelText('Rows per page') as HTMLSelectElement;
    expect(sizes.value).toBe('2');
    expect([...sizes.options].map((option) => option.value)).toEqual(['2', '10', '25', '50', '100']);
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    await waitFor(async () => expect(jobsShown(await executionsTable())).toEqual(jobsByName.slice(2)), SLOW);
    expect(history.location.search).toMatch(/cursor=/);
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(screen.getByRole('link', { name: 'Previous page' }));
    await waitFor(async () => expect(jobsShown(await executionsTable())).toEqual(jobsByName.slice(0, 2)), SLOW);
  });

  it('flips the sorted column, and starts the count column largest first', async () => {
    renderAppPage(testPage(multi.testId, `?tab=executions&${LAST_WEEK}&sort=job_name&direction=asc`));
    await executionsTable();
    await userEvent.click(screen.getByRole('link', { name: 'Job' }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Job/ }).getAttribute('aria-sort')).toBe('descending'), SLOW);
    await userEvent.click(screen.getByRole('link', { name: 'Executions' }));
    await waitFor(
      () => expect(screen.getByRole('columnheader', { name: /Executions/ }).getAttribute('aria-sort')).toBe('descending'),
      SLOW,
    );
  });

  it('says when a page link no longer applies and leads back to the first page', async () => {
    const { history } = renderAppPage(testPage(multi.testId, `?tab=executions&${LAST_WEEK}&per_page=2&cursor=stale`));
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(within(alert).getByText('This page link no longer applies')).toBeTruthy();
    await userEvent.click(within(alert).getByRole('link', { name: 'Go to the first page' }));
    expect(jobsShown(await executionsTable())).toHaveLength(2);
    expect(history.location.search).not.toMatch(/cursor=/);
  });

  it('shows the quarantine status the loader fetched, leading to the Quarantine tab', async () => {
    const quarantine = FIXTURE_QUARANTINES.recoveredOnMain;
    renderAppPage(testPage(quarantine.testId));
    await userEvent.click(await screen.findByRole('link', { name: `Quarantined on ${quarantine.branch}` }, SLOW));
    const panel = await screen.findByRole('table', { name: `Quarantines of ${quarantine.testName}` }, SLOW);
    expect(within(panel).getByText(quarantine.reason)).toBeTruthy();
  });

  it('is a not-found page for a test id the API does not know', async () => {
    renderAppPage(testPage('00000000-0000-4000-8000-000000000000'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Test not found' }, SLOW)).toBeTruthy();
  });
});
