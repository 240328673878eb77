import { beforeAll, describe, expect, it } from 'vitest';
import { schemaValidator } from '../../tests/contract/openapi-validator';
import { historyFrame } from '../store/history-frame';
import type { ActivityEventLog } from './activity-event-log';
import { FIXTURE_NOW_MS as FIXTURE_NOW, seededRepository } from '../../tests/mock-kit/test-store';
import { EVENT_OUTCOMES, EVENT_TYPES, type ActivityLogEvent } from './event-types';

let log: ActivityEventLog;
let initialQuarantines: ReturnType<typeof seededRepository>['repository']['quarantines'];
let events: readonly ActivityLogEvent[];

beforeAll(() => {
  const checkout = seededRepository();
  log = checkout.log;
  initialQuarantines = [...checkout.repository.quarantines];
  events = log.all;
});

function ofType<T extends ActivityLogEvent['type']>(type: T): Extract<ActivityLogEvent, { type: T }>[] {
  return events.filter((event): event is Extract<ActivityLogEvent, { type: T }> => event.type === type);
}

describe('seeded activity log: volume and coverage (acme/checkout)', () => {
  it('holds at least 20,000 events over the 30 days of runs and 60,000 over the 90 of its merge queue (from their UTC days)', () => {
    const { historyStart, queueHistoryStart } = historyFrame(FIXTURE_NOW);
    const times = events.map((event) => Date.parse(event.received_at));
    expect(times.filter((time) => time >= historyStart).length).toBeGreaterThanOrEqual(20_000);
    expect(log.size).toBeGreaterThanOrEqual(60_000);
    expect(Math.min(...times)).toBeGreaterThanOrEqual(queueHistoryStart);
    expect(Math.min(...times)).toBeLessThan(queueHistoryStart + 86_400_000);
    expect(Math.max(...times)).toBeLessThanOrEqual(FIXTURE_NOW);
  });

  it('references at least 250 pull requests and batch pull requests', () => {
    const pulls = new Set(events.map((event) => event.pull_request).filter((number) => number !== null));
    const drafts = new Set(ofType('action.queue.checks_start').map((event) => event.metadata.speculative_check_pull_request.number));
    expect(pulls.size).toBeGreaterThanOrEqual(250);
    expect(drafts.size).toBeGreaterThanOrEqual(250);
  });

  it('has every one of the 46 types and every outcome', () => {
    expect(new Set(events.map((event) => event.type))).toEqual(new Set(EVENT_TYPES));
    expect(new Set(events.map((event) => event.outcome))).toEqual(new Set(EVENT_OUTCOMES));
  });

  it('keeps events in received_at order with ids increasing with time', () => {
    const outOfOrder = events.filter((current, index) => {
      const previous = events[index - 1];
      return previous !== undefined && (current.id <= previous.id || current.received_at < previous.received_at);
    });
    expect(outOfOrder).toEqual([]);
  });

  it('every event validates against the contract (ActivityLogEvent)', () => {
    const validate = schemaValidator('ActivityLogEvent');
    const invalid = events.filter((event) => !validate(event)).slice(0, 3);
    expect(invalid).toEqual([]);
  });

  it('the contract validator does catch a broken event', () => {
    const validate = schemaValidator('ActivityLogEvent');
    const [merge] = ofType('action.merge');
    expect(validate({ ...merge, metadata: {} })).toBe(false);
  });

  it('is deterministic for a seed', () => {
    const again = seededRepository('checkout', { now: () => FIXTURE_NOW }, false).log;
    expect(again.size).toBe(log.size);
    expect(JSON.stringify(again.all.slice(0, 200))).toBe(JSON.stringify(events.slice(0, 200)));
    expect(JSON.stringify(again.all.slice(-200))).toBe(JSON.stringify(events.slice(-200)));
  });

  it("tells the merge queue's 60 older days with pull requests of the log alone, numbered from #1001 below the store's", () => {
    const { pullRequests, frame } = seededRepository().repository.history;
    const storeNumbers = new Set(pullRequests.map((pull) => pull.number));
    // The store numbers from its first day on (the showcase's reserved numbers aside).
    const firstStoreNumber = Math.min(...pullRequests.filter((pull) => pull.createdAt < frame.historyStart).map((pull) => pull.number));
    // Older than any story of the store's pull requests (opened from the day before the 30 days, culprits two days earlier).
    const older = events.filter((event) => Date.parse(event.received_at) < frame.firstDay - 2 * 86_400_000);
    const numbers = new Set(older.map((event) => event.pull_request).filter((number) => number !== null));
    expect(older.length).toBeGreaterThan(35_000);
    expect(numbers.size).toBeGreaterThan(1000);
    expect([...numbers].filter((number) => storeNumbers.has(number) || number < 1001 || number >= firstStoreNumber)).toEqual([]);
  });

  it('gives acme/docs-site a few hundred events', () => {
    const small = seededRepository('docs-site').log;
    expect(small.size).toBeGreaterThanOrEqual(200);
    expect(small.size).toBeLessThan(1000);
  });
});

describe('seeded activity log: consistent stories', () => {
  it('repository-level events have no pull request and no base ref', () => {
    const repositoryLevel = events.filter((event) =>
      /^(product|queue\.pause|scheduled_freeze|test)\.|^ci_insights\.auto_quarantine/.test(event.type),
    );
    expect(repositoryLevel.length).toBeGreaterThan(0);
    for (const event of repositoryLevel) expect([event.pull_request, event.base_ref]).toEqual([null, null]);
    for (const event of events.filter((event) => event.type.startsWith('action.'))) expect(event.pull_request).not.toBeNull();
  });

  it('writes a test.quarantined at the creation of each initial quarantine', () => {
    for (const record of initialQuarantines) {
      const event = ofType('test.quarantined').find((item) => item.metadata.quarantine_id === record.id);
      expect(event?.received_at).toBe(new Date(record.createdAt).toISOString());
      expect(event?.metadata).toMatchObject({
        test_id: record.testId,
        test_name: record.testName,
        source: record.source,
        branch: record.branch,
      });
    }
  });

  it('merges each queued pull request after green checks, in the same session', () => {
    const merges = ofType('action.queue.merged');
    expect(merges.length).toBeGreaterThan(100);
    for (const merged of merges.slice(0, 300)) {
      const session = merged.metadata.session_id;
      const ends = ofType('action.queue.checks_end').filter((event) => event.metadata.session_id === session);
      const lastEnd = ends[ends.length - 1];
      if (!lastEnd) continue; // checks ended before the retained window
      expect(lastEnd.received_at <= merged.received_at).toBe(true);
      expect(
        lastEnd.outcome === 'success' || ofType('action.queue.batch_bisection_end').some((event) => event.metadata.session_id === session),
      ).toBe(true);
      const leave = ofType('action.queue.leave').find((event) => event.metadata.session_id === session);
      expect(leave?.metadata.merged).toBe(true);
      expect(leave?.outcome).toBe('success');
    }
  });

  it('numbers draft batch pull requests in a range of their own, growing with time; in-place uses the pull request', () => {
    const starts = ofType('action.queue.checks_start');
    const userNumbers = new Set(events.map((event) => event.pull_request));
    let lastDraft = 0;
    for (const start of starts) {
      const speculative = start.metadata.speculative_check_pull_request;
      if (speculative.in_place) {
        expect(speculative.number).toBe(start.pull_request);
        expect(speculative.pull_request_numbers).toEqual([start.pull_request]);
      } else {
        expect(userNumbers.has(speculative.number)).toBe(false);
        expect(speculative.number).toBeGreaterThanOrEqual(lastDraft);
        lastDraft = speculative.number;
        expect(speculative.pull_request_numbers).toContain(start.pull_request);
      }
    }
  });

  it('rotates the draft number on a retry, keeping the batch id', () => {
    const retries = ofType('action.queue.checks_end').filter(
      (event) => event.metadata.retry_attempt === 1 && !event.metadata.speculative_check_pull_request.in_place,
    );
    expect(retries.length).toBeGreaterThan(0);
    for (const retry of retries.slice(0, 50)) {
      const first = ofType('action.queue.checks_end').find(
        (event) =>
          event.metadata.batch_id === retry.metadata.batch_id &&
          event.metadata.retry_attempt === 0 &&
          event.pull_request === retry.pull_request,
      );
      if (!first) continue;
      expect(first.outcome).toBe('failure');
      expect(first.metadata.speculative_check_pull_request.number).not.toBe(retry.metadata.speculative_check_pull_request.number);
    }
  });

  it('follows a failed batch by a bisection that names the culprit, who leaves with failed checks', () => {
    const found = ofType('action.queue.batch_bisection_end').filter((event) => event.metadata.culprit_found);
    expect(found.length).toBeGreaterThan(0);
    for (const end of found.slice(0, 20)) {
      const [culprit] = end.metadata.culprit_pr_numbers;
      const leave = ofType('action.queue.leave').find((event) => event.pull_request === culprit && event.received_at >= end.received_at);
      expect(leave?.metadata.merged).toBe(false);
      expect(leave?.outcome).toBe('failure');
    }
  });

  it('retries jobs on each of the three published condition-match shapes, so the showcase shows them all', () => {
    const matches = ofType('ci_insights.job_retried').flatMap((event) => event.metadata.condition_matches);
    const shapeOf = (match: (typeof matches)[number]) => ('source' in match ? match.source : 'simple');
    expect(new Set(matches.map(shapeOf))).toEqual(new Set(['simple', 'job_log', 'annotation']));
    const annotations = matches.filter((match) => 'source' in match && match.source === 'annotation');
    expect(annotations.some((match) => 'annotation_title' in match && match.annotation_title === null)).toBe(true);
    expect(annotations.some((match) => 'annotation_title' in match && match.annotation_title !== null)).toBe(true);
  });

  it('writes the deprecated train_car_id as the same value as batch_id', () => {
    const batched = [
      ...ofType('action.queue.checks_start'),
      ...ofType('action.queue.checks_end'),
      ...ofType('action.queue.batch_bisection_start'),
      ...ofType('action.queue.batch_bisection_end'),
    ];
    expect(batched.length).toBeGreaterThan(0);
    expect(batched.filter((event) => event.metadata.train_car_id !== event.metadata.batch_id)).toEqual([]);
  });

  it('counts each failure to start the checks within its queue stay (attempt)', () => {
    const notStarted = ofType('action.queue.checks_not_started');
    expect(notStarted.length).toBeGreaterThan(0);
    const seen = new Map<string, number>();
    for (const event of notStarted) {
      const count = (seen.get(event.metadata.session_id) ?? 0) + 1;
      seen.set(event.metadata.session_id, count);
      expect(event.attempt).toBe(count);
    }
  });

  it('reports real queue sizes (never negative, grows on entry)', () => {
    const changes = ofType('action.queue.change');
    expect(changes.every((event) => event.metadata.size >= 0)).toBe(true);
    expect(Math.max(...changes.map((event) => event.metadata.size))).toBeGreaterThan(1);
  });
});
