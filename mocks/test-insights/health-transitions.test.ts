import { describe, expect, it } from 'vitest';
import type { PullRequest } from '../store/records';
import { BROKEN, FLAKY, HEALTHY, classifyHealthAt } from './health';
import { computeHealthTransitions } from './health-transitions';
import type { Commit, FailureKind } from './test-run-store';
import { DAY_MS } from './time-constants';
import { at, runs, sequence } from '../../tests/mock-kit/runs';

const author = { id: 1, login: 'maria-santos' };
function pull(number: number): PullRequest {
  return {
    id: number,
    number,
    title: `PR ${number}`,
    author,
    headBranch: 'x',
    baseRef: 'main',
    createdAt: 0,
    mergedAt: 1,
    mergeCommitSha: 'a',
  };
}
const commits: Commit[] = Array.from({ length: 300 }, (_, index) => ({
  sha: `sha${index}`,
  branch: 'main',
  time: at(index),
  // commit 50 is a direct push: no pull request to trace
  pullRequest: index === 50 ? null : pull(1000 + index),
}));
const kinds: FailureKind[] = [{ exceptionType: 'AssertionError', messageTemplate: 'boom', variables: [], stackTemplate: '{message}' }];

// Healthy for 40 hours, broken from commit 40 for 20 hours, then healthy again.
const story = runs(sequence(`${'P'.repeat(40)}${'F'.repeat(20)}${'P'.repeat(40)}`));
const source = { runs: story, commits, failureKinds: kinds };

describe('computeHealthTransitions', () => {
  it('reports changes at bucket boundaries, consecutive entries differ, ends on the badge at the end', () => {
    const window = { start: at(0), end: at(100) };
    const { transitions } = computeHealthTransitions(source, window, at(200), 0);
    expect(transitions.map((point) => point.health)).toEqual([HEALTHY, BROKEN, HEALTHY]);
    for (let i = 1; i < transitions.length; i += 1) expect(transitions[i]?.health).not.toBe(transitions[i - 1]?.health);
    expect(transitions.at(-1)?.health).toBe(classifyHealthAt(story, window.end));
    // 100 hours → 4h buckets: every `at` is on a 4-hour boundary
    for (const point of transitions) expect((point.at - at(0)) % (4 * 3_600_000)).toBe(0);
  });

  it("names the broken episode's first failing run: its exception and its commit's pull request", () => {
    const { transitions } = computeHealthTransitions(source, { start: at(0), end: at(100) }, at(200), 0);
    expect(transitions[1]).toMatchObject({ health: BROKEN, exceptionType: 'AssertionError' });
    expect(transitions[1]?.pullRequest?.number).toBe(1040);
    expect(transitions[2]).toMatchObject({ health: HEALTHY, exceptionType: null, pullRequest: null });
  });

  it('names no failure on a first point already unhealthy when the window opened (its episode began before it)', () => {
    const { transitions } = computeHealthTransitions(source, { start: at(50), end: at(70) }, at(200), 0);
    expect(transitions[0]).toEqual({ at: at(50), health: BROKEN, exceptionType: null, pullRequest: null });
  });

  it('gives no pull request when the failing commit was a direct push', () => {
    const direct = runs(sequence(`${'P'.repeat(50)}FFFF`));
    const result = computeHealthTransitions({ ...source, runs: direct }, { start: at(0), end: at(60) }, at(60), 0);
    expect(result.transitions.at(-1)).toMatchObject({ health: BROKEN, exceptionType: 'AssertionError', pullRequest: null });
  });

  it("names no failure when the episode's first one is past the retention (a later failure is not its first)", () => {
    const direct = runs(sequence(`${'P'.repeat(50)}FFFF`));
    const retained = computeHealthTransitions({ ...source, runs: direct }, { start: at(0), end: at(60) }, at(60), at(50));
    expect(retained.transitions.at(-1)).toMatchObject({ health: BROKEN, exceptionType: 'AssertionError' });
    const unretained = computeHealthTransitions({ ...source, runs: direct }, { start: at(0), end: at(60) }, at(60), at(52));
    expect(unretained.transitions.at(-1)).toMatchObject({ health: BROKEN, exceptionType: null, pullRequest: null });
  });

  it('gives no point before the first retained run, while verdicts weigh the runs before it', () => {
    const result = computeHealthTransitions(source, { start: at(0), end: at(100) }, at(200), at(45));
    expect(result.transitions[0]).toMatchObject({ health: BROKEN });
    expect(result.transitions[0]?.at).toBeGreaterThan(at(45));
  });

  it('traces a flaky episode to its first failure since the previous entry', () => {
    const flaky = runs([...sequence('PPPPPPPPPP'), { h: 10, c: 'F', commit: 10 }, { h: 11, c: 'P', commit: 10, attempt: 2 }]);
    const { transitions } = computeHealthTransitions({ ...source, runs: flaky }, { start: at(0), end: at(24) }, at(24), 0);
    expect(transitions.map((point) => point.health)).toEqual([HEALTHY, FLAKY]);
    expect(transitions[1]?.pullRequest?.number).toBe(1010);
    // A failure with no rerun before the flaky pair opens the episode all the same.
    const earlier = runs([
      ...sequence('PPPPPPPP'),
      { h: 8, c: 'F', commit: 8 },
      { h: 9, c: 'P', commit: 9 },
      { h: 10, c: 'F', commit: 10 },
      { h: 11, c: 'P', commit: 10, attempt: 2 },
    ]);
    const traced = computeHealthTransitions({ ...source, runs: earlier }, { start: at(0), end: at(24) }, at(24), 0);
    expect(traced.transitions[1]?.pullRequest?.number).toBe(1008);
  });

  it('starts at the first boundary after the first run for a test born in the window', () => {
    const born = runs(sequence('PPPP', 30, 30));
    const result = computeHealthTransitions({ ...source, runs: born }, { start: at(0), end: at(48) }, at(100), 0);
    expect(result.transitions).toEqual([{ at: at(31), health: HEALTHY, exceptionType: null, pullRequest: null }]);
    expect(result.firstActivityAt).toBe(at(30));
  });

  it('has no transitions and a null first_activity_at without runs', () => {
    const result = computeHealthTransitions(source, { start: at(-500), end: at(-400) }, at(200), 0);
    expect(result).toEqual({ transitions: [], firstActivityAt: null });
  });

  it('reads the current badge for boundaries after now', () => {
    const result = computeHealthTransitions(source, { start: at(40), end: at(40) + DAY_MS }, at(45), 0);
    expect(result.transitions.at(-1)?.health).toBe(classifyHealthAt(story, at(45)));
  });
});
