import { describe, expect, it } from 'vitest';
import {
  changeVerdict,
  describeQuarantine,
  describeVerdict,
  sameCommit,
  verdictSupport,
  type VerdictEvidence,
  type VerdictFacts,
} from './change-verdict';
import { DAY_MS } from '@/lib/time-constants';

const day = (iso: string) => iso.slice(0, 10);
/** "2026-11-17 18:40": a fixed wording of a moment, so the sentences are pinned whatever the zone. */
const time = (iso: string | number) => new Date(iso).toISOString().slice(0, 16).replace('T', ' ');
/** The page's facts: the failure groups, merge times and the 30-day window (1-day buckets) of the evidence. */
const facts = (overrides: Partial<VerdictFacts> = {}): VerdictFacts => ({
  formatTime: time,
  failures: [],
  mergedAt: new Map(),
  bucketMs: DAY_MS,
  ...overrides,
});
const taxGroup = {
  id: 'group-1287',
  exception_type: 'AssertionError',
  first_failure_at: '2026-11-17T18:40:15Z',
  last_failure_at: '2026-11-20T11:49:51Z',
};
const PR_1287 = { number: 1287, title: 'Compute tax on the order total' };
const PR_1204 = { number: 1204 };

const brokenBy1287: VerdictEvidence = {
  health: 'broken',
  transitions: [
    { at: '2026-10-22T00:00:00Z', health_status: 'healthy', pull_request: null },
    { at: '2026-11-18T00:00:00Z', health_status: 'broken', pull_request: PR_1287, exception_type: 'AssertionError' },
  ],
  firstFailure: { at: '2026-11-17T18:40:15Z', commit: 'cec2143625c5a1f7cfb1e110231c4ca4d10cda88', pull: PR_1287 },
  lastFailureAt: '2026-11-20T11:49:51Z',
};

describe('changeVerdict', () => {
  it('is yours for the pull request that opened the current episode', () => {
    const verdict = changeVerdict(brokenBy1287, { kind: 'pull', number: 1287 });
    expect(verdict).toMatchObject({
      kind: 'yours',
      reason: 'opened-current-episode',
      health: 'broken',
      episode: { at: '2026-11-18T00:00:00Z' },
    });
    // Dated by the episode's first failure and the merge, never by the transition's bucket boundary.
    const known = facts({ failures: [taxGroup], mergedAt: new Map([[1287, '2026-11-17T18:36:57Z']]) });
    expect(describeVerdict(verdict, 'main', day, known)).toBe(
      'Yours: broken on main since its first failure on 2026-11-17 18:40, after your #1287 was merged on 2026-11-17 18:36',
    );
    expect(verdictSupport(verdict, known)).toEqual({
      firstFailure: { at: '2026-11-17T18:40:15Z', failureId: 'group-1287' },
      merge: { number: 1287, at: '2026-11-17T18:36:57Z' },
    });
    // Without the failures or the merge, the bucket the change falls in, and no merge time.
    expect(describeVerdict(verdict, 'main', day, facts())).toBe(
      'Yours: broken on main since between 2026-11-17 00:00 and 2026-11-18 00:00, with your #1287',
    );
  });

  it('does not date an episode by a failure group that also failed before it', () => {
    const verdict = changeVerdict(brokenBy1287, { kind: 'pull', number: 1287 });
    const older = { ...taxGroup, first_failure_at: '2026-11-01T00:00:00Z' };
    expect(verdictSupport(verdict, facts({ failures: [older] })).firstFailure).toBeNull();
  });

  it('is not yours for another pull request, naming the one that broke it', () => {
    const verdict = changeVerdict(brokenBy1287, { kind: 'pull', number: 1290 });
    expect(verdict).toMatchObject({ kind: 'not-yours', health: 'broken', since: '2026-11-18T00:00:00Z', pull: PR_1287 });
    expect(describeVerdict(verdict, 'main', day, facts())).toBe('Broken on main by #1287, not by you');
  });

  it('is not yours for pasted names when the default branch is already broken', () => {
    expect(changeVerdict(brokenBy1287, { kind: 'none' })).toMatchObject({ kind: 'not-yours', pull: PR_1287 });
  });

  it('matches a commit by its abbreviated sha, case-insensitively', () => {
    expect(changeVerdict(brokenBy1287, { kind: 'commit', sha: 'CEC2143' })).toMatchObject({
      kind: 'yours',
      reason: 'opened-current-episode',
    });
    expect(changeVerdict(brokenBy1287, { kind: 'commit', sha: 'deadbee' })).toMatchObject({ kind: 'not-yours' });
  });

  it('says since when a flaky test has been flaky, with the pull request that started it', () => {
    const flaky: VerdictEvidence = {
      health: 'flaky',
      transitions: [
        { at: '2026-11-01T00:00:00Z', health_status: 'healthy', pull_request: null },
        { at: '2026-11-04T00:00:00Z', health_status: 'flaky', pull_request: { number: 1017 }, exception_type: 'TimeoutError' },
      ],
      firstFailure: { at: '2026-11-03T04:00:00Z', commit: null, pull: { number: 1017 } },
      lastFailureAt: '2026-11-20T00:00:00Z',
    };
    const verdict = changeVerdict(flaky, { kind: 'pull', number: 1300 });
    const group = {
      id: 'g',
      exception_type: 'TimeoutError',
      first_failure_at: '2026-11-03T04:00:00Z',
      last_failure_at: '2026-11-20T00:00:00Z',
    };
    expect(describeVerdict(verdict, 'main', day, facts({ failures: [group] }))).toBe(
      'Already flaky on main since its first failure on 2026-11-03 04:00 (#1017): not yours',
    );
  });

  it('names no cause for a first failure at the start of the kept history', () => {
    const keptFrom = '2026-10-21T12:00:00.000Z';
    const flaky: VerdictEvidence = {
      health: 'flaky',
      transitions: [{ at: '2026-10-22T12:00:00Z', health_status: 'flaky', pull_request: null, exception_type: 'ReadTimeout', keptFrom }],
      firstFailure: { at: '2026-10-21T12:46:54Z', commit: 'abcdef0123', pull: { number: 1022 }, keptFrom },
      lastFailureAt: '2026-11-20T00:00:00Z',
    };
    const verdict = changeVerdict(flaky, { kind: 'pull', number: 1022 });
    expect(verdict).toMatchObject({ kind: 'not-yours', pull: null });
    expect(describeVerdict(verdict, 'main', day, facts())).toBe(
      'Already flaky on main since at least 2026-10-21 (the first of the 30 days kept): not yours',
    );
    expect(changeVerdict(flaky, { kind: 'commit', sha: 'abcdef0' })).toMatchObject({ kind: 'not-yours' });
    const withoutTransitions = changeVerdict({ ...flaky, transitions: [] }, { kind: 'pull', number: 1022 });
    expect(withoutTransitions).toMatchObject({ kind: 'not-yours', pull: null, keptFrom });
    expect(describeVerdict(withoutTransitions, 'main', day, facts())).toBe(
      'Already flaky on main since at least 2026-10-21 (the first of the 30 days kept): not yours',
    );
  });

  it('dates an episode older than the window by the first failure', () => {
    const old: VerdictEvidence = {
      health: 'flaky',
      transitions: [],
      firstFailure: { at: '2026-10-01T00:00:00Z', commit: 'abcdef0123', pull: { number: 900 } },
      lastFailureAt: '2026-11-20T00:00:00Z',
    };
    expect(changeVerdict(old, { kind: 'pull', number: 900 })).toMatchObject({ kind: 'yours', reason: 'first-failure' });
    expect(changeVerdict(old, { kind: 'pull', number: 901 })).toMatchObject({
      kind: 'not-yours',
      health: 'flaky',
      since: '2026-10-01T00:00:00Z',
      pull: { number: 900 },
    });
  });

  it('names a past episode the pull request opened, and when the test recovered', () => {
    const recovered: VerdictEvidence = {
      health: 'healthy',
      transitions: [
        { at: '2026-10-22T00:00:00Z', health_status: 'healthy', pull_request: null },
        { at: '2026-11-04T00:00:00Z', health_status: 'broken', pull_request: PR_1204, exception_type: 'AssertionFailedError' },
        { at: '2026-11-07T00:00:00Z', health_status: 'healthy', pull_request: null },
      ],
      firstFailure: { at: '2026-11-03T19:00:00Z', commit: null, pull: PR_1204 },
      lastFailureAt: '2026-11-06T12:00:00Z',
    };
    const verdict = changeVerdict(recovered, { kind: 'pull', number: 1204 });
    expect(verdict).toMatchObject({ kind: 'yours', reason: 'opened-past-episode', recoveredAt: '2026-11-07T00:00:00Z' });
    const group = {
      id: 'g',
      exception_type: 'AssertionFailedError',
      first_failure_at: '2026-11-03T19:00:00Z',
      last_failure_at: '2026-11-06T12:00:00Z',
    };
    const known = facts({ failures: [group], mergedAt: new Map([[1204, '2026-11-03T18:19:00Z']]) });
    expect(describeVerdict(verdict, 'main', day, known)).toBe(
      'Yours: it broke on main with #1204 (merged 2026-11-03 18:19), first failing on 2026-11-03 19:00; healthy again between 2026-11-06 00:00 and 2026-11-07 00:00',
    );
    expect(changeVerdict(recovered, { kind: 'pull', number: 1211 })).toEqual({ kind: 'unclear', lastFailureAt: '2026-11-06T12:00:00Z' });
  });

  it('is likely yours when the default branch never saw it fail', () => {
    const healthy: VerdictEvidence = {
      health: 'healthy',
      transitions: [],
      firstFailure: { at: null, commit: null, pull: null },
      lastFailureAt: null,
    };
    expect(changeVerdict(healthy, { kind: 'none' })).toEqual({ kind: 'likely-yours' });
    expect(changeVerdict(null, { kind: 'none' })).toEqual({ kind: 'not-found' });
  });

  it('does not treat an earlier, recovered episode as the current one', () => {
    const flakyAgain: VerdictEvidence = {
      health: 'flaky',
      transitions: [
        { at: '2026-11-01T00:00:00Z', health_status: 'broken', pull_request: { number: 1 } },
        { at: '2026-11-02T00:00:00Z', health_status: 'healthy', pull_request: null },
        { at: '2026-11-05T00:00:00Z', health_status: 'flaky', pull_request: { number: 2 } },
      ],
      firstFailure: { at: '2026-11-01T00:00:00Z', commit: null, pull: { number: 1 } },
      lastFailureAt: '2026-11-06T00:00:00Z',
    };
    expect(changeVerdict(flakyAgain, { kind: 'pull', number: 1 })).toMatchObject({ kind: 'not-yours', pull: { number: 2 } });
    expect(changeVerdict(flakyAgain, { kind: 'pull', number: 2 })).toMatchObject({ kind: 'yours', reason: 'opened-current-episode' });
  });
});

describe('sameCommit', () => {
  it('needs at least 7 characters', () => {
    expect(sameCommit('abcdef0123', 'abcdef')).toBe(false);
    expect(sameCommit('abcdef0123', 'abcdef0')).toBe(true);
    expect(sameCommit(null, 'abcdef0')).toBe(false);
  });
});

describe('describeQuarantine', () => {
  it('tells every branch from one branch, and whether it is the change’s', () => {
    expect(describeQuarantine([], 'main')).toBe('Not quarantined: its failures block merges');
    expect(describeQuarantine([{ branch: 'main' }, { branch: null }], 'main')).toBe(
      'Quarantined on every branch: its failures do not block merges',
    );
    expect(describeQuarantine([{ branch: 'main' }], 'main')).toBe('Quarantined on main: its failures do not block merges there');
    expect(describeQuarantine([{ branch: 'release' }], 'main')).toBe(
      'Quarantined on release only, not on main: its failures block merges into main',
    );
    expect(describeQuarantine([{ branch: 'release' }, { branch: 'main' }], null)).toBe('Quarantined on main, release only');
  });
});
