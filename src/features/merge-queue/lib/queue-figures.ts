import { LOG_COUNTED_EVENTS } from '@/queries/merge-queue';
import { type FigureAnswers } from '@/domain/merge-queue/figure-operations';
import type { EventType } from '@/api/types';
import type { BetterWhen } from '@/domain/periods/figure-delta';
import type { EventNoun } from './activity-drill-down';
import { countsOnGrid, type Interval } from '@/domain/merge-queue/queue-values';
import type { FIGURE_KEYS } from './merge-queue-search';

// The page's figures, each defined once: what it counts, its unit, which way is good news, and its events in the activity log.

export type FigureUnit = 'count' | 'seconds' | 'ratio' | 'pull requests' | 'per day';

type Definition = {
  label: string;
  /** What one unit of it is, in words: "pull requests merged by the queue". */
  counts: string;
  unit: FigureUnit;
  better: BetterWhen;
  /** Its events in the activity log. */
  events: LogEvents;
};

/** The events behind the figures, as the activity log lists them. */
const LOG_EVENTS = {
  merges: { eventTypes: ['action.queue.merged'], noun: { one: 'merge', many: 'merges' } },
  entries: { eventTypes: ['action.queue.enter'], noun: { one: 'queue entry', many: 'queue entries' } },
  exits: { eventTypes: ['action.queue.leave'], noun: { one: 'queue exit', many: 'queue exits' } },
  entriesAndExits: {
    eventTypes: ['action.queue.enter', 'action.queue.leave'],
    noun: { one: 'queue entry or exit', many: 'queue entries and exits' },
  },
  checksStarts: { eventTypes: ['action.queue.checks_start'], noun: { one: 'queue checks start', many: 'queue checks starts' } },
  checksEnds: { eventTypes: LOG_COUNTED_EVENTS.ciRuntime, noun: { one: 'queue checks end event', many: 'queue checks end events' } },
  bisections: { eventTypes: LOG_COUNTED_EVENTS.bisections, noun: { one: 'bisection start event', many: 'bisection start events' } },
} satisfies Record<string, { eventTypes: readonly EventType[]; noun: EventNoun }>;
type LogEvents = keyof typeof LOG_EVENTS;

const DEFINITIONS = {
  // The vendor's headline figures first (its Statistics page), then the rest.
  entered: {
    label: 'Entered',
    counts: 'queue entries (a pull request queued again counts again)',
    unit: 'count',
    better: 'neither',
    events: 'entries',
  },
  merged: {
    label: 'Merged',
    counts: 'pull requests merged by the queue',
    unit: 'count',
    better: 'higher',
    events: 'merges',
  },
  mergedRate: {
    label: 'Merged rate',
    counts: 'merges per queue entry (merges ÷ entries; a pull request that entered earlier counts when it merges)',
    unit: 'ratio',
    better: 'higher',
    events: 'merges',
  },
  throughput: {
    label: 'Throughput',
    counts: 'pull requests merged per day (merges ÷ the days of the window, the last one a part)',
    unit: 'per day',
    better: 'higher',
    events: 'merges',
  },
  largestQueue: {
    label: 'Largest queue',
    counts: 'most pull requests at once in one queue (base branch, queue, priority rule)',
    unit: 'count',
    better: 'neither',
    events: 'entriesAndExits',
  },
  timeInQueue: {
    label: 'Time in queue',
    counts: 'mean time from entry to exit of the sessions that ended',
    unit: 'seconds',
    better: 'lower',
    events: 'exits',
  },
  ciRuntime: {
    label: 'CI runtime in the queue',
    counts: 'mean run of the queue checks that ended, one per batch run (the log has an event per pull request)',
    unit: 'seconds',
    better: 'lower',
    events: 'checksEnds',
  },
  exits: {
    label: 'Left the queue',
    counts: 'queue sessions that ended, merged or not',
    unit: 'count',
    better: 'neither',
    events: 'exits',
  },
  failureRate: {
    label: 'Failure rate',
    // The vendor's meaning (August 2026): a session that left unmerged for another reason is no failure.
    counts: 'share of the queue exits (merges included) whose checks failed or timed out',
    unit: 'ratio',
    better: 'lower',
    events: 'exits',
  },
  idleTime: {
    label: 'Idle time',
    counts: 'mean time a session that ended waited for a free check, its merge schedule or a freeze',
    unit: 'seconds',
    better: 'lower',
    events: 'exits',
  },
  queueSize: {
    label: 'Queue size',
    counts: 'pull requests in the queue, time-weighted mean',
    unit: 'pull requests',
    better: 'neither',
    events: 'entriesAndExits',
  },
  speculativeChecks: {
    label: 'Speculative checks running',
    counts: 'checks running at once, time-weighted mean (every priority rule)',
    unit: 'count',
    better: 'neither',
    events: 'checksStarts',
  },
  batchSize: {
    label: 'Batch size',
    counts: 'mean pull requests per speculative check started',
    unit: 'pull requests',
    better: 'neither',
    events: 'checksStarts',
  },
  bisections: {
    label: 'Bisections',
    counts: 'failed batches split to find the culprit, one per batch and depth (the log has an event per pull request)',
    unit: 'count',
    better: 'lower',
    events: 'bisections',
  },
  retries: {
    label: 'Checks retries',
    counts: 'retries of failed queue checks, by the session’s exit',
    unit: 'count',
    better: 'lower',
    events: 'exits',
  },
  batchesSaved: {
    label: 'Batches saved',
    counts: 'batches merged on a later batch’s result (intermediate results skipped)',
    unit: 'count',
    better: 'higher',
    events: 'merges',
  },
} satisfies Record<(typeof FIGURE_KEYS)[number], Definition>;

export type FigureKey = keyof typeof DEFINITIONS;
export type FigureDefinition = Definition & { key: FigureKey; eventTypes: readonly EventType[]; noun: EventNoun };

export const FIGURES: readonly FigureDefinition[] = Object.entries(DEFINITIONS).map(([key, figure]) => ({
  key: key as FigureKey,
  ...figure,
  ...LOG_EVENTS[figure.events],
}));

/** The figures whose groups add up to the whole, interval by interval: counts, per-day counts and time-weighted sizes. */
export const ADDITIVE: ReadonlySet<FigureKey> = new Set<FigureKey>([
  'entered',
  'merged',
  'throughput',
  'exits',
  'queueSize',
  'speculativeChecks',
  'bisections',
  'retries',
  'batchesSaved',
]);

export const figureDefinition = (key: FigureKey): FigureDefinition => FIGURES.find((figure) => figure.key === key)!;

/** How many events of a figure's types each interval holds; the log counts checks ends and bisections otherwise (its own histograms). */
export function eventCounts(
  grid: readonly Interval[],
  answers: FigureAnswers,
  logCounts: Pick<Record<LogEvents, number[]>, 'checksEnds' | 'bisections'>,
): Record<FigureKey, number[]> {
  const entries = countsOnGrid(grid, answers.getQueueEnteredCount, (row) => row.entered);
  const exits = countsOnGrid(grid, answers.getQueueExitReasons, (row) => row.count);
  const counts: Record<LogEvents, number[]> = {
    ...logCounts,
    merges: countsOnGrid(grid, answers.getQueueMergedCount, (row) => row.merged),
    entries,
    exits,
    entriesAndExits: entries.map((count, index) => count + (exits[index] ?? 0)),
    checksStarts: countsOnGrid(grid, answers.getQueueBatchSize, (row) => row.sum_batch_size),
  };
  return Object.fromEntries(FIGURES.map((figure) => [figure.key, counts[figure.events]])) as Record<FigureKey, number[]>;
}
