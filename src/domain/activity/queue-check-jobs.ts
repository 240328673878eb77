import type { ActivityLogEvent } from '@/api/types';
import { asRecord, nested, records } from './metadata-readers';

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

/** The checks a queue event names as unsuccessful (a checks run's end, or the leave after it); an entry without a name is skipped. */
export function unsuccessfulChecksOf({ type, metadata }: Pick<ActivityLogEvent, 'type' | 'metadata'>): UnsuccessfulCheck[] {
  const record = asRecord(metadata);
  const checks =
    type === 'action.queue.checks_end'
      ? records(nested(record, 'speculative_check_pull_request'), 'unsuccessful_checks')
      : type === 'action.queue.leave'
        ? records(record, 'unsuccessful_checks')
        : [];
  return checks.flatMap(({ name, state }) =>
    typeof name === 'string' && name.trim() !== '' ? [{ name: name.trim(), state: typeof state === 'string' ? state : 'unknown' }] : [],
  );
}
