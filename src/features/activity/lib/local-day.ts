import { formatDayHeading, formatIsoDay } from '@/lib/format';

/** The viewer's local calendar day of an instant, "2026-11-20". */
export function localDay(iso: string): string {
  return formatIsoDay(iso);
}

/** The UTC calendar day of an instant, "2026-11-20". */
export function utcDay(iso: string): string {
  return formatIsoDay(iso, 'utc');
}

/** "Friday, November 20, 2026" for "2026-11-20" (a calendar day, whatever the zone). */
export function dayHeading(day: string): string {
  return formatDayHeading(day);
}
