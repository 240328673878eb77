// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '@/api/api-error';
import { repositoryPath } from '@/api/repository-path';
import { ApiClientProvider } from '@/lib/api-client-context';
import { quarantineAffectedKeys } from '@/lib/query-keys';
import { setUpMockApi } from '../../../../tests/mock-kit/mock-api';
import { FIXTURE_QUARANTINES, SEEDED_CHECKOUT_QUARANTINES } from '../../../../mocks/fixtures';
import { CHECKOUT, gate, QUARANTINE_URL, QUARANTINES_URL, refusal } from '../../../../tests/quarantine-kit/checkout-quarantines';
import { quarantineQueries, type AllQuarantines, type QuarantineListFilters } from '@/queries/quarantines';
import { useRemoveQuarantine } from './use-remove-quarantine';

const { mock, api } = setUpMockApi({ fresh: true });

const released = FIXTURE_QUARANTINES.recoveredOnMain;
const tableFilters: QuarantineListFilters = { perPage: 25 };
/** The activity log shows quarantine events, so a removal must refresh it too. */
const activityKey = [...quarantineAffectedKeys(CHECKOUT)[1], 'log'];

afterEach(() => {
  mock.server.resetHandlers();
  vi.restoreAllMocks();
});

/** The views a removal touches, loaded from the mock as the pages load them, and the hook under test. */
async function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const list = quarantineQueries.list(api, CHECKOUT, tableFilters);
  const panel = quarantineQueries.forTest(api, CHECKOUT, released.testId);
  const summary = quarantineQueries.summary(api, CHECKOUT);
  await Promise.all([
    queryClient.fetchQuery(list),
    queryClient.fetchQuery(panel),
    queryClient.fetchQuery(summary),
    queryClient.fetchQuery({ queryKey: activityKey, queryFn: () => api.getActivityLog({ path: repositoryPath(CHECKOUT) }) }),
  ]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider value={api}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
  const hook = renderHook(() => useRemoveQuarantine(CHECKOUT), { wrapper });
  const views = () => ({
    table: queryClient.getQueryData(list.queryKey)?.data.quarantined_tests.map((quarantine) => quarantine.id),
    tableSize: queryClient.getQueryData(list.queryKey)?.data.size,
    panel: queryClient.getQueryData(panel.queryKey)?.data.quarantined_tests.map((quarantine) => quarantine.id),
    summary: queryClient.getQueryData<AllQuarantines>(summary.queryKey)?.quarantines.map((quarantine) => quarantine.id),
  });
  const quarantine = queryClient.getQueryData(list.queryKey)?.data.quarantined_tests.find((row) => row.id === released.id);
  if (quarantine === undefined) throw new Error('the fixture quarantine is on the first page');
  return { queryClient, hook, views, quarantine, listKey: list.queryKey };
}

const isOnServer = async (quarantineId: string) => {
  const answer = await api
    .getQuarantine({ path: { ...repositoryPath(CHECKOUT), quarantine_id: quarantineId } })
    .catch((error: unknown) => error);
  if (isApiError(answer) && answer.status === 404) return false;
  if (answer instanceof Error) throw answer;
  return true;
};

describe('useRemoveQuarantine', () => {
  it('takes the row out of every cached view at once, before the server answers', async () => {
    const answer = gate();
    // Hold the DELETE back, then let the mock's own handler answer it.
    mock.server.use(http.delete(QUARANTINE_URL, () => answer.promise.then(() => undefined)));
    const { hook, views, quarantine } = await setup();
    const before = views();
    expect(before.table).toHaveLength(SEEDED_CHECKOUT_QUARANTINES);
    expect(before.panel).toContain(released.id);

    act(() => hook.result.current.mutate(quarantine));
    const without = (ids: string[] | undefined) => ids?.filter((id) => id !== released.id);
    await waitFor(() =>
      expect(views()).toEqual({
        table: without(before.table),
        tableSize: SEEDED_CHECKOUT_QUARANTINES - 1,
        panel: without(before.panel),
        summary: without(before.summary),
      }),
    );
    expect(await isOnServer(released.id)).toBe(true);

    await act(async () => answer.open());
    await waitFor(() => expect(hook.result.current.isSuccess).toBe(true));
    expect(views().table).toEqual(without(before.table));
    expect(await isOnServer(released.id)).toBe(false);
  });

  it('puts the row back everywhere and tells why when the server refuses', async () => {
    const show = vi.spyOn(notifications, 'show');
    const answer = gate();
    mock.server.use(
      http.delete(QUARANTINE_URL, async () => {
        await answer.promise;
        return HttpResponse.json({ detail: 'This credential cannot release quarantines' }, { status: 403 });
      }),
    );
    const { hook, views, quarantine } = await setup();
    const before = views();

    act(() => hook.result.current.mutate(quarantine));
    await waitFor(() => expect(views().table).not.toContain(released.id));

    await act(async () => answer.open());
    await waitFor(() => expect(hook.result.current.isError).toBe(true));

    expect(views()).toEqual(before);
    // The toast's code loads on first use, so it is shown a moment after the error settles.
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({
          color: 'red',
          title: `Could not release ${released.testName} (branch ${released.branch})`,
          message: hook.result.current.error?.message,
        }),
      ),
    );
    expect(hook.result.current.error?.message).toContain('This credential cannot release quarantines');
    expect(await isOnServer(released.id)).toBe(true);
  });

  it('treats 404 (already removed, e.g. in another tab) as done: no rollback, views refreshed', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { hook, views, quarantine, queryClient, listKey } = await setup();
    await api.deleteQuarantine({ path: { ...repositoryPath(CHECKOUT), quarantine_id: released.id } });
    expect(await refusal(api.deleteQuarantine({ path: { ...repositoryPath(CHECKOUT), quarantine_id: released.id } }))).toMatchObject({
      status: 404,
    });

    act(() => hook.result.current.mutate(quarantine));
    await waitFor(() => expect(hook.result.current.isSuccess).toBe(true));

    expect(views().table).not.toContain(released.id);
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Quarantine released' })));
    // Every quarantine view and the activity log are marked for refetch.
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(activityKey)?.isInvalidated).toBe(true);
  });

  it('cancels an in-flight list fetch so its late answer cannot bring the row back', async () => {
    const { hook, views, quarantine, queryClient } = await setup();
    const slowList = gate();
    const slowDelete = gate();
    mock.server.use(
      http.get(QUARANTINES_URL, () => slowList.promise.then(() => undefined)),
      http.delete(QUARANTINE_URL, () => slowDelete.promise.then(() => undefined)),
    );
    // A refetch of the table, still on its way when the removal starts; the mock will answer it with the row.
    const refetch = queryClient.fetchQuery({ ...quarantineQueries.list(api, CHECKOUT, tableFilters), staleTime: 0 });

    act(() => hook.result.current.mutate(quarantine));
    await waitFor(() => expect(views().table).not.toContain(released.id));
    slowList.open();
    // Cancelled with revert: the fetch settles on what the cache held, and its own answer is dropped.
    await refetch.catch(() => undefined);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(views().table).not.toContain(released.id);

    await act(async () => slowDelete.open());
    await waitFor(() => expect(hook.result.current.isSuccess).toBe(true));
  });
});
