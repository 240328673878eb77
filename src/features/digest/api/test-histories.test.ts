import { hashKey, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { setUpMockApi } from '../../../../tests/mock-kit/mock-api';
import { REPOSITORIES } from '../../../../mocks/fixtures';
import { digestWeek } from '../lib/digest-week';
import { digestQueries, fortnightWindow } from './digest-queries';

const { mock, api } = setUpMockApi();
const repo = { owner: REPOSITORIES.checkout.owner, repo: REPOSITORIES.checkout.name };

describe('the digest’s scan of every test’s health', () => {
  it('says how many tests it has read as each answer comes, up to every test', async () => {
    const weeks = digestWeek(undefined, mock.backend.context.clock.now());
    const window = fortnightWindow(weeks.baseline, weeks.current);
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    const seen: { done: number; of: number }[] = [];
    const progress = hashKey(digestQueries.scanned(repo, window).queryKey);
    client.getQueryCache().subscribe(({ type, query }) => {
      if (type === 'updated' && query.queryHash === progress) seen.push(query.state.data as { done: number; of: number });
    });
    const { histories } = await client.fetchQuery(digestQueries.testHistories(api, repo, window));

    expect(histories.length).toBeGreaterThan(100);
    expect(seen.map((progress) => progress.done)).toEqual(histories.map((_, index) => index + 1));
    expect(new Set(seen.map((progress) => progress.of))).toEqual(new Set([histories.length]));
  }, 120_000);
});
