// @vitest-environment jsdom
// Bulk release on the quarantines page: one DELETE per selected row, released rows leave the table,
// and a row the API refuses stays, with the API's reason beside it.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory } from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { InsightsApp } from '@/app/insights-app';
import { repositoryPath } from '@/api/repository-path';
import { MOCK_API_BASE, setUpMockApi } from '../mock-kit/mock-api';
import { DEMO_CREDENTIALS, REPOSITORIES, SEEDED_CHECKOUT_QUARANTINES } from '../../mocks/fixtures';
import { QUARANTINE_URL } from '../quarantine-kit/checkout-quarantines';

const { api, mock } = setUpMockApi({ fresh: true });
const checkout = { owner: REPOSITORIES.checkout.owner, repo: REPOSITORIES.checkout.name };
const PAGE = `/${checkout.owner}/${checkout.repo}/quarantines`;

afterEach(() => {
  cleanup();
  mock.server.resetHandlers();
});

const table = () => screen.findByRole('table', { name: 'Quarantined tests' });
const bodyRows = (element: HTMLElement) => within(element).getAllByRole('row').slice(1);
const scopeOf = (branch: string | null) => (branch === null ? 'every branch' : `branch ${branch}`);

describe('bulk release', () => {
  it('releases the selected rows one DELETE each and reports a refused one in its row', async () => {
    const listed = (await api.listQuarantines({ path: repositoryPath(checkout), query: { per_page: 25 } })).data.quarantined_tests;
    const [first, refused, third] = listed;
    if (!first || !refused || !third) throw new Error('the seed has fewer than three quarantines');
    mock.server.use(
      http.delete(QUARANTINE_URL, ({ params }) =>
        // Any other id falls through to the mock's own handler.
        params.quarantine_id === refused.id ? HttpResponse.json({ detail: 'Quarantine is locked by policy' }, { status: 403 }) : undefined,
      ),
    );
    const user = userEvent.setup();
    render(
      <InsightsApp
        history={createMemoryHistory({ initialEntries: [PAGE] })}
        api={{ baseUrl: MOCK_API_BASE, token: DEMO_CREDENTIALS.adminKey }}
        settingsStorage={null}
      />,
    );
    expect(bodyRows(await table())).toHaveLength(SEEDED_CHECKOUT_QUARANTINES);

    for (const quarantine of [first, refused, third]) {
      await user.click(screen.getByRole('checkbox', { name: `Select ${quarantine.test_name} (${scopeOf(quarantine.branch)})` }));
    }
    expect(screen.getByText('3 selected')).toBeTruthy();
    // Some rows picked, not all: the header's box says so.
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select every row' }).indeterminate).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Release selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release 3 quarantines?' });
    await user.click(within(dialog).getByRole('button', { name: 'Release 3' }));

    expect(await screen.findByText('2 released, 1 not released', {}, { timeout: 15_000 })).toBeTruthy();
    await waitFor(() =>
      expect(bodyRows(screen.getByRole('table', { name: 'Quarantined tests' }))).toHaveLength(SEEDED_CHECKOUT_QUARANTINES - 2),
    );
    const rows = bodyRows(screen.getByRole('table', { name: 'Quarantined tests' }));
    const refusedRow = rows.find((row) => row.textContent?.includes(refused.test_name));
    // The row says why in the words of every 403 (what the credential lacks) and quotes the service.
    expect(refusedRow?.textContent).toContain('Not released: Your credential may not do this: it has no access to this repository.');
    expect(refusedRow?.textContent).toContain('The API said: “Quarantine is locked by policy”');
    // What failed stays selected, for another try.
    expect(screen.getByText('1 selected')).toBeTruthy();
    const remaining = (await api.listQuarantines({ path: repositoryPath(checkout), query: { per_page: 100 } })).data.quarantined_tests.map(
      (q) => q.id,
    );
    expect(remaining).toContain(refused.id);
    expect(remaining).not.toContain(first.id);
    expect(remaining).not.toContain(third.id);
  }, 60_000);
});
