// Operations 13 and 14: the activity log and its aggregation (windows, filters, cursors, histogram,
// facets, batch_pull).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Query } from '../support/http-api';
import {
  ctx,
  AGGREGATE,
  DAY,
  HOUR,
  LOGS,
  MOCK_NOW,
  NOW_MS,
  PINNED_DAY,
  SECOND,
  eventRows,
  expect422,
  expectNonIncreasing,
  iso,
  ms,
  sum,
  walk,
} from '../support/conformance-context';
import { type ActivityEvent, type ActivityPage, type Aggregate, FACETS } from '../support/contract-types';

const EVENT_TYPES = [
  'action.assign',
  'action.backport',
  'action.close',
  'action.comment',
  'action.copy',
  'action.delete_head_branch',
  'action.dequeue',
  'action.dismiss_reviews',
  'action.edit',
  'action.github_actions',
  'action.label',
  'action.merge',
  'action.post_check',
  'action.rebase',
  'action.refresh',
  'action.request_reviews',
  'action.review',
  'action.squash',
  'action.update',
  'action.queue.batch_bisection_end',
  'action.queue.batch_bisection_start',
  'action.queue.change',
  'action.queue.checks.change',
  'action.queue.checks_end',
  'action.queue.checks_not_started',
  'action.queue.checks_start',
  'action.queue.conflict_deferred',
  'action.queue.enter',
  'action.queue.leave',
  'action.queue.merged',
  'ci_insights.auto_quarantine.disabled',
  'ci_insights.auto_quarantine.enabled',
  'ci_insights.auto_quarantine.modified',
  'ci_insights.job_retried',
  'command.dequeue',
  'command.queue',
  'product.disabled',
  'product.enabled',
  'queue.pause.create',
  'queue.pause.delete',
  'queue.pause.update',
  'scheduled_freeze.create',
  'scheduled_freeze.delete',
  'scheduled_freeze.update',
  'test.dequarantined',
  'test.quarantined',
];
const OUTCOMES = ['success', 'failure', 'pending', 'neutral'];
const ENVELOPE = ['id', 'received_at', 'trigger', 'repository', 'pull_request', 'base_ref', 'outcome', 'type', 'metadata'];
const HISTOGRAM_WIDTHS = [15, 30, 120, 600, 1_200, 3_600, 14_400, 28_800, 86_400];
const BATCH_EVENT_TYPES = [
  'action.queue.checks_start',
  'action.queue.checks_end',
  'action.queue.batch_bisection_start',
  'action.queue.batch_bisection_end',
];

export function describeActivityLog(): void {
  describe('13, 14. activity log', () => {
    const walkEvents = async (query: Query) =>
      (await walk<ActivityPage>(LOGS, { per_page: 100, ...query }, eventRows)).items as ActivityEvent[];
    const aggregate = async (query: Query) => {
      const answer = await ctx.api.get<Aggregate>(AGGREGATE, query);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body;
    };
    let dayEvents: ActivityEvent[];
    let dayAggregate: Aggregate;

    beforeAll(async () => {
      dayEvents = await walkEvents(PINNED_DAY);
      dayAggregate = await aggregate(PINNED_DAY);
    });

    it('events come newest first, inside the window, with every envelope field', () => {
      expect(dayEvents.length).toBeGreaterThan(200);
      expect(dayAggregate.total).toBe(dayEvents.length);
      dayEvents.forEach((event, index) => {
        expect(Object.keys(event).sort()).toEqual(expect.arrayContaining([...ENVELOPE].sort()));
        expect(Number.isInteger(event.id)).toBe(true);
        expect(event.pull_request === null || Number.isInteger(event.pull_request)).toBe(true);
        expect(event.base_ref === null || typeof event.base_ref === 'string').toBe(true);
        expect(typeof event.trigger).toBe('string');
        expect(typeof event.metadata).toBe('object');
        expect(event.repository).toBe('acme/checkout');
        expect(EVENT_TYPES).toContain(event.type);
        expect(OUTCOMES).toContain(event.outcome);
        expect(ms(event.received_at)).toBeGreaterThanOrEqual(ms(PINNED_DAY.received_from));
        expect(ms(event.received_at)).toBeLessThanOrEqual(ms(PINNED_DAY.received_to));
        if (index > 0) {
          const previous = dayEvents[index - 1] as ActivityEvent;
          expect(ms(event.received_at), 'newest first').toBeLessThanOrEqual(ms(previous.received_at));
          if (event.received_at === previous.received_at) expect(event.id).toBeLessThan(previous.id);
        }
      });
      expect(new Set(dayEvents.map((event) => event.id)).size).toBe(dayEvents.length);
    });

    it('outcomes follow the examples of api-facts.md', async () => {
      const week = { received_from: iso(NOW_MS - 7 * DAY), received_to: MOCK_NOW };
      const typed = async (type: string) => walkEvents({ ...week, event_type: type });
      for (const event of await typed('action.merge')) expect(event.outcome).toBe('success');
      for (const type of [
        'action.label',
        'action.comment',
        'action.request_reviews',
        'action.queue.change',
        'action.queue.checks.change',
      ]) {
        const events = await typed(type);
        expect(events.length, type).toBeGreaterThan(0);
        for (const event of events) expect(event.outcome, type).toBe('neutral');
      }
      for (const event of await typed('action.queue.checks_start')) expect(event.outcome).toBe('pending');
      const checksEnd = await typed('action.queue.checks_end');
      const failedChecks = checksEnd.filter((event) => {
        const speculative = event.metadata.speculative_check_pull_request as { checks_conclusion: string };
        return speculative.checks_conclusion === 'failure';
      });
      expect(failedChecks.length).toBeGreaterThan(0);
      for (const event of failedChecks) expect(event.outcome).toBe('failure');
      const leaves = await typed('action.queue.leave');
      const failedLeaves = leaves.filter(
        (event) => event.metadata.merged === false && (event.metadata.unsuccessful_checks as unknown[]).length > 0,
      );
      expect(failedLeaves.length).toBeGreaterThan(0);
      for (const event of failedLeaves) expect(event.outcome).toBe('failure');
      for (const event of leaves.filter((leave) => leave.metadata.merged === true)) expect(event.outcome).toBe('success');
    });

    it('default window: received_to − 1 day to now; received_from alone runs to now; received_to alone starts a day before', async () => {
      const byDefault = await aggregate({});
      const end = ms((byDefault.histogram.at(-1) as { end: string }).end);
      expect(ms((byDefault.histogram[0] as { start: string }).start)).toBe(end - DAY);
      expect(end).toBeGreaterThanOrEqual(NOW_MS);
      expect(end - NOW_MS).toBeLessThan(10 * 60 * SECOND);
      const page = (await ctx.api.get<ActivityPage>(LOGS)).body;
      for (const event of page.events) expect(ms(event.received_at)).toBeGreaterThanOrEqual(end - DAY - 10 * 60 * SECOND);

      const to = NOW_MS - 3 * DAY;
      const onlyTo = await aggregate({ received_to: iso(to) });
      expect((onlyTo.histogram[0] as { start: string }).start).toBe(iso(to - DAY));
      expect((onlyTo.histogram.at(-1) as { end: string }).end).toBe(iso(to));
      expect(onlyTo).toEqual(await aggregate({ received_from: iso(to - DAY), received_to: iso(to) }));

      const from = NOW_MS - 2 * DAY;
      const onlyFrom = await aggregate({ received_from: iso(from) });
      expect((onlyFrom.histogram[0] as { start: string }).start).toBe(iso(from));
      expect(ms((onlyFrom.histogram.at(-1) as { end: string }).end)).toBeGreaterThanOrEqual(NOW_MS);
    });

    it('window rules: order, 93 days, timezones', async () => {
      for (const path of [LOGS, AGGREGATE]) {
        expect422(await ctx.api.get(path, { received_from: MOCK_NOW, received_to: iso(NOW_MS - HOUR) }), 'query', [
          'received_from',
          'received_to',
        ]);
        expect422(await ctx.api.get(path, { received_from: iso(NOW_MS - 94 * DAY), received_to: MOCK_NOW }), 'query', [
          'received_from',
          'received_to',
        ]);
        expect422(await ctx.api.get(path, { received_from: iso(NOW_MS - 93 * DAY - SECOND), received_to: MOCK_NOW }), 'query', [
          'received_from',
          'received_to',
        ]);
        expect((await ctx.api.get(path, { received_from: iso(NOW_MS - 93 * DAY), received_to: MOCK_NOW })).status).toBe(200);
        expect422(await ctx.api.get(path, { received_to: iso(NOW_MS + 100 * DAY), received_from: iso(NOW_MS - 100 * DAY) }), 'query', [
          'received_from',
          'received_to',
        ]);
        for (const naive of ['2025-06-01T10:00:00', '2025-06-01', '2025-06-01 10:00:00', '1748772000', 'yesterday']) {
          expect422(await ctx.api.get(path, { received_from: naive, received_to: MOCK_NOW }), 'query', 'received_from');
          expect422(await ctx.api.get(path, { received_to: naive }), 'query', 'received_to');
        }
        for (const aware of ['2025-06-01T12:00:00+02:00', '2025-06-01T10:00:00.123Z', '2025-06-01T10:00:00-05:30']) {
          expect((await ctx.api.get(path, { received_from: aware, received_to: MOCK_NOW })).status, aware).toBe(200);
        }
      }
    });

    it('every positive filter with its not_ twin is a 422 naming the parameter, on both operations', async () => {
      const pairs: [string, string | number][] = [
        ['pull_request', 1100],
        ['batch_pull', 20001],
        ['event_type', 'action.merge'],
        ['outcome', 'success'],
        ['trigger', 'merge queue internal'],
      ];
      for (const path of [LOGS, AGGREGATE]) {
        for (const [name, value] of pairs) {
          expect422(await ctx.api.get(path, { [name]: value, [`not_${name}`]: value }), 'query', [name, `not_${name}`]);
          expect((await ctx.api.get(path, { [name]: value })).status).toBe(200);
          expect((await ctx.api.get(path, { [`not_${name}`]: value })).status).toBe(200);
        }
      }
    });

    it('enums, integers and base_ref are validated', async () => {
      for (const path of [LOGS, AGGREGATE]) {
        expect422(await ctx.api.get(path, { event_type: 'action.explode' }), 'query', 'event_type');
        expect422(await ctx.api.get(path, { not_event_type: 'Action.Merge' }), 'query', 'not_event_type');
        expect422(await ctx.api.get(path, { outcome: 'won' }), 'query', 'outcome');
        expect422(await ctx.api.get(path, { not_outcome: 'SUCCESS' }), 'query', 'not_outcome');
        expect422(await ctx.api.get(path, { pull_request: 'abc' }), 'query', 'pull_request');
        expect422(await ctx.api.get(path, { not_batch_pull: '1.5' }), 'query', 'not_batch_pull');
        expect422(await ctx.api.get(path, { base_ref: '' }), 'query', 'base_ref');
        expect422(await ctx.api.get(path, { base_ref: 'b'.repeat(256) }), 'query', 'base_ref');
        expect((await ctx.api.get(path, { base_ref: 'b'.repeat(255) })).status).toBe(200);
      }
    });

    it('the aggregate total equals the events walked, for several filter combinations', async () => {
      const topPull = Number(dayAggregate.by_pull_request[0]?.value);
      const topBatch = Number(dayAggregate.by_batch_pull_request[0]?.value);
      const combinations: Query[] = [
        { ...PINNED_DAY, outcome: 'failure' },
        { ...PINNED_DAY, event_type: ['action.merge', 'action.queue.leave'] },
        { ...PINNED_DAY, not_outcome: ['neutral', 'success'], trigger: 'merge queue internal' },
        { ...PINNED_DAY, pull_request: [topPull, 999_999] },
        { ...PINNED_DAY, not_pull_request: topPull, not_event_type: 'action.post_check' },
        { ...PINNED_DAY, batch_pull: topBatch },
        { ...PINNED_DAY, not_batch_pull: topBatch, outcome: ['pending', 'failure'] },
        { ...PINNED_DAY, base_ref: 'main', not_trigger: ['merge queue internal'] },
        {
          received_from: iso(NOW_MS - 7 * DAY),
          received_to: MOCK_NOW,
          event_type: ['action.queue.checks_end', 'action.queue.batch_bisection_end'],
        },
        { received_from: iso(NOW_MS - 3 * HOUR), received_to: iso(NOW_MS - 2 * HOUR) },
      ];
      for (const query of combinations) {
        const events = await walkEvents(query);
        const totals = await aggregate(query);
        expect(totals.total, JSON.stringify(query)).toBe(events.length);
        expect(sum(totals.histogram.map((bucket) => bucket.count)), JSON.stringify(query)).toBe(events.length);
      }
    });

    it('each filter selects what it names', async () => {
      const check = async (query: Query, keep: (event: ActivityEvent) => boolean, label: string) => {
        const events = await walkEvents({ ...PINNED_DAY, ...query });
        expect(events.length, label).toBe(dayEvents.filter(keep).length);
        for (const event of events) expect(keep(event), `${label}: event ${event.id}`).toBe(true);
      };
      const pullRequest = Number(dayAggregate.by_pull_request[1]?.value);
      const trigger = dayAggregate.by_trigger[2]?.value as string;
      await check({ pull_request: pullRequest }, (event) => event.pull_request === pullRequest, 'pull_request');
      await check(
        { not_pull_request: pullRequest },
        (event) => event.pull_request !== pullRequest,
        'not_pull_request (keeps events without a pull request)',
      );
      await check({ trigger }, (event) => event.trigger === trigger, 'trigger');
      await check(
        { not_trigger: [trigger, 'merge queue internal'] },
        (event) => event.trigger !== trigger && event.trigger !== 'merge queue internal',
        'not_trigger',
      );
      await check(
        { trigger: trigger.toUpperCase() === trigger ? `${trigger}x` : trigger.toUpperCase() },
        () => false,
        'trigger matches exactly',
      );
      await check({ base_ref: 'main' }, (event) => event.base_ref === 'main', 'base_ref');
      await check({ outcome: ['failure', 'pending'] }, (event) => event.outcome === 'failure' || event.outcome === 'pending', 'outcome');
      await check(
        { not_event_type: ['action.post_check', 'action.queue.checks.change'] },
        (event) => event.type !== 'action.post_check' && event.type !== 'action.queue.checks.change',
        'not_event_type',
      );
    });

    it('histogram: buckets tile the window, sum to total, widths on the ladder growing with the range', async () => {
      const spans = [5 * 60 * SECOND, HOUR, 6 * HOUR, DAY, 3 * DAY, 7 * DAY, 30 * DAY, 93 * DAY];
      let previous = 0;
      for (const span of spans) {
        const to = NOW_MS - 17 * SECOND;
        const from = to - span;
        const result = await aggregate({ received_from: iso(from), received_to: iso(to) });
        const width = result.interval_size_seconds;
        expect(HISTOGRAM_WIDTHS, `${span / HOUR} h`).toContain(width);
        expect(width).toBeGreaterThanOrEqual(previous);
        previous = width;
        expect(result.histogram.length, `${span / HOUR} h: at most 200 buckets (docs/decisions.md)`).toBeLessThanOrEqual(200);
        const smaller = HISTOGRAM_WIDTHS.filter((candidate) => candidate < width).at(-1);
        if (smaller !== undefined) expect(span / (smaller * SECOND), `${span / HOUR} h: the smallest width that fits`).toBeGreaterThan(200);
        expect(result.histogram[0]?.start).toBe(iso(from));
        expect(result.histogram.at(-1)?.end).toBe(iso(to));
        result.histogram.forEach((bucket, index) => {
          const length = ms(bucket.end) - ms(bucket.start);
          expect(length).toBeGreaterThan(0);
          expect(length).toBeLessThanOrEqual(width * SECOND);
          if (index > 0) expect(bucket.start).toBe(result.histogram[index - 1]?.end);
          if (index > 0 && index < result.histogram.length - 1) expect(length, 'inner buckets are a whole width').toBe(width * SECOND);
          expect(bucket.count).toBeGreaterThanOrEqual(0);
        });
        expect(sum(result.histogram.map((bucket) => bucket.count))).toBe(result.total);
      }
      const empty = await aggregate({ received_from: MOCK_NOW, received_to: MOCK_NOW });
      expect(empty.total).toBe(0);
    });

    it('histogram inner boundaries sit on UTC multiples of the width (docs/decisions.md)', () => {
      const width = dayAggregate.interval_size_seconds * SECOND;
      dayAggregate.histogram.slice(1).forEach((bucket) => expect(ms(bucket.start) % width).toBe(0));
      for (const bucket of dayAggregate.histogram) expect(ms(bucket.end)).toBeGreaterThan(ms(bucket.start));
    });

    it('histogram counts match the events in each bucket', () => {
      const counts = dayAggregate.histogram.map((bucket, index) => {
        const last = index === dayAggregate.histogram.length - 1;
        return dayEvents.filter((event) => {
          const at = ms(event.received_at);
          return at >= ms(bucket.start) && (last ? at <= ms(bucket.end) : at < ms(bucket.end));
        }).length;
      });
      expect(dayAggregate.histogram.map((bucket) => bucket.count)).toEqual(counts);
    });

    it('facets: sorted by count desc, no zero rows, string values, at most 200 rows, counts as the list', () => {
      const expected: Record<string, Map<string, number>> = {};
      const add = (facet: string, value: string | null) => {
        if (value === null) return;
        const counts = (expected[facet] ??= new Map());
        counts.set(value, (counts.get(value) ?? 0) + 1);
      };
      for (const event of dayEvents) {
        add('by_event_type', event.type);
        add('by_outcome', event.outcome);
        add('by_trigger', event.trigger);
        add('by_pull_request', event.pull_request === null ? null : String(event.pull_request));
      }
      for (const facet of FACETS) {
        const rows = dayAggregate[facet];
        expect(rows.length, facet).toBeLessThanOrEqual(200);
        expectNonIncreasing(
          rows.map((row) => row.count),
          facet,
        );
        for (const row of rows) {
          expect(typeof row.value).toBe('string');
          expect(row.count, `${facet} ${row.value}`).toBeGreaterThan(0);
        }
        if (facet === 'by_pull_request' || facet === 'by_batch_pull_request') for (const row of rows) expect(row.value).toMatch(/^\d+$/);
        const counts = expected[facet];
        if (counts && counts.size <= 200) {
          expect(new Map(rows.map((row) => [row.value, row.count])), facet).toEqual(counts);
        }
      }
    });

    it('facets: each leaves out its own filter and applies the others; excluded values give no row', async () => {
      const topType = dayAggregate.by_event_type[0]?.value as string;
      const byOutcome = await aggregate({ ...PINNED_DAY, outcome: 'failure' });
      expect(byOutcome.by_outcome).toEqual(dayAggregate.by_outcome);
      const notOutcome = await aggregate({ ...PINNED_DAY, not_outcome: ['neutral'] });
      expect(notOutcome.by_outcome).toEqual(dayAggregate.by_outcome);
      expect(sum(notOutcome.by_event_type.map((row) => row.count))).toBe(notOutcome.total);

      const both = await aggregate({ ...PINNED_DAY, event_type: topType, outcome: ['success', 'neutral'] });
      expect(both.by_event_type).toEqual((await aggregate({ ...PINNED_DAY, outcome: ['success', 'neutral'] })).by_event_type);
      expect(both.by_outcome).toEqual((await aggregate({ ...PINNED_DAY, event_type: topType })).by_outcome);
      expect(both.by_trigger.every((row) => row.count > 0)).toBe(true);
      expect(sum(both.by_trigger.map((row) => row.count))).toBe(both.total);

      const pull = dayAggregate.by_pull_request[0]?.value as string;
      const onePull = await aggregate({ ...PINNED_DAY, pull_request: Number(pull) });
      expect(onePull.by_pull_request).toEqual(dayAggregate.by_pull_request);
      expect(onePull.total).toBe(dayAggregate.by_pull_request[0]?.count);
      const notPull = await aggregate({ ...PINNED_DAY, not_pull_request: Number(pull) });
      expect(notPull.by_pull_request).toEqual(dayAggregate.by_pull_request);
      expect(notPull.total + onePull.total).toBe(dayAggregate.total);

      const batch = dayAggregate.by_batch_pull_request[0]?.value as string;
      expect((await aggregate({ ...PINNED_DAY, batch_pull: Number(batch) })).by_batch_pull_request).toEqual(
        dayAggregate.by_batch_pull_request,
      );

      const trigger = dayAggregate.by_trigger[0]?.value as string;
      const notTrigger = await aggregate({ ...PINNED_DAY, not_trigger: trigger });
      expect(notTrigger.by_trigger).toEqual(dayAggregate.by_trigger);
      // Other facets under a filter: the excluded trigger's events are gone, and no row is left at 0.
      for (const facet of ['by_event_type', 'by_outcome', 'by_pull_request', 'by_batch_pull_request'] as const) {
        for (const row of notTrigger[facet]) expect(row.count, `${facet} ${row.value}`).toBeGreaterThan(0);
      }
      // Under event_type=action.merge the outcome facet counts merges only (success), with no zero rows.
      const onlyMerges = await aggregate({ ...PINNED_DAY, event_type: 'action.merge' });
      expect(onlyMerges.by_outcome).toEqual([{ value: 'success', count: onlyMerges.total }]);
      expect(onlyMerges.by_trigger.every((row) => row.count > 0)).toBe(true);

      for (const row of dayAggregate.by_trigger.slice(0, 3)) {
        expect((await aggregate({ ...PINNED_DAY, trigger: row.value })).total, row.value).toBe(row.count);
      }
      for (const row of dayAggregate.by_event_type.slice(0, 3)) {
        expect((await aggregate({ ...PINNED_DAY, event_type: row.value })).total, row.value).toBe(row.count);
      }
    });

    it('facet lists keep the top 200 values of a long window, ties by value (docs/decisions.md)', async () => {
      const window = { received_from: iso(NOW_MS - 30 * DAY), received_to: MOCK_NOW };
      const month = await aggregate(window);
      const events = await walkEvents(window);
      expect(events.length).toBe(month.total);
      const pulls = new Map<number, number>();
      for (const event of events) if (event.pull_request !== null) pulls.set(event.pull_request, (pulls.get(event.pull_request) ?? 0) + 1);
      expect(pulls.size, 'enough pull requests to cut the list').toBeGreaterThan(200);
      const top = [...pulls.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, 200);
      expect(month.by_pull_request).toEqual(top.map(([value, count]) => ({ value: String(value), count })));
      expect(month.by_pull_request.length).toBeLessThanOrEqual(200);
      expect(month.by_batch_pull_request.length).toBeLessThanOrEqual(200);
      expect(month.by_trigger.length).toBeLessThanOrEqual(200);
      expect(month.by_event_type.length).toBeLessThanOrEqual(46);
      expect(sum(month.by_outcome.map((row) => row.count))).toBe(month.total);
      expect(sum(month.by_event_type.map((row) => row.count))).toBe(month.total);
    });

    it('batch_pull: the batch lifecycle events of that draft number, and not_batch_pull the rest', async () => {
      const week = { received_from: iso(NOW_MS - 7 * DAY), received_to: MOCK_NOW };
      const weekAggregate = await aggregate(week);
      const numbers = weekAggregate.by_batch_pull_request.slice(0, 5).map((row) => Number(row.value));
      expect(numbers.length).toBeGreaterThan(0);
      for (const number of numbers) {
        const events = await walkEvents({ ...week, batch_pull: number });
        expect(events.length).toBe(weekAggregate.by_batch_pull_request.find((row) => row.value === String(number))?.count);
        const batchIds = new Set<unknown>();
        for (const event of events) {
          expect(BATCH_EVENT_TYPES, `${number}: ${event.type}`).toContain(event.type);
          if (event.type === 'action.queue.checks_start' || event.type === 'action.queue.checks_end') {
            const speculative = event.metadata.speculative_check_pull_request as { number: number; in_place: boolean };
            expect(speculative.number).toBe(number);
            if (speculative.in_place) expect(event.pull_request).toBe(number);
            batchIds.add(event.metadata.batch_id);
          }
        }
        for (const event of events.filter((candidate) => candidate.type.includes('bisection'))) {
          // A bisection belongs to the batch whose checks it bisects.
          expect(
            batchIds.has(event.metadata.batch_id) || batchIds.size === 0,
            `${number}: bisection of batch ${String(event.metadata.batch_id)}`,
          ).toBe(true);
        }
        const negated = await aggregate({ ...week, not_batch_pull: number });
        expect(negated.total + events.length).toBe(weekAggregate.total);
      }
      // Draft pull requests other than in-place ones are not user pull requests.
      const drafts = await walkEvents({ ...week, event_type: 'action.queue.checks_start' });
      const inPlace = drafts.filter((event) => (event.metadata.speculative_check_pull_request as { in_place: boolean }).in_place);
      const draftOnly = drafts.filter((event) => !(event.metadata.speculative_check_pull_request as { in_place: boolean }).in_place);
      expect(inPlace.length + draftOnly.length).toBe(drafts.length);
      for (const event of draftOnly.slice(0, 20)) {
        const number = (event.metadata.speculative_check_pull_request as { number: number }).number;
        const found = await walkEvents({ ...week, batch_pull: number, event_type: 'action.queue.checks_start' });
        expect(found.map((candidate) => candidate.id)).toContain(event.id);
      }
    });

    it("batch_pull: a checks retry rotates the draft number, each attempt's events keep their own", async () => {
      const month = { received_from: iso(NOW_MS - 30 * DAY), received_to: MOCK_NOW };
      const starts = await walkEvents({ ...month, event_type: 'action.queue.checks_start' });
      const numbersByBatch = new Map<string, Set<number>>();
      for (const event of starts) {
        const speculative = event.metadata.speculative_check_pull_request as { number: number; in_place: boolean };
        const batchId = event.metadata.batch_id as string | null;
        if (batchId === null || speculative.in_place) continue;
        const numbers = numbersByBatch.get(batchId) ?? new Set<number>();
        numbers.add(speculative.number);
        numbersByBatch.set(batchId, numbers);
      }
      const retried = [...numbersByBatch.entries()].find(([, numbers]) => numbers.size > 1);
      expect(retried, 'a batch whose checks were retried').toBeDefined();
      const [first, second] = [...(retried?.[1] ?? [])] as [number, number];
      const firstEvents = await walkEvents({ ...month, batch_pull: first });
      const secondEvents = await walkEvents({ ...month, batch_pull: second });
      expect(firstEvents.length).toBeGreaterThan(0);
      expect(secondEvents.length).toBeGreaterThan(0);
      const ids = new Set(firstEvents.map((event) => event.id));
      for (const event of secondEvents) {
        if (event.type.includes('checks')) expect(ids.has(event.id), `checks event ${event.id} of attempt ${second}`).toBe(false);
      }
      const both = await walkEvents({ ...month, batch_pull: [first, second] });
      expect(both.length).toBe(new Set([...firstEvents, ...secondEvents].map((event) => event.id)).size);
    });

    it('repeated pull_request values combine as OR', async () => {
      const [a, b] = dayAggregate.by_pull_request.slice(0, 2);
      const events = await walkEvents({ ...PINNED_DAY, pull_request: [Number(a?.value), Number(b?.value)] });
      expect(events.length).toBe((a?.count ?? 0) + (b?.count ?? 0));
    });

    it('works on the small repository too', async () => {
      const totals = await ctx.api.get<Aggregate>('/repos/acme/docs-site/logs/aggregate', {
        received_from: iso(NOW_MS - 30 * DAY),
        received_to: MOCK_NOW,
      });
      expect(totals.status).toBe(200);
      const events = (
        await walk<ActivityPage>(
          '/repos/acme/docs-site/logs',
          { received_from: iso(NOW_MS - 30 * DAY), received_to: MOCK_NOW, per_page: 100 },
          eventRows,
        )
      ).items as ActivityEvent[];
      expect(events.length).toBe(totals.body.total);
      for (const event of events) expect(event.repository).toBe('acme/docs-site');
    });
  });
}
