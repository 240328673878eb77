// How the screen words figures, times and labels, written out here from what a reader should see (the
// app's documented style), never by calling the app's own formatters: a wrong sentence on screen then
// fails the journey instead of passing with it. The journeys' browser runs in UTC, locale en-US.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** "1 hour", "3 hours": a count and its unit, the unit plural unless the count is one. */
export const counted = (count: number, unit: string, units = `${unit}s`) => `${count} ${count === 1 ? unit : units}`;

/** "23,804": a whole count, thousands grouped. */
export const countText = (value: number) => new Intl.NumberFormat('en-US').format(value);

/**
 * "12.3%", "50%", "<0.1%": a ratio (a fraction of 1) as a percentage, to one decimal unless whole; a
 * small share that is not zero never reads as "0%".
 */
export function percentText(ratio: number): string {
  const percent = ratio * 100;
  if (percent > 0 && percent < 0.1) return '<0.1%';
  return Number.isInteger(percent) ? `${percent}%` : `${percent.toFixed(1)}%`;
}

/** "5.0 points": a change of a ratio, in percentage points to one decimal. */
export const pointsText = (ratioChange: number) => `${(ratioChange * 100).toFixed(1)} points`;

/**
 * A mean duration given in seconds: "850 ms" under a second; "4.25 s" (up to two decimals) under ten;
 * "12.4 s" (up to one) under a minute; beyond, whole seconds in hours, minutes and seconds, the parts
 * that are zero left out: "3 min 5 s", "3 min", "2 h 21 min 51 s", "2 h 5 s".
 */
export function secondsText(seconds: number): string {
  if (seconds < 1) return `${Math.round(seconds * 1000)} ms`;
  if (seconds < 60) return `${parseFloat(seconds.toFixed(seconds < 10 ? 2 : 1))} s`;
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor(whole / 60) % 60;
  const rest = whole % 60;
  return [hours > 0 ? `${hours} h` : '', minutes > 0 ? `${minutes} min` : '', rest > 0 ? `${rest} s` : ''].filter(Boolean).join(' ');
}

/** "under an hour", "5 hours", "2 days", "3 days 4 hours": how long a health held, to the hour (`floor` for a lower bound). */
export function heldForText(ms: number, round: (hours: number) => number = Math.round): string {
  const hours = round(ms / HOUR_MS);
  if (hours === 0) return 'under an hour';
  if (hours < 24) return counted(hours, 'hour');
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? counted(days, 'day') : `${counted(days, 'day')} ${counted(hours % 24, 'hour')}`;
}

/** "1 hour", "4 hours", "1 day": a chart bucket's width (whole hours under a day, whole days beyond). */
export const bucketWidthText = (ms: number) => (ms < DAY_MS ? counted(ms / HOUR_MS, 'hour') : counted(ms / DAY_MS, 'day'));

/** "15 seconds", "2 minutes", "1 hour", "1 day": a histogram bar's width, in its largest whole unit. */
export function intervalText(seconds: number): string {
  const units: [string, number][] = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  const whole = units.find(([, size]) => seconds % size === 0);
  return whole === undefined ? counted(seconds, 'second') : counted(seconds / whole[1], whole[0]);
}

/** The widest bucket of a series (the first and last may be clipped to the window), in ms. */
export const widestBucketMs = (buckets: ReadonlyArray<{ start: string; end: string }>) =>
  Math.max(...buckets.map((bucket) => Date.parse(bucket.end) - Date.parse(bucket.start)));

/** "2026-11-20T12:00:00Z": an instant in whole seconds, as the app's URLs and requests carry it. */
export const isoSeconds = (ms: number) => `${dayjs.utc(Math.floor(ms / 1000) * 1000).format('YYYY-MM-DDTHH:mm:ss')}Z`;

/** "Nov 20, 2026, 06:25 UTC": a time as the page shows it (local time, naming its zone: UTC in the journeys). */
export const localTime = (iso: string | number) => `${dayjs.utc(iso).format('MMM D, YYYY, HH:mm')} UTC`;

/** "Nov 20, 2026": a day as the page shows it. */
export const localDay = (iso: string | number) => dayjs.utc(iso).format('MMM D, YYYY');

/** "2026-11-20 06:25:59 UTC": the hover title of a time. */
export const utcTitle = (iso: string | number) => `${dayjs.utc(iso).format('YYYY-MM-DD HH:mm:ss')} UTC`;

/** "Oct 21": a day without its year (UTC, the journeys' zone). */
export const shortDayUtc = (ms: number | string) => dayjs.utc(ms).format('MMM D');

/** The health labels as the screen writes them. */
export const HEALTH_WORDS: Record<string, string> = { healthy: 'Healthy', flaky: 'Flaky', broken: 'Broken' };

/** The pages of the demo's repository on GitHub, where the app's commit and pull request links point. */
export const githubPullUrl = (owner: string, repo: string, number: number) => `https://github.com/${owner}/${repo}/pull/${number}`;
export const githubCommitUrl = (owner: string, repo: string, sha: string) => `https://github.com/${owner}/${repo}/commit/${sha}`;
/** "1a2b3c4": a full commit hash as the page abbreviates it. */
export const shortShaText = (sha: string) => (/^[0-9a-f]{40}$/i.test(sha) ? sha.slice(0, 7) : sha);

/** How a figure moved between two periods, worded as the comparisons do (the overview's, a test's, the merge queue's). */
export type Direction = 'Better' | 'Worse' | 'No change' | 'More' | 'Fewer';
export type Expected = { label: string; current: string; baseline: string; change: string; direction: Direction };

/**
 * "+4 (+13.3%)", "−0.5 s (−10%)", "0": a change in the figure's own wording with a true minus sign, and
 * its share of the baseline to at most one decimal when there is a baseline to share.
 */
export function changeText(delta: number, baseline: number, format: (value: number) => string): string {
  if (delta === 0) return '0';
  const sign = delta > 0 ? '+' : '−';
  const amount = `${sign}${format(Math.abs(delta))}`;
  if (baseline === 0) return amount;
  const share = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(Math.abs(delta * 100) / Math.abs(baseline));
  return `${amount} (${share === '0' ? '' : sign}${share}%)`;
}

/** How a figure moved, worked out here: good when it went the figure's good way, "more"/"fewer" for neither. */
export function expected(
  label: string,
  current: number,
  baseline: number,
  better: 'lower' | 'higher' | 'neither',
  format: (value: number) => string,
  formatDelta = format,
): Expected {
  const delta = current - baseline;
  const direction: Direction =
    delta === 0
      ? 'No change'
      : better === 'neither'
        ? delta > 0
          ? 'More'
          : 'Fewer'
        : (better === 'lower') === delta < 0
          ? 'Better'
          : 'Worse';
  return {
    label,
    current: format(current),
    baseline: format(baseline),
    change: changeText(delta, baseline, formatDelta),
    direction,
  };
}
