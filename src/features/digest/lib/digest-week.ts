import * as v from 'valibot';
import { dayOf, dayStart, formatDayRange, spanDays, type Span } from '@/domain/periods/period-comparison';
import { retainedFrom } from '@/domain/tests/episode-times';
import { optionalParam } from '@/lib/search-param-schemas';
import { DAY_MS, WEEK_MS } from '@/lib/time-constants';

// The digest's week: Monday 00:00 to Monday 00:00 UTC, against the week before (two equal spans of whole UTC days).

/** The Monday 00:00 UTC that starts the week holding `ms` (1970-01-01 was a Thursday). */
const mondayOf = (ms: number) => Math.floor((ms - 4 * DAY_MS) / WEEK_MS) * WEEK_MS + 4 * DAY_MS;

const monday = v.pipe(
  v.string(),
  v.check((day) => {
    const start = dayStart(day);
    return start !== null && mondayOf(start) === start;
  }),
);

/** `week`: the week's Monday (`2026-11-09`); absent, the last full week. */
export const digestSearchSchema = v.object({ week: optionalParam(monday) });

export type DigestWeek = ReturnType<typeof digestWeek>;

/** `2026-11-09..2026-11-15`: a week as the pages' comparisons take it. */
export const weekParam = (span: Span) => formatDayRange(spanDays(span));

/** The week asked for if it and the week before lie in the tests' 30 days kept (the shortest history), else the last full week. */
export function digestWeek(week: string | undefined, now: number) {
  const last = mondayOf(now) - WEEK_MS;
  const first = mondayOf(retainedFrom(now) + WEEK_MS - 1) + WEEK_MS;
  const asked = week === undefined ? null : dayStart(week);
  const start = asked !== null && asked >= first && asked <= last ? asked : last;
  return {
    current: { start, end: start + WEEK_MS },
    baseline: { start: start - WEEK_MS, end: start },
    // The neighbouring weeks the digest can show (their Mondays).
    previous: start - WEEK_MS >= first ? dayOf(start - WEEK_MS) : undefined,
    next: start + WEEK_MS <= last ? dayOf(start + WEEK_MS) : undefined,
    // The week asked for was out of reach, so the last full week is shown.
    refused: asked !== null && asked !== start ? week : undefined,
  };
}
