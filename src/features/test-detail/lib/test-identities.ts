import type { TestExecutionResult, TestSearchResult } from '@/api/types';

export type TestIdentity = {
  key: string;
  pipeline: string;
  job: string;
  executions: number;
  metrics: TestSearchResult['metrics'] | null;
};

const identityKey = (pipeline: string, job: string) => JSON.stringify([pipeline, job]);
export const identityLabel = (identity: Pick<TestIdentity, 'pipeline' | 'job'>) => `${identity.pipeline} / ${identity.job}`;

/** The identities, most executions first; one the window saw no run of comes last. */
export function testIdentities(executions: readonly TestExecutionResult[], searchRows: readonly TestSearchResult[]): TestIdentity[] {
  const metrics = new Map(searchRows.map((row) => [identityKey(row.pipeline_name, row.job_name), row.metrics]));
  const identities: TestIdentity[] = executions.map((row) => {
    const key = identityKey(row.pipeline_name, row.job_name);
    return { key, pipeline: row.pipeline_name, job: row.job_name, executions: row.executions_count, metrics: metrics.get(key) ?? null };
  });
  const seen = new Set(identities.map((identity) => identity.key));
  for (const row of searchRows) {
    const key = identityKey(row.pipeline_name, row.job_name);
    if (!seen.has(key)) {
      seen.add(key);
      identities.push({ key, pipeline: row.pipeline_name, job: row.job_name, executions: 0, metrics: row.metrics });
    }
  }
  return identities;
}

/** The identity the URL names, else the first (most executions). */
export function selectedIdentity(
  identities: readonly TestIdentity[],
  pipeline: string | undefined,
  job: string | undefined,
): TestIdentity | null {
  if (pipeline !== undefined && job !== undefined) {
    const named = identities.find((identity) => identity.pipeline === pipeline && identity.job === job);
    if (named) return named;
  }
  return identities[0] ?? null;
}
