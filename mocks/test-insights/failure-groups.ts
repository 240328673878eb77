// Failure grouping (operations 5 and 6): a test's failed default-branch runs within the retention,
// grouped by exception type + normalised message. The group id is a UUIDv5 of test id, type and
// normalised message, so it is stable. Groups are listed most recent first (then by count); a
// group's `exception_message` is its latest occurrence's; `latest_events` are its newest 10 runs.
import { failureIdOf } from '../core/ids';
import { failureEventId, jobUrl, normalizeFailureMessage, renderFailureMessage, renderStackTrace, type RunReference } from './failure-text';
import { FAILED, rangeOf, type RunColumns } from './run-columns';
import type { Commit, TestDefinition } from './test-run-store';

export const LATEST_FAILURE_EVENTS = 10;

export interface FailureGroup {
  id: string;
  exceptionType: string;
  exceptionMessage: string;
  failureCount: number;
  firstFailureAt: number;
  lastFailureAt: number;
  /** Run indexes in the merged columns, newest first, at most LATEST_FAILURE_EVENTS. */
  latestRuns: number[];
}

export interface FailureEvent {
  id: string;
  failedAt: number;
  stackTrace: string;
  filePath: string | null;
  language: string | null;
  jobUrl: string;
}

export interface FailureSource {
  test: TestDefinition;
  columns: RunColumns;
  commits: readonly Commit[];
  actionsUrl: string;
}

function runReference(source: FailureSource, index: number): RunReference {
  const { columns, test } = source;
  const identity = test.identities[columns.identity[index] as number] ?? test.identities[0];
  if (!identity) throw new Error(`Test ${test.testName} has no identity`);
  return {
    identity,
    time: columns.time[index] as number,
    attempt: columns.attempt[index] as number,
    commitSha: source.commits[columns.commit[index] as number]?.sha ?? '',
  };
}

export function groupFailures(source: FailureSource, retainedFrom: number, now: number): FailureGroup[] {
  const { columns, test } = source;
  // Every failure kind renders to one normalised message (only numbers vary between its runs), so
  // the group of a run is known from its kind.
  const groupIdOfKind = test.failureKinds.map((kind) =>
    failureIdOf(test.testId, kind.exceptionType, normalizeFailureMessage(kind.messageTemplate.replace(/\{\d+\}/g, '0'))),
  );
  const groups = new Map<string, FailureGroup>();
  const [from, to] = rangeOf(columns, retainedFrom, now);
  for (let i = to - 1; i >= from; i -= 1) {
    if (columns.conclusion[i] !== FAILED) continue;
    const kindIndex = columns.failureKind[i] as number;
    const kind = test.failureKinds[kindIndex];
    const id = groupIdOfKind[kindIndex];
    if (!kind || !id) continue;
    const time = columns.time[i] as number;
    const group = groups.get(id);
    if (group) {
      group.failureCount += 1;
      group.firstFailureAt = time;
      if (group.latestRuns.length < LATEST_FAILURE_EVENTS) group.latestRuns.push(i);
    } else {
      groups.set(id, {
        id,
        exceptionType: kind.exceptionType,
        exceptionMessage: renderFailureMessage(kind, runReference(source, i)),
        failureCount: 1,
        firstFailureAt: time,
        lastFailureAt: time,
        latestRuns: [i],
      });
    }
  }
  return [...groups.values()].sort(
    (a, b) => b.lastFailureAt - a.lastFailureAt || b.failureCount - a.failureCount || (a.id < b.id ? -1 : 1),
  );
}

export function failureEvents(source: FailureSource, group: FailureGroup): FailureEvent[] {
  return group.latestRuns.map((index) => {
    const run = runReference(source, index);
    const kind = source.test.failureKinds[source.columns.failureKind[index] as number];
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
