// The CI job executions that ran tests, read back from the test history: the runs of one (job, commit, attempt)
// are one execution (a failed test fails it, a cancelled run cancels it). Nothing is drawn here.
import { compareText } from '../core/statistics';
import type { RepositoryTimeline } from '../store/repository-timeline';
import { runsIn, type TestIdentity } from '../test-insights/test-run-store';

export type JobConclusion = 'success' | 'failure' | 'cancelled';

export interface TestJobExecution {
  repository: string;
  pipeline: string;
  job: string;
  /** Whether it ran on a pull request's branch (its commit indexes the branch commits). */
  branch: boolean;
  commit: number;
  attempt: number;
  firstTestAt: number;
  lastTestEndAt: number;
  conclusion: JobConclusion;
  /** Test runs it holds (every identity of every test of the job). */
  testRuns: number;
}

/** Runs of one (job, commit, attempt) further apart are separate executions (a nightly run again on an unchanged head). */
export const SAME_EXECUTION_MS = 2 * 3_600_000;

type JobSource = Pick<RepositoryTimeline, 'fullName' | 'identities' | 'runs' | 'branchRuns'>;

/** The executions of the repository's jobs whose first test started in [from, to), sorted by first test. */
export function testJobExecutions({ fullName: repository, identities, runs, branchRuns }: JobSource, from: number, to: number) {
  const byJob = new Map<string, TestIdentity[]>();
  for (const identity of identities) {
    const key = `${identity.pipelineName}\n${identity.jobName}`;
    const list = byJob.get(key) ?? [];
    list.push(identity);
    byJob.set(key, list);
  }
  const executions: TestJobExecution[] = [];
  for (const members of byJob.values()) {
    const first = members[0]!;
    for (const branch of [false, true]) {
      // Per (commit, attempt): the executions seen so far, newest last.
      const open = new Map<number, TestJobExecution[]>();
      for (const member of members) {
        // A run up to SAME_EXECUTION_MS before `from` may belong to an execution starting in range.
        const memberRuns = (branch ? branchRuns : runs)[member.index]!;
        for (const run of runsIn(memberRuns, from - SAME_EXECUTION_MS, to + SAME_EXECUTION_MS)) {
          const { time, commit, attempt } = run;
          const key = commit * 16 + attempt;
          const list = open.get(key) ?? [];
          open.set(key, list);
          let execution = list.find((candidate) => Math.abs(candidate.firstTestAt - time) <= SAME_EXECUTION_MS);
          if (!execution) {
            execution = {
              repository,
              pipeline: first.pipelineName,
              job: first.jobName,
              branch,
              commit,
              attempt,
              firstTestAt: time,
              lastTestEndAt: time,
              conclusion: 'success',
              testRuns: 0,
            };
            list.push(execution);
          }
          execution.firstTestAt = Math.min(execution.firstTestAt, time);
          execution.lastTestEndAt = Math.max(execution.lastTestEndAt, time + run.durationMs);
          execution.testRuns += 1;
          if (run.conclusion === 'cancelled') execution.conclusion = 'cancelled';
          else if (run.conclusion === 'failed' && execution.conclusion !== 'cancelled') execution.conclusion = 'failure';
        }
      }
      for (const list of open.values()) {
        for (const execution of list) if (execution.firstTestAt >= from && execution.firstTestAt < to) executions.push(execution);
      }
    }
  }
  return executions.sort(byFirstTest);
}

/** By first test, then by what names the execution (repository, job, branch, commit, attempt). */
export function byFirstTest(a: TestJobExecution, b: TestJobExecution): number {
  return (
    a.firstTestAt - b.firstTestAt ||
    compareText(a.repository, b.repository) ||
    compareText(a.pipeline, b.pipeline) ||
    compareText(a.job, b.job) ||
    Number(a.branch) - Number(b.branch) ||
    a.commit - b.commit ||
    a.attempt - b.attempt
  );
}
