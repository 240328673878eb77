// Issue 33: a test's health story must not move with the hour a window starts at. Over every test of
// acme/checkout at the fixture clock, 7-day windows starting at H, H+1h, H+2h and H+3h must read the
// same verdict at every 4-hour UTC boundary they share and tell the same changes there.
import { describe, expect, it } from 'vitest';
import { repository, testStore } from '../../tests/mock-kit/test-store';
import { computeHealthTransitions, testTransitionSource, type TransitionPoint } from './health-transitions';
import { findTest } from './test-insights-handlers';
import { classifyTestAt } from './health';
import { DAY_MS, HOUR_MS, floorTo, retentionStart } from './time-constants';

const store = testStore();
const checkout = repository(store);
const now = store.clock.now();
const WIDTH = 4 * HOUR_MS;

/** The verdict a story gives at `moment`: its last point at or before it. */
function verdictAt(transitions: readonly TransitionPoint[], moment: number): number | undefined {
  return transitions.filter((point) => point.at <= moment).at(-1)?.health;
}

describe.each([
  ['on a 4-hour boundary', 0],
  ['two hours past one', 2 * HOUR_MS],
])('7-day windows starting at H (%s) … H+3h', (_label, offset) => {
  const first = floorTo(now - 7 * DAY_MS - 3 * HOUR_MS, WIDTH) - WIDTH + offset;
  const starts = [0, 1, 2, 3].map((hours) => first + hours * HOUR_MS);
  const overlap = { from: starts[3] as number, to: first + 7 * DAY_MS };

  it('tell every test the same story where they overlap', () => {
    const differing: string[] = [];
    let counted = 0;
    for (const test of checkout.tests.tests) {
      const found = findTest(checkout, test.testId, now);
      if (!found) continue;
      counted += 1;
      const source = testTransitionSource(found, checkout.tests.commits);
      const stories = starts.map(
        (start) => computeHealthTransitions(source, { start, end: start + 7 * DAY_MS }, now, retentionStart(now)).transitions,
      );
      const told = stories.map((story) => ({
        verdicts: [] as (number | undefined)[],
        // The changes stamped at the boundaries they share (a window also samples its own end).
        changes: story.filter((point) => point.at > overlap.from && point.at <= overlap.to && point.at % WIDTH === 0),
      }));
      for (let boundary = floorTo(overlap.from, WIDTH) + WIDTH; boundary <= overlap.to; boundary += WIDTH) {
        stories.forEach((story, index) => told[index]?.verdicts.push(verdictAt(story, boundary)));
      }
      if (told.some((story) => JSON.stringify(story) !== JSON.stringify(told[0]))) differing.push(test.testName);
    }
    expect(counted).toBeGreaterThan(300);
    expect(differing).toEqual([]);
  });
});

// At the second clock one test (tests/loyalty/test_import.py::…) is broken under one job and flaky under
// another: its runs merged read flaky, its badge (the worst identity's) broken.
describe.each([
  ['the fixture clock', undefined],
  ['2026-11-28 09:00 UTC', '2026-11-28T09:00:00Z'],
])('a story reaching now, at %s', (_label, clock) => {
  const atClock = clock === undefined ? store : testStore({ now: clock });
  const repo = repository(atClock);
  const moment = atClock.clock.now();
  it("ends on every test's badge: the worst of its identities' verdicts, as test details and search say", () => {
    const disagreeing: string[] = [];
    for (const test of repo.tests.tests) {
      const found = findTest(repo, test.testId, moment);
      if (!found) continue;
      const source = testTransitionSource(found, repo.tests.commits);
      const story = computeHealthTransitions(source, { start: moment - 7 * DAY_MS, end: moment }, moment, retentionStart(moment));
      if (story.transitions.at(-1)?.health !== classifyTestAt(test, moment)) disagreeing.push(test.testName);
    }
    expect(disagreeing).toEqual([]);
  });
});

// A change's cause must not move with the grain either: a coarser story names, for a change into a health, the
// exception and pull request a finer one names for the one change into it inside that bucket.
describe.each([
  ['by the hour and by 4 hours', 2, 8, 4 * HOUR_MS],
  ['by 4 hours and by the day', 8, 20, DAY_MS],
  ['by the day and by 2 days', 20, 61, 2 * DAY_MS],
])('a change seen %s', (_label, fineDays, coarseDays, width) => {
  const end = floorTo(now, DAY_MS);
  const told = (test: (typeof checkout.tests.tests)[number], days: number) => {
    const found = findTest(checkout, test.testId, now);
    if (!found) return [];
    const source = testTransitionSource(found, checkout.tests.commits);
    return computeHealthTransitions(source, { start: end - days * DAY_MS, end }, now, retentionStart(now)).transitions;
  };
  const cause = ({ exceptionType, pullRequest }: TransitionPoint) => JSON.stringify({ exceptionType, pullRequest });

  it('names the same cause', () => {
    const differing: string[] = [];
    let compared = 0;
    for (const test of checkout.tests.tests) {
      const coarse = told(test, coarseDays);
      const fine = told(test, fineDays);
      for (const change of coarse.filter((point) => point.at - width > end - fineDays * DAY_MS && point.health !== 0)) {
        const inside = fine.filter((point) => point.at > change.at - width && point.at <= change.at);
        if (inside.length !== 1 || inside[0]?.health !== change.health) continue;
        compared += 1;
        if (cause(inside[0]) !== cause(change)) differing.push(`${test.testName} at ${new Date(change.at).toISOString()}`);
      }
    }
    expect(compared).toBeGreaterThan(3);
    expect(differing).toEqual([]);
  });
});
