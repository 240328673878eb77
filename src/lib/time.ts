import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(relativeTime);

/** "Nov 20, 2026, 14:05" in the viewer's local time zone. */
export function formatLocalDateTime(iso: string | number | Date): string {
  return dayjs(iso).format('MMM D, YYYY, HH:mm');
}

/** "2026-11-20 13:05:00 UTC": shown on hover so people in different zones can compare notes. */
export function formatUtcDateTime(iso: string | number | Date): string {
  return `${dayjs(iso).utc().format('YYYY-MM-DD HH:mm:ss')} UTC`;
}

/** "3 days ago" / "in 2 hours", relative to `now`. */
export function formatRelative(iso: string | number | Date, now: number = Date.now()): string {
  return dayjs(iso).from(dayjs(now));
}

/** Short axis label for a bucket start, precise enough for the bucket width. */
export function formatBucketLabel(iso: string | number | Date, bucketMs: number): string {
  return bucketMs < 24 * 3_600_000 ? dayjs(iso).format('MMM D HH:mm') : dayjs(iso).format('MMM D');
}

/** "1 hour", "4 hours", "1 day", "2 days" for a duration in milliseconds. */
export function formatDurationWidth(ms: number): string {
  const hours = ms / 3_600_000;
  if (hours < 24) return hours === 1 ? '1 hour' : `${hours} hours`;
  const days = hours / 24;
  return days === 1 ? '1 day' : `${days} days`;
}

export { dayjs };
