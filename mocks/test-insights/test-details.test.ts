import { describe, expect, it } from 'vitest';
import type { PullRequest } from '../store/records';
import { computeTestDetails } from './test-details';
import type { Commit } from './test-run-store';
import { DAY_MS } from './time-constants';
import { at, runs } from '../../tests/mock-kit/runs';

const pull: PullRequest = {
  id: 9,
  number: 1287,
  title: 'Tax',
  author: { id: 1, login: 'maria' },
  headBranch: 'x',
  baseRef: 'main',
  createdAt: 0,
  mergedAt: 5,
  mergeCommitSha: 'c',
};
const commits: Commit[] = Array.from({ length: 10 }, (_, index) => ({
  sha: `sha${index}`,
  branch: 'main',
  time: at(index),
  pullRequest: index === 3 ? pull : null,
}));

describe('computeTestDetails', () => {
  const columns = runs([
    { h: 1, c: 'P', commit: 1 },
    { h: 2, c: 'S', commit: 2 },
    { h: 3, c: 'F', commit: 3 },
    { h: 4, c: 'P', commit: 3, attempt: 2 },
    { h: 5, c: 'F', commit: 4 },
    { h: 6, c: 'C', commit: 5 },
  ]);
  const facts = computeTestDetails(columns, commits, 0, at(10));

  it('derives ratios from executed (passed or failed) runs of the lookback', () => {
    expect(facts.successRatio).toBe(0.5);
    expect(facts.failureRatio).toBe(0.5);
    expect(facts.flakinessRatio).toBe(0.25);
  });

  it('reports the newest non-cancelled conclusion, the failure and success bounds, the first failure’s pull request', () => {
    expect(facts.lastConclusion).toBe('failed');
    expect(facts.firstFailure).toEqual({ at: at(3), commitSha: 'sha3', pullRequest: pull });
    expect(facts.lastFailureAt).toBe(at(5));
    expect(facts.lastSuccessAt).toBe(at(4));
    expect(facts.flakyDetectionEnabled).toBe(true);
  });

  it('answers zeros and nulls for a test without failures or reruns, and keeps the retention', () => {
    const steady = computeTestDetails(runs([{ h: 1, c: 'P' }]), commits, 0, at(10));
    expect(steady).toMatchObject({
      failureRatio: 0,
      flakinessRatio: 0,
      successRatio: 1,
      firstFailure: null,
      lastFailureAt: null,
      flakyDetectionEnabled: false,
    });
    const late = computeTestDetails(columns, commits, at(4), at(10));
    expect(late.firstFailure?.at).toBe(at(5));
    expect(late.firstFailure?.pullRequest).toBeNull();
    expect(computeTestDetails(columns, commits, 0, at(6) + 8 * DAY_MS)).toMatchObject({
      successRatio: 0,
      failureRatio: 0,
    });
  });
});
