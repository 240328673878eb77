// Property test: on random filter combinations, windows, page sizes and cursors, the indexed fast path
// returns exactly what the plain linear scan returns.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Random } from '../core/seeded-random';
import { createRandom } from '../core/seeded-random';
import type { ActivityEventLog } from './activity-event-log';
import type { ActivityFilters, ActivityListQuery, CursorPosition } from './activity-query';
import { NO_FILTERS } from './activity-query';
import { FIXTURE_NOW, fixtureInput } from './activity-test-fixtures';
import { aggregateEvents } from './aggregate-events';
import { EVENT_OUTCOMES, EVENT_TYPES } from './event-catalog';
import { generateRepositoryEvents } from './generate-events';
import { linearScanAggregate, linearScanList } from './linear-scan';
import { listEvents } from './list-events';

const DAY = 86_400_000;
let log: ActivityEventLog;
let pulls: number[];
let batches: number[];
let triggers: string[];
let baseRefs: string[];

beforeAll(() => {
  log = generateRepositoryEvents(fixtureInput({ days: 6 }));
  pulls = [...new Set(log.all.map((event) => event.pull_request).filter((value) => value !== null))];
  batches = Array.from({ length: log.columns.length }, (_, index) => log.columns.batchSlot[index] ?? -1)
    .filter((slot) => slot >= 0)
    .map((slot) => log.numbers.valueAt(slot));
  triggers = [...new Set(log.all.map((event) => event.trigger))];
  baseRefs = [...new Set(log.all.map((event) => event.base_ref).filter((value) => value !== null))];
});

function some<T>(random: Random, pool: readonly T[], extra: T): T[] {
  const values = Array.from({ length: random.int(1, 3) }, () => random.pick(pool));
  return random.chance(0.15) ? [...values, extra] : values;
}

/** A positive filter, its `not_` twin, or neither (never both: the parser refuses that). */
function pair<T>(random: Random, pool: readonly T[], extra: T): [T[] | null, T[] | null] {
  const roll = random.next();
  if (roll < 0.3) return [some(random, pool, extra), null];
  if (roll < 0.55) return [null, some(random, pool, extra)];
  return [null, null];
}

function randomFilters(random: Random): ActivityFilters {
  const [pullRequest, notPullRequest] = pair(random, pulls, 999_999);
  const [batchPull, notBatchPull] = pair(random, batches, 888_888);
  const [eventType, notEventType] = pair(random, EVENT_TYPES, 'action.merge');
  const [outcome, notOutcome] = pair(random, EVENT_OUTCOMES, 'pending');
  const [trigger, notTrigger] = pair(random, triggers, '@nobody');
  const baseRef = random.chance(0.2) ? random.pick([...baseRefs, 'no-such-branch']) : null;
  return {
    ...NO_FILTERS,
    pullRequest,
    notPullRequest,
    batchPull,
    notBatchPull,
    eventType,
    notEventType,
    outcome,
    notOutcome,
    trigger,
    notTrigger,
    baseRef,
  };
}

function randomWindow(random: Random): { from: number; to: number } {
  const to = FIXTURE_NOW - random.int(0, 3 * 24) * 3_600_000 + random.int(-1000, 1000);
  return { from: to - random.pick([15 * 60_000, 3_600_000, DAY, 2 * DAY, 7 * DAY]), to };
}

describe('fast path equals the linear scan', () => {
  it('aggregates (80 random queries)', () => {
    const random = createRandom('aggregate-property');
    let nonEmpty = 0;
    for (let run = 0; run < 80; run++) {
      const query = { filters: randomFilters(random), window: randomWindow(random) };
      const fast = aggregateEvents(log, query);
      expect(fast, JSON.stringify(query)).toEqual(linearScanAggregate(log.all, query));
      if (fast.total > 0) nonEmpty++;
    }
    // The property means something only if many queries match events.
    expect(nonEmpty).toBeGreaterThan(20);
  });

  it('pages, following next and prev cursors (60 random queries)', () => {
    const random = createRandom('list-property');
    let followed = 0;
    for (let run = 0; run < 60; run++) {
      const base: ActivityListQuery = {
        filters: randomFilters(random),
        window: randomWindow(random),
        perPage: random.pick([1, 3, 10, 50, 100]),
        cursor: null,
      };
      let query = base;
      for (let step = 0; step < 4; step++) {
        const fast = listEvents(log, query);
        const slow = linearScanList(log.all, query);
        expect(fast, JSON.stringify(query)).toEqual(slow);
        const edge = random.chance(0.7) ? fast.events[fast.events.length - 1] : fast.events[0];
        if (!edge) break;
        const direction: CursorPosition['direction'] = edge === fast.events[0] && fast.events.length > 1 ? 'prev' : 'next';
        query = { ...base, cursor: { direction, receivedAt: Date.parse(edge.received_at), id: edge.id } };
        followed++;
      }
    }
    expect(followed).toBeGreaterThan(30);
  });
});
