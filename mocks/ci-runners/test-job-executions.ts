// The CI job executions that ran tests, read back from the test history: the runs of one (job, commit, attempt)
// are one execution (a failed test fails it, a cancelled run cancels it). Nothing is drawn here.
import { compareText } from '../core/statistics';
import { runsIn, type TestRun } from '../test-insights/test-run-store';

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

/** A job's identities: each test identity's runs, by pipeline and job name. */
export interface JobRunsSource {
  pipelineName: string;
  jobName: string;
  runs: readonly TestRun[];
  branchRuns: readonly TestRun[];
}

/** Runs of one (job, commit, attempt) further apart are separate executions (a nightly run again on an unchanged head). */
export const SAME_EXECUTION_MS = 2 * 3_600_000;

/** The executions of `repository`'s jobs whose first test started in [from, to), sorted by first test. */
export function testJobExecutions(repository: string, sources: readonly JobRunsSource[], from: number, to: number): TestJobExecution[] {
  const byJob = new Map<string, JobRunsSource[]>();
  for (const source of sources) {
    const key = `${source.pipelineName}\n${source.jobName}`;
    const list = byJob.get(key) ?? [];
    list.push(source);
    byJob.set(key, list);
  }
  const executions: TestJobExecution[] = [];
  for (const members of byJob.values()) {
    const first = members[0] as JobRunsSource;
    for (const branch of [false, true]) {
      // Per (commit, attempt): the executions seen so far, newest last.
      const open = new Map<number, TestJobExecution[]>();
      for (const member of members) {
        // A run up to SAME_EXECUTION_MS before `from` may belong to an execution starting in range.
        for (const run of runsIn(branch ? member.branchRuns : member.runs, from - SAME_EXECUTION_MS, to + SAME_EXECUTION_MS)) {
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
