// The test detail page's figures, asked of the seeded mock at E2E_NOW (mockAnswers) and worded as the
// page should word them (support/expected-text.ts, never the app's formatters; the journeys' browser runs
// in UTC, locale en-US).
import type { HealthTransition, TestStat } from '@/api/types';
import type { HealthBand } from '@/features/test-detail/lib/health-bands';
import { E2E_NOW } from './app-test';
import {
  HEALTH_WORDS,
  bucketWidthText,
  countText,
  heldForText,
  isoSeconds,
  localTime,
  secondsText,
  shortDayUtc,
  utcTitle,
  widestBucketMs,
} from './expected-text';
import { CHECKOUT_PATH, mockAnswers } from './mock-answers';

export { localTime, shortDayUtc, utcTitle };

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** acme/checkout as the app names a repository (its route params). */
export const CHECKOUT_REF = { owner: CHECKOUT_PATH.owner, repo: CHECKOUT_PATH.repository };

export type Window = { start: string; end: string };

/** The service's bucket width for a window this long (1 h up to 2 days, 4 h up to 8, then 1 day). */
export const bucketWidthOf = (spanMs: number) => (spanMs <= 2 * DAY_MS ? HOUR_MS : spanMs <= 8 * DAY_MS ? 4 * HOUR_MS : DAY_MS);

/** The UTC bucket boundary at or before `ms` (buckets are cut on multiples of their width). */
export const boundaryAtOrBefore = (ms: number, width: number) => Math.floor(ms / width) * width;

/**
 * The window a preset asks at the journeys' clock: on its buckets' UTC boundaries, from the bucket
 * holding "N hours before the current hour" to the boundary after now (the current bucket included).
 */
export function presetWindow(hours: number): Window {
  const now = Date.parse(E2E_NOW);
  const width = bucketWidthOf(hours * HOUR_MS);
  const start = boundaryAtOrBefore(boundaryAtOrBefore(now, HOUR_MS) - hours * HOUR_MS, width);
  return { start: isoSeconds(start), end: isoSeconds(boundaryAtOrBefore(now, width) + width) };
}

export const WINDOWS = { '24h': presetWindow(24), '7d': presetWindow(7 * 24), '30d': presetWindow(30 * 24) };

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The page's clock starts at E2E_NOW and runs on for (at most) a journey's length, so a relative time
 * ("8 minutes ago") may read any of its values over that span.
 */
const CLOCK_RUNS_FOR_MS = 3 * 60_000;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * How a past time reads at `at`, written out here from the calendar (UTC, the journeys' zone), not by the
 * app's formatter: a time of the same day in whole hours, minutes or seconds; any earlier day in
 * calendar days ("yesterday", "3 days ago"), 30 of them a month.
 */
function relativeWords(iso: string, at: number): string {
  const ms = Date.parse(iso);
  const dayOf = (instant: number) => Math.floor(instant / 86_400_000);
  const days = dayOf(at) - dayOf(ms);
  if (days === 1) return 'yesterday';
  if (days >= 60) return `${Math.floor(days / 30)} months ago`;
  if (days >= 30) return 'last month';
  if (days > 1) return `${days} days ago`;
  const seconds = Math.floor((at - ms) / 1000);
  if (seconds >= 3600) return `${plural(Math.floor(seconds / 3600), 'hour')} ago`;
  if (seconds >= 60) return `${plural(Math.floor(seconds / 60), 'minute')} ago`;
  return seconds === 0 ? 'now' : `${plural(seconds, 'second')} ago`;
}

/** The source of a pattern for "8 minutes ago · Nov 20, 2026, 11:51", as a relative Timestamp reads. */
export function relativeStampSource(iso: string): string {
  const now = Date.parse(E2E_NOW);
  const readings = new Set<string>();
  for (let at = now; at <= now + CLOCK_RUNS_FOR_MS; at += 1000) readings.add(relativeWords(iso, at));
  return `(?:${[...readings].map(escapeRegExp).join('|')}) · ${escapeRegExp(localTime(iso))}`;
}

/** A relative Timestamp's text, anywhere in an element's text. */
export const relativeStamp = (iso: string) => new RegExp(relativeStampSource(iso));

/** Exactly a relative Timestamp's text (a table cell's). */
export const exactRelativeStamp = (iso: string) => new RegExp(`^${relativeStampSource(iso)}$`);

export const textPattern = (text: string) => new RegExp(escapeRegExp(text));

/** "Showing Nov 13, 2026, 12:00 → Nov 20, 2026, 12:00", with " · 1 bucket = 4 hours" when given buckets. */
export function windowSummary(window: Window, buckets?: ReadonlyArray<{ start: string; end: string }>): string {
  const width = buckets === undefined || buckets.length === 0 ? null : widestBucketMs(buckets);
  return `Showing ${localTime(window.start)} → ${localTime(window.end)}${width ? ` · 1 bucket = ${bucketWidthText(width)}` : ''}`;
}

const stat = <S extends TestStat>(testId: string, name: S, window: Window) =>
  mockAnswers().getTestStat({ path: { ...CHECKOUT_PATH, test_id: testId, stat: name }, query: window });

/** A test's statistics over a window: its figure cards, summary line and per-bucket table, as shown. */
export async function statistics(testId: string, window: Window) {
  const [success, failure, flaky, duration] = await Promise.all([
    stat(testId, 'success_count', window),
    stat(testId, 'failure_count', window),
    stat(testId, 'flaky_count', window),
    stat(testId, 'mean_duration', window),
  ]);
  const runs = success.value + failure.value;
  const figures = {
    Successes: countText(success.value),
    Failures: countText(failure.value),
    'Flaky failures': countText(flaky.value),
    'Mean duration': runs === 0 ? '—' : secondsText(duration.value),
  };
  const buckets = success.value_over_time;
  const rows = buckets.map((bucket, index) => {
    const counts = [bucket.value, failure.value_over_time[index]!.value, flaky.value_over_time[index]!.value];
    const mean = duration.value_over_time[index]!.value;
    const bucketRuns = counts[0]! + counts[1]!;
    return {
      start: bucket.start,
      end: bucket.end,
      label: localTime(bucket.start),
      runs: bucketRuns,
      flaky: counts[2]!,
      cells: [...counts.map(countText), mean === 0 && bucketRuns === 0 ? '—' : secondsText(mean)],
    };
  });
  return { figures, summary: windowSummary(window, buckets), buckets, rows };
}

export const healthLabel = (status: string) => HEALTH_WORDS[status] ?? status;

/** "#1204 Release reserved stock asynchronously" (the link) and its author, as a pull request reads. */
export const pullLink = (pull: NonNullable<HealthTransition['pull_request']>) => `#${pull.number} ${pull.title}`;
export const pullText = (pull: NonNullable<HealthTransition['pull_request']>) => `${pullLink(pull)} by @${pull.user.login}`;

/** Where the kept history starts at E2E_NOW: 30 days before the current hour (the mock's retention). */
export const KEPT_FROM = Date.parse(E2E_NOW) - (Date.parse(E2E_NOW) % HOUR_MS) - 30 * DAY_MS;
/** The sentence a first failure at the start of the kept history reads. */
export const keptHistorySince = `since at least ${shortDayUtc(KEPT_FROM)} (the first of the 30 days kept)`;

/** Each pull request's merge time, from its merge events in the mock's activity log (the earliest). */
export async function mergeTimesOf(pullRequests: number[]): Promise<Map<number, string>> {
  const merged = new Map<number, string>();
  if (pullRequests.length === 0) return merged;
  const end = Date.parse(E2E_NOW);
  const answer = await mockAnswers().getActivityLog({
    path: CHECKOUT_PATH,
    query: {
      pull_request: pullRequests,
      event_type: ['action.queue.merged', 'action.merge'],
      received_from: new Date(end - 90 * DAY_MS).toISOString(),
      received_to: new Date(end).toISOString(),
      per_page: 100,
    },
  });
  for (const event of answer.data.events) {
    const known = merged.get(event.pull_request!);
    if (known === undefined || Date.parse(event.received_at) < Date.parse(known)) merged.set(event.pull_request!, event.received_at);
  }
  return merged;
}

/**
 * A test's health over a window: the transitions answer and the rows of the changes table, as shown. A
 * change is dated by its episode's first failure (the mock's failure group of its exception that began
 * after the previous change), else by its bucket; a window-opening episode names no pull request.
 */
export async function health(testId: string, window: Window) {
  const path = { ...CHECKOUT_PATH, test_id: testId };
  const [answer, failures] = await Promise.all([
    mockAnswers().getTestHealthTransitions({ path, query: window }),
    mockAnswers().listTestFailures({ path }),
  ]);
  // What is known of a window reaching into the current bucket ends now.
  const range = { start: Date.parse(window.start), end: Math.min(Date.parse(window.end), Date.parse(E2E_NOW)) };
  const bucketMs = bucketWidthOf(Date.parse(window.end) - range.start);
  const predates = answer.first_activity_at !== null && Date.parse(answer.first_activity_at) <= range.start;
  const bands: HealthBand[] = answer.transitions.map((transition, index) => {
    const next = answer.transitions[index + 1];
    return {
      from: index === 0 && predates ? range.start : Math.max(Date.parse(transition.at), range.start),
      to: Math.min(next === undefined ? range.end : Date.parse(next.at), range.end),
      status: transition.health_status,
      transition,
    };
  });
  const merges = await mergeTimesOf([
    ...new Set(
      bands.flatMap((band) => (band.from > range.start && band.transition.pull_request ? [band.transition.pull_request.number] : [])),
    ),
  ]);
  // When each band began: its first failure, a bucket, or (at least) the window's start; the earliest and latest instant.
  const starts = bands.map((band: HealthBand, index) => {
    const previousAt = index > 0 ? Date.parse(bands[index - 1]!.transition.at) : -Infinity;
    const at = Date.parse(band.transition.at);
    const firstFailure =
      band.status === 'healthy'
        ? undefined
        : failures.failures
            .filter((group) => group.exception_type === band.transition.exception_type)
            .map((group) => Date.parse(group.first_failure_at))
            .filter((time) => time >= previousAt && time <= at)
            .sort((a, b) => a - b)[0];
    const bounds: [number, number] =
      band.from <= range.start
        ? [band.from, band.from]
        : firstFailure !== undefined
          ? [firstFailure, firstFailure]
          : [boundaryAtOrBefore(at - 1, bucketMs), at];
    return { at, firstFailure, bounds };
  });
  const rows = bands.map((band: HealthBand, index) => {
    const atWindowStart = band.from <= range.start;
    const healthy = band.status === 'healthy';
    const keptStart = range.start <= KEPT_FROM;
    const { at, firstFailure, bounds } = starts[index]!;
    // Held from the band's start to the next one's (or to the window's end, now in a window reaching now), as a range where an end is a bucket.
    // A band held so far ends at the page's clock, which runs on from E2E_NOW: a moment past it (an upper bound rounds up).
    const end = band.to + (range.end === Date.parse(E2E_NOW) ? 1 : 0);
    const [toLow, toHigh] = starts[index + 1]?.bounds ?? [end, end];
    // A bound rounds outwards (at least 7 days 2 h 35 min is "at least 7 days 2 hours"), an exact length to the nearest hour.
    const [min, max] = [toLow - bounds[1], toHigh - bounds[0]];
    const [low, high] = [heldForText(min, Math.floor), heldForText(max, Math.ceil)];
    const held = atWindowStart ? `at least ${low}` : min === max ? heldForText(min) : low === high ? low : `${low} to ${high}`;
    const soFar = range.end === Date.parse(E2E_NOW);
    const since = atWindowStart
      ? keptStart
        ? `S${keptHistorySince.slice(1)}`
        : `Window start (${localTime(band.from)})`
      : firstFailure !== undefined
        ? `First failure ${localTime(firstFailure)}`
        : `Between ${localTime(boundaryAtOrBefore(at - 1, bucketMs))} and ${localTime(at)}`;
    const exception =
      band.transition.exception_type ??
      (healthy ? (index > 0 ? 'Recovered' : '—') : atWindowStart ? 'Began before this window' : 'No failing run retained');
    const cause = atWindowStart ? null : band.transition.pull_request;
    const merged = cause ? merges.get(cause.number) : undefined;
    const pull = cause
      ? `${pullText(cause)}${merged ? ` · merged ${localTime(merged)}` : ''}`
      : healthy
        ? '—'
        : atWindowStart
          ? keptStart
            ? 'Began before the kept history'
            : 'Began before this window'
          : band.transition.exception_type
            ? 'Not traced to a merged pull request'
            : '—';
    return [
      since,
      healthLabel(band.status),
      `${held}${band.to >= range.end ? (soFar ? ' (so far)' : ' (until the window’s end)') : ''}`,
      exception,
      pull,
    ];
  });
  const last = answer.transitions.at(-1);
  return { answer, bands, rows, endHealth: last === undefined ? null : healthLabel(last.health_status) };
}

/** The pipelines and jobs a test ran under, as the executions table's rows read ("ci" "unit-tests" "93"). */
export const executionRow = (row: { pipeline_name: string; job_name: string; executions_count: number }) =>
  new RegExp(`^${escapeRegExp(row.pipeline_name)}${escapeRegExp(row.job_name)}${escapeRegExp(countText(row.executions_count))}$`);

/** The start of an executions row (its pipeline and job), whatever its count. */
export const executionRowStart = (row: { pipeline_name: string; job_name: string }) =>
  new RegExp(`^${escapeRegExp(row.pipeline_name)}${escapeRegExp(row.job_name)}`);
