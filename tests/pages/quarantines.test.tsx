// @vitest-environment jsdom
// The quarantines page as the app serves it: route schema, loader, table, filters and pagination,
// against the mock backend over its seeded store.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { repositoryPath } from '@/api/repository-path';
import { setUpMockApi } from '../mock-kit/mock-api';
import { renderAppPage } from '../mock-kit/render-app';
import { FIXTURE_QUARANTINES, REPOSITORIES, SEEDED_CHECKOUT_QUARANTINES } from '../../mocks/fixtures';

const { api } = setUpMockApi();
const checkout = { owner: REPOSITORIES.checkout.owner, repo: REPOSITORIES.checkout.name };
const PAGE = `/${checkout.owner}/${checkout.repo}/quarantines`;

afterEach(cleanup);

const table = () => screen.findByRole('table', { name: 'Quarantined tests' });
const bodyRows = (element: HTMLElement) => within(element).getAllByRole('row').slice(1);
const serverCount = async (query: { source?: 'auto' | 'manual'; branch?: string }) =>
  (await api.listQuarantines({ path: repositoryPath(checkout), query: { ...query, per_page: 100 } })).data.size;

describe('quarantines page', () => {
  it('lists every seeded quarantine on one page of 25, with nowhere to page to', async () => {
    renderAppPage(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Quarantines' })).toBeTruthy();
    expect(bodyRows(await table())).toHaveLength(SEEDED_CHECKOUT_QUARANTINES);
    expect(screen.getByText(`${SEEDED_CHECKOUT_QUARANTINES} quarantines on this page`)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('pages through 10 at a time with the API’s cursors, and back', async () => {
    const { history } = renderAppPage(`${PAGE}?per_page=10`);
    const firstPage = bodyRows(await table());
    expect(firstPage).toHaveLength(10);
    const firstRowText = firstPage[0]?.textContent;

    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    await waitFor(() =>
      expect(bodyRows(screen.getByRole('table', { name: 'Quarantined tests' }))).toHaveLength(SEEDED_CHECKOUT_QUARANTINES - 10),
    );
    expect(history.location.search).toMatch(/cursor=/);
    expect(history.location.search).toMatch(/per_page=10/);
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(screen.getByRole('link', { name: 'Previous page' }));
    await waitFor(() => expect(bodyRows(screen.getByRole('table', { name: 'Quarantined tests' }))).toHaveLength(10));
    expect(bodyRows(screen.getByRole('table', { name: 'Quarantined tests' }))[0]?.textContent).toBe(firstRowText);
  });

  it('reads its filters from the URL and lists what the server’s filters find', async () => {
    const { recoveredOnMain } = FIXTURE_QUARANTINES;
    if (recoveredOnMain.branch === null) throw new Error('the fixture is scoped to a branch');
    renderAppPage(`${PAGE}?source=${recoveredOnMain.source}&branch=${recoveredOnMain.branch}`);
    const rows = bodyRows(await table());
    expect(rows).toHaveLength(await serverCount({ source: recoveredOnMain.source, branch: recoveredOnMain.branch }));
    expect(rows.some((row) => row.textContent?.includes(recoveredOnMain.testName))).toBe(true);
  });

  it('says so when a filter matches nothing, and offers to clear it', async () => {
    // A branch of its own still lists the all-branches quarantines; a test with none matches nothing.
    renderAppPage(`${PAGE}?test_id=00000000-0000-4000-8000-000000000000`);
    expect(await screen.findByText('No quarantine matches these filters')).toBeTruthy();
    expect(screen.getByText('No rows on this page')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Clear filters' }));
    expect(bodyRows(await table())).toHaveLength(SEEDED_CHECKOUT_QUARANTINES);
  });
});
