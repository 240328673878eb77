import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpMockApi } from '@/testing/mock-api';
import { FIXTURE_NOW, FIXTURE_QUARANTINES } from '../../../../mocks/fixtures';
import { CHECKOUT } from '../testing/checkout-quarantines';
import { recoveryEvidenceQuery } from './recovery-evidence';
import { HOUR_MS } from '@/lib/time-constants';

const { api } = setUpMockApi();
const path = { owner: CHECKOUT.owner, repository: CHECKOUT.repo };

afterEach(() => vi.restoreAllMocks());

describe('recoveryEvidenceQuery', () => {
  it('counts the recovered test’s runs and failures over the 7 days to the last whole hour', async () => {
    const { testId } = FIXTURE_QUARANTINES.recoveredOnMain;
    // 25 minutes past an hour: the window still ends on the hour, so a reload gives the same answer.
    const hour = Math.floor(Date.parse(FIXTURE_NOW) / HOUR_MS) * HOUR_MS;
    vi.spyOn(Date, 'now').mockReturnValue(hour + 25 * 60_000);
    const evidence = await new QueryClient().fetchQuery(recoveryEvidenceQuery(api, CHECKOUT, testId));

    const window = {
      start: new Date(hour - 7 * 24 * HOUR_MS).toISOString().replace('.000Z', 'Z'),
      end: new Date(hour).toISOString().replace('.000Z', 'Z'),
    };
    expect(evidence.window).toEqual(window);
    const stat = (stat: 'success_count' | 'failure_count') => api.getTestStat({ path: { ...path, test_id: testId, stat }, query: window });
    const [passed, failed] = await Promise.all([stat('success_count'), stat('failure_count')]);
    const details = await api.getTestDetails({ path: { ...path, test_id: testId } });
    expect(evidence).toMatchObject({ runs: passed.value + failed.value, failed: failed.value, lastFailureAt: details.last_failure_at });
    // What "recovered" rests on in the mock: at least 5 executed runs, none failing, lately.
    expect(evidence.runs).toBeGreaterThanOrEqual(5);
    expect(evidence.failed).toBe(0);
  });
});
