// Whether a label's jobs wait: judged, like a runner's health, against every job of the owner over the same window.
import type { WaitsViewAnswers } from '@/queries/ci-runners';

/** The wait figures of a set of jobs over the window, in seconds; null where no job of it started. */
export type WaitFigures = WaitsViewAnswers['allJobs']['figures'];

/** Three times all jobs' median wait, and at least a minute: seconds against seconds is noise, a minute against none a queue. */
const WAIT_RULE = { medianTimes: 3, minimumMedianSeconds: 60 } as const;

export const WAIT_RULE_WORDS =
  'Jobs of a label wait when their median wait is at least 3 times the median wait of all jobs, and at least 1 minute, over the same window.';

export type LabelWaitVerdict = { waiting: boolean; times: number | null };

export function classifyLabelWait(label: WaitFigures, allJobs: WaitFigures): LabelWaitVerdict {
  const median = label.medianWaitSeconds;
  if (median === null || !label.totalJobs) return { waiting: false, times: null };
  const overall = allJobs.medianWaitSeconds;
  const times = overall !== null && overall > 0 ? median / overall : null;
  const longer = overall === null || overall === 0 ? true : median >= overall * WAIT_RULE.medianTimes;
  return { waiting: longer && median >= WAIT_RULE.minimumMedianSeconds, times };
}

/** The labels whose jobs wait first, then by name: the order of the wait table. */
export function orderLabelWaits<T extends { label: string; verdict: LabelWaitVerdict }>(rows: readonly T[]): T[] {
  return [...rows].sort(
    (a, b) => Number(b.verdict.waiting) - Number(a.verdict.waiting) || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0),
  );
}
