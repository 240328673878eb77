import type { ActivityLogEvent, HealthStatus, HealthTransition } from '@/api/types';
import { eventTypeLabel } from '@/domain/activity/event-catalog';
import { branchWords } from '@/domain/quarantines/quarantine-scope';
import { HEALTH_LABELS } from '@/domain/tests/health';
import { formatLocalDateTime } from '@/lib/format';
import type { TimeSpan } from '@/components/charts/bucket-plot';
import { episodeFirstFailure, transitionInterval, type FailureGroupSpan } from '@/domain/tests/episode-times';

// One test's history on one axis; pure: the panel fetches, the chart and the list draw the same entries.

export const TIMELINE_LANES = ['queue', 'health', 'quarantine'] as const;
export type TimelineLane = (typeof TIMELINE_LANES)[number];

export const LANE_LABELS: Record<TimelineLane, string> = { queue: 'Merge queue', health: 'Health', quarantine: 'Quarantine' };

/** What an entry opens when clicked: the thing it names. */
type TimelineTarget =
  | { kind: 'health' }
  | { kind: 'quarantine'; quarantineId: string }
  | { kind: 'activity'; type: string; at: number; pullRequest: number | null };

export type TimelineEntry = {
  key: string;
  /** When it happened; for a health change whose first failure is not known, the end of its bucket. */
  at: number;
  /** A health change known only to its bucket: it happened in (`between`, `at`]. */
  between?: number;
  lane: TimelineLane;
  label: string;
  /** The health a transition moved to (its colour). */
  health?: HealthStatus;
  target: TimelineTarget;
};

/** The merge-queue events worth a point: a pull request entering, being checked, merged or leaving. */
export const QUEUE_EVENT_TYPES = [
  'command.queue',
  'action.queue.enter',
  'action.queue.checks_end',
  'action.queue.merged',
  'action.queue.leave',
  'action.dequeue',
  'command.dequeue',
] as const;

export const QUARANTINE_EVENT_TYPES = ['test.quarantined', 'test.dequarantined'] as const;

/** Pull requests named as causes, ascending; not the first point's, nor a first failure only kept (`null`). */
export function namedPullRequests(transitions: readonly HealthTransition[], firstFailurePull: { number: number } | null): number[] {
  const numbers = new Set<number>();
  transitions.forEach((transition, index) => {
    if (index > 0 && transition.pull_request) numbers.add(transition.pull_request.number);
  });
  if (firstFailurePull) numbers.add(firstFailurePull.number);
  return [...numbers].sort((a, b) => a - b);
}

const metadataOf = (event: ActivityLogEvent) => event.metadata as unknown as Record<string, unknown>;

/** Whether a quarantine event is about this test (by id when the event carries one, else by name). */
export function isQuarantineEventOf(event: ActivityLogEvent, test: { testId: string; testName: string }): boolean {
  if (event.type !== 'test.quarantined' && event.type !== 'test.dequarantined') return false;
  const metadata = metadataOf(event);
  if (typeof metadata.test_id === 'string') return metadata.test_id === test.testId;
  return metadata.test_name === test.testName;
}

/** Every entry inside `window`, oldest first; ties keep lane order (queue, health, quarantine). */
export function buildTimeline({
  transitions,
  quarantineEvents,
  queueEvents,
  failures = [],
  bucketMs,
  window,
}: {
  transitions: readonly HealthTransition[];
  /** Already narrowed to this test. */
  quarantineEvents: readonly ActivityLogEvent[];
  queueEvents: readonly ActivityLogEvent[];
  /** The test's failure groups: they date an episode's first failing run. */
  failures?: readonly FailureGroupSpan[];
  /** The transitions' bucket width: a change not dated by a failure is placed in its bucket. */
  bucketMs: number;
  window: TimeSpan;
}): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  transitions.forEach((transition, index) => {
    // The first point only says what the health was when the window opened: not a change.
    if (index === 0) return;
    const by = transition.pull_request ? ` (#${transition.pull_request.number})` : '';
    // A transition is stamped at its bucket's end: the episode's first failure when known, else the bucket.
    const failure = episodeFirstFailure(transition, transitions[index - 1]?.at ?? null, failures);
    const stamp = Date.parse(transition.at);
    const time =
      failure === null || Date.parse(failure.at) < window.start
        ? { at: stamp, between: transitionInterval(stamp, bucketMs).from }
        : { at: Date.parse(failure.at) };
    entries.push({
      key: `health-${transition.at}`,
      ...time,
      lane: 'health',
      label: `Became ${HEALTH_LABELS[transition.health_status].toLowerCase()}${by}`,
      health: transition.health_status,
      target: { kind: 'health' },
    });
  });
  for (const event of quarantineEvents) {
    const metadata = metadataOf(event);
    const at = Date.parse(event.received_at);
    entries.push({
      key: `event-${event.id}`,
      at,
      lane: 'quarantine',
      label:
        event.type === 'test.dequarantined'
          ? 'Released from quarantine'
          : `Quarantined on ${branchWords(typeof metadata.branch === 'string' ? metadata.branch : null)}`,
      target:
        event.type === 'test.quarantined' && typeof metadata.quarantine_id === 'string'
          ? { kind: 'quarantine', quarantineId: metadata.quarantine_id }
          : { kind: 'activity', type: event.type, at, pullRequest: null },
    });
  }
  for (const event of queueEvents) {
    const at = Date.parse(event.received_at);
    const pull = event.pull_request;
    entries.push({
      key: `event-${event.id}`,
      at,
      lane: 'queue',
      label: `${pull === null ? '' : `#${pull}: `}${eventTypeLabel(event.type)}`,
      target: { kind: 'activity', type: event.type, at, pullRequest: pull },
    });
  }
  const laneRank = (lane: TimelineLane) => TIMELINE_LANES.indexOf(lane);
  return entries
    .filter((entry) => entry.at >= window.start && entry.at <= window.end)
    .sort((a, b) => a.at - b.at || laneRank(a.lane) - laneRank(b.lane) || a.key.localeCompare(b.key));
}

export type TimelineRow = TimeSpan & { entries: Record<TimelineLane, TimelineEntry[]> };

/** The entries on the statistics' buckets (one row per bucket); an entry past the last bucket joins it. */
export function timelineRows(buckets: readonly { start: string; end: string }[], entries: readonly TimelineEntry[]): TimelineRow[] {
  const rows: TimelineRow[] = buckets.map((bucket) => ({
    start: Date.parse(bucket.start),
    end: Date.parse(bucket.end),
    entries: { queue: [], health: [], quarantine: [] },
  }));
  if (rows.length === 0) return rows;
  for (const entry of entries) {
    let index = rows.findIndex((row) => entry.at >= row.start && entry.at < row.end);
    if (index < 0) index = entry.at < (rows[0] as TimelineRow).start ? 0 : rows.length - 1;
    (rows[index] as TimelineRow).entries[entry.lane].push(entry);
  }
  return rows;
}

/** An entry's time in words: the moment, or for a change known only to its bucket, "between … and …". */
export function entryTimeWords(entry: TimelineEntry): string {
  return entry.between === undefined
    ? formatLocalDateTime(entry.at)
    : `between ${formatLocalDateTime(entry.between)} and ${formatLocalDateTime(entry.at)}`;
}
