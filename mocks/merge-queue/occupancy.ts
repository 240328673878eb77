// How many things (sessions in a queue, runs of checks) were going on over an interval: the
// time-weighted mean, and the largest and smallest number reached. A stay counts from its start up to,
// not including, its end; one still going runs until `now`, and the part of an interval after `now`
// is not known yet, so it is left out (an interval entirely after `now` reads 0).
import type { StatsInterval } from './stats-intervals';

export interface Stay {
  start: number;
  /** null while still going. */
  end: number | null;
}

export interface Occupancy {
  avg: number;
  max: number;
  min: number;
}

export function occupancy(stays: readonly Stay[], interval: StatsInterval, now: number): Occupancy {
  const from = interval.start;
  const to = Math.min(interval.end, now);
  if (to < from) return { avg: 0, max: 0, min: 0 };
  // Count at `from`, then +1/-1 at each change inside (from, to).
  let count = 0;
  const changes: [number, number][] = [];
  for (const stay of stays) {
    const end = stay.end ?? Infinity;
    if (end <= stay.start) continue; // no time in the queue at all
    if (stay.start <= from) {
      if (end <= from) continue;
      count += 1;
      if (end < to) changes.push([end, -1]);
    } else if (stay.start < to) {
      changes.push([stay.start, 1]);
      if (end < to) changes.push([end, -1]);
    }
  }
  changes.sort((a, b) => a[0] - b[0]);
  let largest = count;
  let smallest = count;
  let weighted = 0;
  let at = from;
  // Changes at one moment apply together: a pull request leaving as another enters never makes a dip.
  for (let index = 0; index < changes.length;) {
    const time = (changes[index] as [number, number])[0];
    weighted += count * (time - at);
    at = time;
    for (; index < changes.length && (changes[index] as [number, number])[0] === time; index += 1)
      count += (changes[index] as [number, number])[1];
    largest = Math.max(largest, count);
    smallest = Math.min(smallest, count);
  }
  weighted += count * (to - at);
  // A zero-length interval (start_at = end_at) reads the count at that moment.
  const avg = to === from ? count : weighted / (to - from);
  return { avg, max: largest, min: smallest };
}
