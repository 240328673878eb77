import { formatCount, formatDay, formatTime, toIsoInstant, toIsoSeconds } from '@/lib/format';
import type { RepositoryRef } from '@/lib/app-config';
import type { Interval } from '@/domain/merge-queue/queue-values';
import { DAY_MS } from '@/lib/time-constants';

// Where a figure's events are: the activity log filtered as exactly as its API allows, and a sentence saying what it will list.

/** Where the figures' links open the log: the repository, its base branch, and why the log lists more than a figure counts. */
export type LogScope = { repo: RepositoryRef; baseRef: string | undefined; wider: string | undefined };

/** What the events are called: "queue exit" / "queue exits". */
export type EventNoun = { one: string; many: string };

const isMidnight = (ms: number) => ms % DAY_MS === 0;

/** A UTC span in words: "Nov 12", "Nov 14 – Nov 20", "Nov 20 until 12:34 UTC", "Nov 20, 10:00–11:00 UTC", … */
export function describeUtcSpan(start: number, end: number): string {
  const day = (ms: number) => formatDay(ms, { zone: 'utc' });
  const clock = (ms: number) => formatTime(ms, 'clock', 'utc');
  if (!isMidnight(start)) {
    const sameDay = Math.floor(start / DAY_MS) === Math.floor((end - 1) / DAY_MS);
    return sameDay ? `${day(start)}, ${clock(start)}–${clock(end)} UTC` : `${day(start)}, ${clock(start)} – ${day(end)}, ${clock(end)} UTC`;
  }
  const lastDay = isMidnight(end) ? end - DAY_MS : Math.floor(end / DAY_MS) * DAY_MS;
  const days = lastDay <= start ? day(start) : `${day(start)} – ${day(lastDay)}`;
  return isMidnight(end) ? days : `${days} until ${clock(end)} UTC`;
}

/** The log's search params and the link's words: `count` events of `eventTypes` (`wider`: why the log lists more than the figure). */
export function activityDrillDown(input: {
  eventTypes: readonly string[];
  noun: EventNoun;
  count: number;
  interval: Interval;
  baseRef: string | undefined;
  wider?: string | undefined;
}) {
  const { start, end, endIncluded } = input.interval;
  const search = {
    type: [...input.eventTypes],
    ...(input.baseRef === undefined ? {} : { baseRef: input.baseRef }),
    from: toIsoSeconds(start),
    to: toIsoInstant(endIncluded ? end : end - 1),
    tz: 'utc' as const,
  };
  const span = describeUtcSpan(start, end);
  const branch = input.baseRef === undefined ? 'every branch' : input.baseRef;
  const wider = input.wider === undefined ? '' : ` (${input.wider})`;
  const noun = input.count === 1 ? input.noun.one : input.noun.many;
  const text =
    input.count === 0
      ? `Open the log of ${span} on ${branch}: no ${input.noun.many}${wider}`
      : `Open the ${formatCount(input.count)} ${noun} of ${span} on ${branch}${wider}`;
  return { search, text };
}
