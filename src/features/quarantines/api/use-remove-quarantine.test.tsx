// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@/api/client';
import { ApiClientProvider } from '@/lib/api-client-context';
import { repositoryQueryKey } from '@/lib/query-keys';
import { fakeApiClient, httpError, quarantineFixture, quarantinePage } from '../testing/fake-api';
import type { AllQuarantines } from './fetch-all-quarantines';
import { quarantineQueries, type QuarantineListFilters } from './quarantine-queries';
import { useRemoveQuarantine } from './use-remove-quarantine';

const repo = { owner: 'acme', repo: 'checkout' };
const first = quarantineFixture({ id: '1', branch: 'main' });
const second = quarantineFixture({ id: '2' });
const third = quarantineFixture({ id: '3', source: 'auto' });

const tableFilters: QuarantineListFilters = { perPage: 25 };
const panelFilters: QuarantineListFilters = { testId: first.test_id, perPage: 10 };
const activityKey = [...repositoryQueryKey(repo), 'activity', 'list', {}];

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(api: ApiClient) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const listKey = quarantineQueries.list(api, repo, tableFilters).queryKey;
  const panelKey = quarantineQueries.list(api, repo, panelFilters).queryKey;
  const summaryKey = quarantineQueries.summaryKey(repo);
  queryClient.setQueryData(listKey, quarantinePage([first, second, third], 25));
  queryClient.setQueryData(panelKey, quarantinePage([first], 10));
  queryClient.setQueryData(summaryKey, { quarantines: [first, second, third], truncated: false });
  queryClient.setQueryData(activityKey, { events: [] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={api}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
  const hook = renderHook(() => useRemoveQuarantine(repo), { wrapper });
  const ids = () => ({
    table: queryClient.getQueryData(listKey)?.data.quarantined_tests.map((quarantine) => quarantine.id),
    tableSize: queryClient.getQueryData(listKey)?.data.size,
    panel: queryClient.getQueryData(panelKey)?.data.quarantined_tests.map((quarantine) => quarantine.id),
    summary: queryClient.getQueryData<AllQuarantines>(summaryKey)?.quarantines.map((quarantine) => quarantine.id),
  });
  return { queryClient, hook, ids, listKey, summaryKey };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useRemoveQuarantine', () => {
  it('takes the row out of every cached view at once, before the server answers', async () => {
    const answer = deferred();
    const api = fakeApiClient({ deleteQuarantine: () => answer.promise });
    const { hook, ids } = setup(api);

    act(() => hook.result.current.mutate(first));
    await waitFor(() => expect(ids()).toEqual({ table: ['2', '3'], tableSize: 2, panel: [], summary: ['2', '3'] }));

    await act(async () => answer.resolve());
    await waitFor(() => expect(hook.result.current.isSuccess).toBe(true));
    expect(ids().table).toEqual(['2', '3']);
  });

  it('puts the row back everywhere and tells why when the server refuses', async () => {
    const show = vi.spyOn(notifications, 'show');
    const answer = deferred();
    const api = fakeApiClient({ deleteQuarantine: () => answer.promise });
    const { hook, ids } = setup(api);
    const before = ids();

    act(() => hook.result.current.mutate(first));
    await waitFor(() => expect(ids().table).toEqual(['2', '3']));

    await act(async () => answer.reject(httpError(403, 'Forbidden', 'Your credential may not do this (Forbidden).')));
    await waitFor(() => expect(hook.result.current.isError).toBe(true));

    expect(ids()).toEqual(before);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        color: 'red',
        title: `Could not release ${first.test_name} (branch main)`,
        message: 'Your credential may not do this (Forbidden).',
      }),
    );
  });

  it('treats 404 (already removed) as done: no rollback, views refreshed', async () => {
    const show = vi.spyOn(notifications, 'show');
    const api = fakeApiClient({ deleteQuarantine: () => Promise.reject(httpError(404, 'Quarantine not found')) });
    const { hook, ids, queryClient, listKey } = setup(api);

    act(() => hook.result.current.mutate(second));
    await waitFor(() => expect(hook.result.current.isSuccess).toBe(true));

    expect(ids().table).toEqual(['1', '3']);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Quarantine released' }));
    // Every quarantine view and the activity log are marked for refetch.
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(activityKey)?.isInvalidated).toBe(true);
  });

  it('cancels an in-flight list fetch so its late answer cannot bring the row back', async () => {
    const slowPage = deferred();
    const api = fakeApiClient({
      deleteQuarantine: () => new Promise(() => {}),
      listQuarantines: async () => {
        await slowPage.promise;
        return quarantinePage([first, second, third], 25);
      },
    });
    const { hook, ids, queryClient } = setup(api);
    const refetch = queryClient.fetchQuery({ ...quarantineQueries.list(api, repo, tableFilters), staleTime: 0 });

    act(() => hook.result.current.mutate(first));
    await waitFor(() => expect(ids().table).toEqual(['2', '3']));
    slowPage.resolve();
    // Cancelled with revert: the fetch settles on what the cache held, and its own answer is dropped.
    await refetch.catch(() => undefined);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(ids().table).toEqual(['2', '3']);
  });
});
