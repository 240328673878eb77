import type { TestExecutionResult, TestSearchResult } from '@/api/types';

export type TestIdentity = {
  key: string;
  pipeline: string;
  job: string;
  executions: number;
  metrics: TestSearchResult['metrics'] | null;
};

const identityKey = (row: { pipeline_name: string; job_name: string }) => JSON.stringify([row.pipeline_name, row.job_name]);
export const identityLabel = (identity: Pick<TestIdentity, 'pipeline' | 'job'>) => `${identity.pipeline} / ${identity.job}`;

/** The identities, most executions first; one the window saw no run of comes last. */
export function testIdentities(executions: readonly TestExecutionResult[], searchRows: readonly TestSearchResult[]): TestIdentity[] {
  const metrics = new Map(searchRows.map((row) => [identityKey(row), row.metrics]));
  const identities = new Map<string, TestIdentity>();
  for (const row of [...executions, ...searchRows]) {
    const key = identityKey(row);
    const executed = 'executions_count' in row ? row.executions_count : 0;
    if (!identities.has(key))
      identities.set(key, { key, pipeline: row.pipeline_name, job: row.job_name, executions: executed, metrics: metrics.get(key) ?? null });
  }
  return [...identities.values()];
}

export function selectedIdentity(identities: readonly TestIdentity[], pipeline: string | undefined, job: string | undefined) {
  return identities.find((identity) => identity.pipeline === pipeline && identity.job === job) ?? identities[0] ?? null;
}
