import { dayjs } from '@/lib/dayjs';

/** The viewer's local calendar day of an instant, "2026-11-20". */
export function localDay(iso: string): string {
  return dayjs(iso).format('YYYY-MM-DD');
}

/** The UTC calendar day of an instant, "2026-11-20". */
export function utcDay(iso: string): string {
  return dayjs(iso).utc().format('YYYY-MM-DD');
}

/** "Friday, November 20, 2026" for "2026-11-20". */
export function dayHeading(day: string): string {
  return dayjs(day).format('dddd, MMMM D, YYYY');
}
