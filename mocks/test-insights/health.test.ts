import { describe, expect, it } from 'vitest';
import { BROKEN, FLAKY, HEALTHY, brokenStreakStart, classifyHealth, classifyHealthAt, healthWindow } from './health';
import { at, runs, sequence } from '../../tests/mock-kit/runs';

const all = classifyHealth;

describe('classifyHealth: flaky', () => {
  it('is flaky when one commit failed and passed under the same identity', () => {
    expect(all(runs([{ h: 0, c: 'F', commit: 7 }, { h: 1, c: 'P', commit: 7, attempt: 2 }, ...sequence('PPPP', 2, 8)]))).toBe(FLAKY);
  });

  it('is not flaky when the differing results come from different identities (pipeline/job)', () => {
    expect(all(runs([{ h: 0, c: 'F', commit: 7, identity: 0 }, { h: 1, c: 'P', commit: 7, identity: 1 }, ...sequence('PPPP', 2, 8)]))).toBe(
      HEALTHY,
    );
  });

  it('is not flaky when the differing results come from different commits', () => {
    expect(all(runs(sequence('PFPPPP')))).toBe(HEALTHY);
  });

  it('stays healthy for skipped vs passed, and ignores cancelled runs', () => {
    expect(
      all(
        runs([
          { h: 0, c: 'S', commit: 1 },
          { h: 1, c: 'P', commit: 1, attempt: 2 },
        ]),
      ),
    ).toBe(HEALTHY);
    expect(
      all(
        runs([
          { h: 0, c: 'C', commit: 1 },
          { h: 1, c: 'P', commit: 1, attempt: 2 },
        ]),
      ),
    ).toBe(HEALTHY);
    expect(all(runs([{ h: 0, c: 'F', commit: 1 }, { h: 1, c: 'C', commit: 1, attempt: 2 }, ...sequence('PPPP', 2, 2)]))).toBe(HEALTHY);
  });

  it('counts failed vs skipped on one commit as flaky (different results, one a failure)', () => {
    expect(all(runs([{ h: 0, c: 'F', commit: 1 }, { h: 1, c: 'S', commit: 1, attempt: 2 }, ...sequence('PPPP', 2, 2)]))).toBe(FLAKY);
  });
});

describe('classifyHealth: broken', () => {
  it('is broken when the recent runs fail consistently', () => {
    expect(all(runs(sequence('PPPPPPPPFFF')))).toBe(BROKEN);
  });

  it('needs at least two failures', () => {
    expect(all(runs(sequence('F')))).toBe(HEALTHY);
    expect(all(runs(sequence('FF')))).toBe(BROKEN);
  });

  it('weights recent runs more: old failures followed by passes are healthy', () => {
    expect(all(runs(sequence('FFFFFFPPP')))).toBe(HEALTHY);
    // One green run after a long red streak is not yet a recovery.
    expect(all(runs(sequence('FFFFFFFFP')))).toBe(BROKEN);
  });

  it('wins over flaky when the test fails on every run now', () => {
    const flakyThenBroken = runs([{ h: 0, c: 'F', commit: 1 }, { h: 1, c: 'P', commit: 1, attempt: 2 }, ...sequence('FFFFF', 2, 2)]);
    expect(all(flakyThenBroken)).toBe(BROKEN);
  });

  it('leaves failures that passed on rerun out of the broken score', () => {
    // Three failing commits, each passing on its rerun: flaky, not broken.
    const specs = [1, 2, 3].flatMap((commit) => [
      { h: commit * 2, c: 'F' as const, commit },
      { h: commit * 2 + 1, c: 'P' as const, commit, attempt: 2 },
    ]);
    expect(all(runs(specs))).toBe(FLAKY);
  });

  it('ignores skipped runs in the score', () => {
    expect(all(runs(sequence('FFSSSS')))).toBe(BROKEN);
  });
});

describe('classifyHealthAt', () => {
  it('looks at the 7 days before the moment, and only at runs before it', () => {
    const columns = runs(sequence('FFF', 0));
    expect(classifyHealthAt(columns, at(3))).toBe(BROKEN);
    expect(classifyHealthAt(columns, at(2))).toBe(BROKEN);
    expect(classifyHealthAt(columns, at(1))).toBe(HEALTHY); // one failure so far
    expect(classifyHealthAt(columns, at(24 * 7 + 3))).toBe(HEALTHY); // aged out
  });

  it('floors the lookback start to the hour', () => {
    const columns = runs(sequence('PP'));
    expect(healthWindow(columns, at(24 * 7) + 30 * 60_000)).toEqual(columns);
    expect(healthWindow(columns, at(24 * 7 + 1) + 30 * 60_000)).toEqual(columns.slice(1));
  });
});

describe('episode starts', () => {
  it('finds the first failure of the trailing failing commits, in commit order', () => {
    const columns = runs([
      ...sequence('PPP', 0, 0),
      { h: 3, c: 'F', commit: 3 },
      // a late rerun of an older, passing commit does not interrupt the streak
      { h: 4, c: 'P', commit: 2, attempt: 2 },
      { h: 5, c: 'F', commit: 4 },
      { h: 6, c: 'F', commit: 5 },
    ]);
    expect(brokenStreakStart(columns)).toBe(columns[3]);
  });

  it('skips trailing green commits before the streak, and stops at a commit that also passed', () => {
    const columns = runs([...sequence('PFF', 0, 0), { h: 3, c: 'P', commit: 3 }]);
    expect(brokenStreakStart(columns)).toBe(columns[1]);
    expect(brokenStreakStart(runs(sequence('PPP')))).toBeUndefined();
  });
});
