import { QueryClient } from '@tanstack/react-query';
import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { loadRepositoryPage, loadResourcePage } from './load-repository-page';

const repo = { owner: 'acme', repo: 'checkout' };
const apiError = (status: number, message: string) =>
  new ApiError({ kind: 'http', status, detail: message, bodyText: null, retryAfterSeconds: null, method: 'GET', url: '/v1', message });
const listKey = ['repos', 'acme', 'checkout', 'quarantines', 'list'] as const;

/** A prefetch that answers only when told to. */
function heldPrefetch() {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  return { prefetch: () => answered, answer };
}

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('loadRepositoryPage', () => {
  it('waits for the data when the page is entered', async () => {
    const queryClient = new QueryClient();
    const held = heldPrefetch();
    const loading = loadRepositoryPage({ queryClient, repo, cause: 'enter', prefetch: held.prefetch, notFoundFrom: [] });
    expect(await settled(loading)).toBe(false);
    held.answer();
    await loading;
  });

  it('does not wait on a change of filter in a repository already seen (the filters stay on screen)', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(listKey, { quarantined_tests: [] });
    const held = heldPrefetch();
    const loading = loadRepositoryPage({ queryClient, repo, cause: 'stay', prefetch: held.prefetch, notFoundFrom: [] });
    expect(await settled(loading)).toBe(true);
  });

  it('waits on a change of filter when nothing of the repository is known yet', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['repos', 'acme', 'docs-site', 'quarantines', 'list'], {});
    const held = heldPrefetch();
    const loading = loadRepositoryPage({ queryClient, repo, cause: 'stay', prefetch: held.prefetch, notFoundFrom: [] });
    expect(await settled(loading)).toBe(false);
    held.answer();
    await loading;
  });

  it('looks for what an owner’s page has seen under the owner, whichever repository it is opened from', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['owners', 'acme', 'ci-runners', 'listing'], {});
    const seen = heldPrefetch();
    const known = loadRepositoryPage({
      queryClient,
      repo,
      cause: 'stay',
      prefetch: seen.prefetch,
      notFoundFrom: [],
      scope: ['owners', 'acme'],
    });
    expect(await settled(known)).toBe(true);
    const unseen = heldPrefetch();
    const other = loadRepositoryPage({
      queryClient,
      repo,
      cause: 'stay',
      prefetch: unseen.prefetch,
      notFoundFrom: [],
      scope: ['owners', 'globex'],
    });
    expect(await settled(other)).toBe(false);
    unseen.answer();
    await other;
  });

  it('does not wait when the page draws before its answers, even on entering it', async () => {
    const queryClient = new QueryClient();
    const held = heldPrefetch();
    const loading = loadRepositoryPage({ queryClient, repo, cause: 'enter', prefetch: held.prefetch, drawsBeforeAnswers: true });
    expect(await settled(loading)).toBe(true);
  });

  it('turns a 404 of a listed query into the router’s not-found, with the API’s message', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const notFound = apiError(404, 'Repository not found');
    const prefetch = () => queryClient.prefetchQuery({ queryKey: listKey, queryFn: () => Promise.reject(notFound) });
    const error = await loadRepositoryPage({ queryClient, repo, cause: 'enter', prefetch, notFoundFrom: [listKey] }).catch(
      (thrown: unknown) => thrown,
    );
    expect(isNotFound(error)).toBe(true);
    expect(error).toMatchObject({ data: notFound.message });
  });
});

describe('loadResourcePage', () => {
  it('turns the resource’s 404 into not-found and lets any other error through', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const missing = await loadResourcePage(queryClient, {
      queryKey: ['repos', 'acme', 'checkout', 'tests', 'gone'],
      queryFn: () => Promise.reject(apiError(404, 'Test not found')),
    }).catch((thrown: unknown) => thrown);
    expect(isNotFound(missing)).toBe(true);
    const forbidden = apiError(403, 'Forbidden');
    const refused = await loadResourcePage(queryClient, {
      queryKey: ['repos', 'acme', 'checkout', 'tests', 'secret'],
      queryFn: () => Promise.reject(forbidden),
    }).catch((thrown: unknown) => thrown);
    expect(refused).toBe(forbidden);
  });
});
