// Where a dataset's history sits on absolute UTC time: stories are pinned to the anchor day (the UTC
// day of the clock's first reading), so stores anchored the same day hold the same history.
import { DAY_MS, floorTo } from '../test-insights/time-constants';

/** Days of runs and events before the anchor day (the retention the operations read). */
export const HISTORY_DAYS = 30;

export type HistoryFrame = ReturnType<typeof historyFrame>;

export function historyFrame(anchor: number) {
  const anchorDay = floorTo(anchor, DAY_MS);
  const historyStart = anchorDay - HISTORY_DAYS * DAY_MS;
  return {
    anchor,
    /** Start of the anchor's UTC day: the scripted stories are placed relative to it. */
    anchorDay,
    historyStart,
    /** Where a merge queue's log begins (its statistics reach 90 days back): synthetic pull requests only before the runs. */
    queueHistoryStart: anchorDay - 90 * DAY_MS,
    /** The first generated day: pull requests start a day before the runs, so merges are already flowing. */
    firstDay: historyStart - DAY_MS,
    /** End of the anchor day; later days are appended one by one. */
    baseEnd: anchorDay + DAY_MS,
  };
}

/** A label that names one UTC day in random-stream forks (absolute, whatever the anchor). */
export function dayLabel(dayStart: number): string {
  return new Date(dayStart).toISOString().slice(0, 10);
}
