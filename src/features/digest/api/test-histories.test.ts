import { hashKey, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { setUpMockApi } from '../../../../tests/mock-kit/mock-api';
import { REPOSITORIES } from '../../../../mocks/fixtures';
import { digestWeek } from '../lib/digest-week';
import { digestQueries, fortnightWindow } from './digest-queries';

const { mock, api } = setUpMockApi();
const repo = { owner: REPOSITORIES.checkout.owner, repo: REPOSITORIES.checkout.name };

describe('the digest’s scan of every test’s health', () => {
  it('says how many tests it has read as the answers come, in twentieths, up to every test', async () => {
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
    // In 20 steps of a twentieth of the tests each, the last at every test.
    const step = Math.ceil(histories.length / 20);
    const steps = histories.flatMap((_, index) => ((index + 1) % step === 0 || index + 1 === histories.length ? [index + 1] : []));
    expect(seen.map((progress) => progress.done)).toEqual(steps);
    expect(steps.length).toBeLessThanOrEqual(21);
    expect(new Set(seen.map((progress) => progress.of))).toEqual(new Set([histories.length]));
  }, 120_000);
});
