import { formatIsoDay, formatTime, wallClockMs, type Zone } from '@/lib/format';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '@/lib/time-constants';
import type { TimeSpan } from './bucket-plot';

/** Label spacings, shortest first: a label falls on the zone's own round times (hours, midnights). */
const TICK_STEPS_MS = [
  ...[15_000, 30_000],
  ...[1, 2, 5, 10, 15, 30].map((n) => n * MINUTE_MS),
  ...[1, 2, 3, 6, 12].map((n) => n * HOUR_MS),
  ...[1, 2, 7, 14, 28].map((n) => n * DAY_MS),
];

export type AxisTick = { value: number; label: string };

/** The labelled bars: round times of the zone at the shortest spacing giving at most `maxTicks` (no text measuring). */
export function axisTicks(rows: readonly TimeSpan[], maxTicks: number, zone: Zone): AxisTick[] {
  if (rows.length === 0 || maxTicks < 1) return [];
  const walls = rows.map((row) => wallClockMs(row.start, zone));
  const slot = (index: number, step: number) => Math.floor((walls[index] ?? 0) / step);
  // The bars that start a new slot of `step` (the first bar only when it is on a round time itself).
  const onRoundTimes = (step: number) =>
    rows.filter((_, index) => (index === 0 ? (walls[0] ?? 0) % step === 0 : slot(index, step) !== slot(index - 1, step)));
  // No spacing finer than a bucket: seven day buckets are labelled by day, not "Nov 25, 00:00:00".
  const width = Math.max(...rows.map((row) => row.end - row.start));
  const step =
    TICK_STEPS_MS.find((candidate) => candidate >= width && onRoundTimes(candidate).length <= maxTicks) ?? TICK_STEPS_MS.at(-1) ?? DAY_MS;
  const picked = onRoundTimes(step);
  const starts = (picked.length > 0 && picked.length <= maxTicks ? picked : rows.slice(0, 1)).map((row) => row.start);
  return labelTicks(starts, step, zone);
}

function labelTicks(values: number[], step: number, zone: Zone): AxisTick[] {
  if (step >= DAY_MS) return values.map((value) => ({ value, label: formatTime(value, 'day', zone) }));
  const [clock, dayClock] = step < MINUTE_MS ? (['clockSeconds', 'dayClockSeconds'] as const) : (['clock', 'dayClock'] as const);
  const spansADay = (values[values.length - 1] ?? 0) - (values[0] ?? 0) >= DAY_MS;
  return values.map((value, index) => {
    const newDay = index === 0 || formatIsoDay(value, zone) !== formatIsoDay(values[index - 1] ?? 0, zone);
    return { value, label: formatTime(value, spansADay || newDay ? dayClock : clock, zone) };
  });
}
