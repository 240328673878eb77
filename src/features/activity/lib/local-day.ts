import { formatInstant } from '@/lib/time';

/** The viewer's local calendar day of an instant, "2026-11-20". */
export function localDay(iso: string): string {
  return formatInstant(iso, 'YYYY-MM-DD');
}

/** The UTC calendar day of an instant, "2026-11-20". */
export function utcDay(iso: string): string {
  return formatInstant(iso, 'YYYY-MM-DD', 'utc');
}

/** "Friday, November 20, 2026" for "2026-11-20" (a calendar day, whatever the zone). */
export function dayHeading(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return formatInstant(new Date(year, month - 1, date), 'dddd, MMMM D, YYYY');
}
