// A history that never rewrites itself (docs/decisions.md, "History on absolute time"): two
// mock servers started at two hours of one UTC day agree on everything older than the earlier start,
// and a server left running agrees with itself later, across midnight too. Each backend generates its
// history on its own (nothing shared), so agreeing means generating the same thing.
import { describe, expect, it } from 'vitest';
import { groupFailures } from '../../mocks/test-insights/failure-groups';
import { runsIn, testRuns, type TestRun } from '../../mocks/test-insights/test-run-store';
import { computeTestDetails } from '../../mocks/test-insights/test-details';
import { HOUR_MS, retentionStart } from '../../mocks/test-insights/time-constants';
import type { MockBackend } from '../../mocks/mock-backend';
import { ask, mockAt, urlOf } from './support/mock-at';
import { differences, REPOSITORIES, survey } from './support/survey';

const NOON = '2026-11-20T12:00:00.000Z';
const AFTERNOON = '2026-11-20T15:00:00.000Z';
const NOON_MS = Date.parse(NOON);
const AFTERNOON_MS = Date.parse(AFTERNOON);
const DAY_MS = 24 * HOUR_MS;
/** Every third test of each repository gets the per-test operations (the raw facts cover every test). */
const SAMPLE = 3;

/**
 * Windows over [start, end] (start: the later store's retention start), with `flaky_count` asked a day
 * earlier (when its reruns have all come) and transitions a lookback and an hour later (their verdicts
 * and named failures then rest on runs both stores retain).
 */
function pastWindows(start: number, end: number) {
  return {
    window: { start, end },
    flakyWindow: { start, end: end - DAY_MS },
    transitionsWindow: { start: start + 8 * DAY_MS, end },
    sample: SAMPLE,
  };
}

function repositoryOf(backend: MockBackend, fullName: string) {
  const repository = backend.store.repositories.get(fullName);
  if (!repository) throw new Error(`no ${fullName}`);
  return repository;
}

/** The runs before `end` (commits by sha). */
function runsBefore(runs: readonly TestRun[], end: number, shaOf: (commit: number) => string) {
  return runsIn(runs, -Infinity, end).map((run) => ({ ...run, commit: shaOf(run.commit) }));
}

/** What a store holds and derives as of `moment` (from its runs before it): runs, test details, failure groups, events. */
function factsAsOf(backend: MockBackend, fullName: string, moment: number) {
  const { tests, events } = repositoryOf(backend, fullName);
  const shaOf = (commit: number) => tests.commits[commit]?.sha ?? '?';
  const retained = retentionStart(moment);
  const known = (test: (typeof tests.tests)[number]) => runsIn(testRuns(test), -Infinity, moment);
  return {
    runs: tests.identities.map((identity) => runsBefore(identity.runs, moment, shaOf)),
    details: tests.tests.map((test) => computeTestDetails(known(test), tests.commits, retained, moment)),
    failures: tests.tests.map((test) =>
      groupFailures({ test, runs: known(test), commits: tests.commits, actionsUrl: tests.actionsUrl }, retained, moment),
    ),
    events: events.all.filter((event) => Date.parse(event.received_at) < moment),
  };
}

describe('two servers started at 12:00 and 15:00 of one UTC day', () => {
  const noon = mockAt(NOON);
  const afternoon = mockAt(AFTERNOON);
  // The shared past: what the 15:00 server still retains, up to the 12:00 server's start.
  const sharedPast = { start: retentionStart(AFTERNOON_MS), end: NOON_MS - 1 };

  it.each(REPOSITORIES)('%s: the same runs, test details, failure groups and activity events before 12:00', (fullName) => {
    const early = factsAsOf(noon.backend, fullName, NOON_MS);
    const late = factsAsOf(afternoon.backend, fullName, NOON_MS);
    expect(early.events.length).toBeGreaterThan(100);
    expect(late.runs).toEqual(early.runs);
    expect(late.details).toEqual(early.details);
    expect(late.failures).toEqual(early.failures);
    expect(late.events).toEqual(early.events);
  });

  it('the same answers from every windowed operation over the shared past', { timeout: 120_000 }, async () => {
    const options = {
      now: false,
      ...pastWindows(sharedPast.start, sharedPast.end),
      activity: { from: NOON_MS - 3 * DAY_MS, to: sharedPast.end },
    };
    const [early, late] = [await survey(noon.backend, options), await survey(afternoon.backend, options)];
    expect(early.size).toBeGreaterThan(800);
    expect(differences(early, late)).toEqual([]);
  });

  it.each(REPOSITORIES)('%s: the same repository statistic for every day before this one', async (fullName) => {
    const [owner, name] = fullName.split('/') as [string, string];
    for (const stat of ['total_tests', 'healthy_tests', 'flaky_tests', 'broken_tests', 'failed_executions']) {
      const url = urlOf(`/ci/${owner}/repositories/${name}/tests/stats/${stat}`);
      const pastDays = async (backend: MockBackend) => {
        const body = (await ask(backend, url)).body as { value_over_time: { start: string }[] };
        return body.value_over_time.filter((point) => Date.parse(point.start) + DAY_MS <= NOON_MS);
      };
      const early = await pastDays(noon.backend);
      expect(early).toHaveLength(29);
      expect(await pastDays(afternoon.backend)).toEqual(early);
    }
  });

  it('the 12:00 server, three hours later, answers every operation exactly like the 15:00 one', { timeout: 180_000 }, async () => {
    const started = mockAt(NOON);
    started.clock.set(AFTERNOON);
    const options = { now: true, sample: SAMPLE };
    const [ran, fresh] = [await survey(started.backend, options), await survey(afternoon.backend, options)];
    expect(ran.size).toBeGreaterThan(1000);
    expect(differences(ran, fresh)).toEqual([]);
  });
});

describe('a server left running', () => {
  it('agrees with itself an hour later about everything it had answered', { timeout: 120_000 }, async () => {
    const { backend, clock } = mockAt(NOON);
    const past = {
      now: false,
      ...pastWindows(retentionStart(NOON_MS + HOUR_MS), NOON_MS - 1),
      activity: { from: NOON_MS - DAY_MS, to: NOON_MS - 1 },
    };
    const before = await survey(backend, past);
    const facts = factsAsOf(backend, 'acme/checkout', NOON_MS);
    clock.set(NOON_MS + HOUR_MS);
    expect(differences(before, await survey(backend, past))).toEqual([]);
    expect(factsAsOf(backend, 'acme/checkout', NOON_MS)).toEqual(facts);
    // …and has moved on: the hour's runs and events were appended.
    const checkout = repositoryOf(backend, 'acme/checkout');
    expect(checkout.tests.horizon).toBe(NOON_MS + HOUR_MS);
    expect(checkout.events.all.some((event) => Date.parse(event.received_at) >= NOON_MS)).toBe(true);
  });

  it('extends its history past midnight exactly like a server started then on the same anchor', { timeout: 180_000 }, async () => {
    const evening = '2026-11-20T23:30:00.000Z';
    const night = '2026-11-21T01:30:00.000Z';
    const running = mockAt(evening);
    const past = {
      now: false,
      // Runs show up to the hour (23:00), events up to the minute (23:30).
      ...pastWindows(retentionStart(Date.parse(night)), Date.parse('2026-11-20T23:00:00.000Z') - 1),
      activity: { from: Date.parse(evening) - DAY_MS, to: Date.parse(evening) - 1 },
    };
    const before = await survey(running.backend, past);
    running.clock.set(night);
    const after = await survey(running.backend, past);
    expect(differences(before, after)).toEqual([]);

    const restarted = mockAt(night, evening);
    expect(restarted.backend.store.anchorDay).toBe(running.backend.store.anchorDay);
    const options = { now: true, sample: SAMPLE };
    const [ran, fresh] = [await survey(running.backend, options), await survey(restarted.backend, options)];
    expect(differences(ran, fresh)).toEqual([]);
    const events = repositoryOf(running.backend, 'acme/checkout').events.all;
    expect(events.some((event) => event.received_at >= '2026-11-21T00:00:00.000Z')).toBe(true);
    // Across the day boundary, ids and draft (batch) pull request numbers still grow with time.
    const drafts = events.flatMap((event) =>
      event.type === 'action.queue.checks_start' && !event.metadata.speculative_check_pull_request.in_place
        ? [event.metadata.speculative_check_pull_request.number]
        : [],
    );
    expect(drafts.length).toBeGreaterThan(100);
    expect(drafts.every((number, index) => index === 0 || number >= (drafts[index - 1] as number))).toBe(true);
    expect(events.every((event, index) => index === 0 || event.id > (events[index - 1]?.id ?? 0))).toBe(true);
  });
});
