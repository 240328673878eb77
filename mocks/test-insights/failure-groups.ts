// Failure groups (operations 5, 6): retained failed default-branch runs by exception type + normalised message,
// newest group first, then by count; a group's message is its latest occurrence's, `latest_events` its newest 10.
import { failureIdOf } from '../core/ids';
import { failureEventId, jobUrl, normalizeFailureMessage, renderFailureMessage, renderStackTrace, type RunReference } from './failure-text';
import { runsIn, type Commit, type TestDefinition, type TestRun } from './test-run-store';

export const LATEST_FAILURE_EVENTS = 10;

export interface FailureGroup {
  id: string;
  exceptionType: string;
  exceptionMessage: string;
  failureCount: number;
  firstFailureAt: number;
  lastFailureAt: number;
  /** Newest first, at most LATEST_FAILURE_EVENTS. */
  latestRuns: TestRun[];
}

export interface FailureSource {
  test: TestDefinition;
  /** The test's runs over all its identities, in time order. */
  runs: readonly TestRun[];
  commits: readonly Commit[];
  actionsUrl: string;
}

function runReference(source: FailureSource, run: TestRun): RunReference {
  const identity = source.test.identities[run.identity] ?? source.test.identities[0];
  if (!identity) throw new Error(`Test ${source.test.testName} has no identity`);
  return { identity, time: run.time, attempt: run.attempt, commitSha: source.commits[run.commit]?.sha ?? '' };
}

export function groupFailures(source: FailureSource, retainedFrom: number, now: number): FailureGroup[] {
  const { test } = source;
  // Only a kind's numbers vary between its runs, so a run's group is known from its kind.
  const groupIdOfKind = test.failureKinds.map((kind) =>
    failureIdOf(test.testId, kind.exceptionType, normalizeFailureMessage(kind.messageTemplate.replace(/\{\d+\}/g, '0'))),
  );
  const groups = new Map<string, FailureGroup>();
  const newestFirst = runsIn(source.runs, retainedFrom, now).reverse();
  for (const run of newestFirst.filter((candidate) => candidate.conclusion === 'failed')) {
    const kind = test.failureKinds[run.failureKind];
    const id = groupIdOfKind[run.failureKind];
    if (!kind || !id) continue;
    const group = groups.get(id);
    if (group) {
      group.failureCount += 1;
      group.firstFailureAt = run.time;
      if (group.latestRuns.length < LATEST_FAILURE_EVENTS) group.latestRuns.push(run);
    } else {
      const exceptionMessage = renderFailureMessage(kind, runReference(source, run));
      groups.set(id, {
        id,
        exceptionType: kind.exceptionType,
        exceptionMessage,
        failureCount: 1,
        firstFailureAt: run.time,
        lastFailureAt: run.time,
        latestRuns: [run],
      });
    }
  }
  return [...groups.values()].sort(
    (a, b) => b.lastFailureAt - a.lastFailureAt || b.failureCount - a.failureCount || (a.id < b.id ? -1 : 1),
  );
}

export function failureEvents(source: FailureSource, group: FailureGroup) {
  return group.latestRuns.map((failed) => {
    const run = runReference(source, failed);
    const kind = source.test.failureKinds[failed.failureKind];
    return {
      id: failureEventId(run),
      failedAt: run.time,
      stackTrace: kind ? renderStackTrace(kind, run) : '',
      filePath: source.test.metadata.filePath,
      language: source.test.metadata.language,
      jobUrl: jobUrl(source.actionsUrl, run),
    };
  });
}
