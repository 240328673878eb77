import type { ActivityLogEvent } from '@/api/types';

/* Which tests run in a merge-queue check. */

export type CheckJob = { pipeline: string; job: string };

export function checkJobOf(checkName: string): CheckJob | null {
  const slash = checkName.indexOf('/');
  if (slash < 0) return null;
  const pipeline = checkName.slice(0, slash).trim();
  const job = checkName.slice(slash + 1).trim();
  return pipeline === '' || job === '' ? null : { pipeline, job };
}

/** Whether a job of the check's pipeline is the check's job: the same name, or that name and a matrix `(…)`. */
export function jobRunsCheck(jobName: string, checkJob: string): boolean {
  return jobName === checkJob || (jobName.startsWith(`${checkJob} (`) && jobName.endsWith(')'));
}

/** The rule in words, for the screen: "jobs of pipeline ci named integration-tests or integration-tests (…)". */
export function checkMatchingRule(check: CheckJob): string {
  return `jobs of pipeline ${check.pipeline} named ${check.job} or ${check.job} (…)`;
}

export type UnsuccessfulCheck = { name: string; state: string };

/** Metadata is untrusted input: an entry without a name is skipped, never guessed. */
function checksIn(value: unknown): UnsuccessfulCheck[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((check: unknown) => {
    if (typeof check !== 'object' || check === null) return [];
    const { name, state } = check as { name?: unknown; state?: unknown };
    return typeof name === 'string' && name.trim() !== ''
      ? [{ name: name.trim(), state: typeof state === 'string' ? state : 'unknown' }]
      : [];
  });
}

/** The checks a queue event names as unsuccessful: a checks run's end, or the leave after it. */
export function unsuccessfulChecksOf(event: Pick<ActivityLogEvent, 'type' | 'metadata'>): UnsuccessfulCheck[] {
  const metadata: unknown = event.metadata;
  if (typeof metadata !== 'object' || metadata === null) return [];
  if (event.type === 'action.queue.checks_end') {
    type Speculative = { speculative_check_pull_request?: { unsuccessful_checks?: unknown } | null };
    return checksIn((metadata as Speculative).speculative_check_pull_request?.unsuccessful_checks);
  }
  if (event.type === 'action.queue.leave') return checksIn((metadata as { unsuccessful_checks?: unknown }).unsuccessful_checks);
  return [];
}
