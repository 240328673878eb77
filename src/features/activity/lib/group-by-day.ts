import { dayjs } from '@/lib/time';

export type DayGroup<T> = { day: string; label: string; items: T[] };

/** The viewer's local calendar day of an instant, "2026-11-20". */
export function localDay(iso: string): string {
  return dayjs(iso).format('YYYY-MM-DD');
}

/** "Friday, November 20, 2026" for "2026-11-20". */
export function dayHeading(day: string): string {
  return dayjs(day).format('dddd, MMMM D, YYYY');
}

/**
 * Events (newest first) under a heading per day, in the order they come: the list stays exactly as
 * the API ordered it, only cut where the day changes.
 */
export function groupByDay<T extends { received_at: string }>(items: readonly T[], dayOf: (iso: string) => string = localDay): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const day = dayOf(item.received_at);
    const last = groups[groups.length - 1];
    if (last !== undefined && last.day === day) last.items.push(item);
    else groups.push({ day, label: dayHeading(day), items: [item] });
  }
  return groups;
}
