// Renders the per-run text of a failure (message, stack trace, ids, job URL) from the failure kind
// and the run's identity, deterministically, instead of storing strings for a million runs.
import { failureEventIdOf } from '../core/ids';
import { hashString } from '../core/seeded-random';
import type { FailureKind, TestIdentity } from './test-run-store';

export interface RunReference {
  identity: TestIdentity;
  time: number;
  attempt: number;
  commitSha: string;
}

function runKey(run: RunReference): string {
  const { identity } = run;
  return `${identity.test.testId}|${identity.pipelineName}|${identity.jobName}|${run.time}|${run.attempt}`;
}

function fill(template: string, values: readonly number[]): string {
  return template.replace(/\{(\d+)\}/g, (whole, index: string) => {
    const value = values[Number(index)];
    return value === undefined ? whole : String(value);
  });
}

function variableValues(kind: FailureKind, key: string): number[] {
  return kind.variables.map(([min, max], index) => min + (hashString(`${key}#${index}`) % (max - min + 1)));
}

export function renderFailureMessage(kind: FailureKind, run: RunReference): string {
  return fill(kind.messageTemplate, variableValues(kind, runKey(run)));
}

export function renderStackTrace(kind: FailureKind, run: RunReference): string {
  const message = renderFailureMessage(kind, run);
  return fill(kind.stackTemplate, variableValues(kind, runKey(run))).replace('{message}', message);
}

export function failureEventId(run: RunReference): string {
  return failureEventIdOf(runKey(run));
}

/** A GitHub Actions job URL: the workflow run is shared by the pipeline's jobs on one commit and attempt. */
export function jobUrl(actionsUrl: string, run: RunReference): string {
  const workflowRun = 9_000_000_000 + (hashString(`${run.commitSha}|${run.identity.pipelineName}`) % 900_000_000);
  const job =
    20_000_000_000 + (hashString(`${run.commitSha}|${run.identity.pipelineName}|${run.identity.jobName}|${run.attempt}`) % 9_000_000_000);
  return `${actionsUrl}/runs/${workflowRun}/job/${job}${run.attempt > 1 ? `?attempt=${run.attempt}` : ''}`;
}

/** Grouping key of failure messages: numbers, hexadecimal ids and UUIDs (varying between occurrences) masked. */
export function normalizeFailureMessage(message: string): string {
  return message
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>')
    .replace(/\b(?:0x)?[0-9a-f]{7,}\b/gi, (token) => (/\d/.test(token) && /[a-f]/i.test(token) ? '<hex>' : token))
    .replace(/\d+(\.\d+)?/g, '<n>');
}
