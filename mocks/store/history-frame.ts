// Where a dataset's history sits on absolute UTC time. Everything is laid out by UTC day: the stories
// are pinned to the *anchor day* (the UTC day of the anchor, i.e. of the clock's first reading), the
// base history is generated for whole days up to the end of that day, and later days are generated
// one at a time as the clock reaches them. So two stores whose anchors fall on the same UTC day hold
// the same history, and a store left running only ever appends to it.
import { DAY_MS, floorTo } from '../test-insights/time-constants';

/** Days of runs and events before the anchor day (the retention the operations read). */
export const HISTORY_DAYS = 30;
/** Pull requests start one day earlier, so the history opens with merges already flowing. */
export const PULL_REQUEST_LEAD_IN_DAYS = 1;

export interface HistoryFrame {
  /** The moment the dataset is anchored at (epoch ms): the clock's first reading, or a persisted one. */
  anchor: number;
  /** Start of the anchor's UTC day: the scripted stories are placed relative to it. */
  anchorDay: number;
  /** First moment with runs and events. */
  historyStart: number;
  /** First UTC day with pull requests (the first generated day). */
  firstDay: number;
  /** End of the base history: the end of the anchor day. Later days are appended one by one. */
  baseEnd: number;
}

export function historyFrame(anchor: number): HistoryFrame {
  const anchorDay = floorTo(anchor, DAY_MS);
  const historyStart = anchorDay - HISTORY_DAYS * DAY_MS;
  return {
    anchor,
    anchorDay,
    historyStart,
    firstDay: historyStart - PULL_REQUEST_LEAD_IN_DAYS * DAY_MS,
    baseEnd: anchorDay + DAY_MS,
  };
}

/** The days [from, to) as their start times. */
export function daysBetween(from: number, to: number): number[] {
  const days: number[] = [];
  for (let day = floorTo(from, DAY_MS); day < to; day += DAY_MS) days.push(day);
  return days;
}

/** A label that names one UTC day in random-stream forks (absolute, whatever the anchor). */
export function dayLabel(dayStart: number): string {
  return new Date(dayStart).toISOString().slice(0, 10);
}
