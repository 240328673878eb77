import type { ApiClient } from '@/api/client';
import type { RepositoryRef } from '@/lib/app-config';
import { testQueries, type EveryIdentity } from '@/queries/tests';

export type UnhealthyJobs = { jobs: { job: string; tests: number }[]; truncated: boolean };

// What an event's unsuccessful checks link to: the jobs of a pipeline with flaky or broken tests now, and how many
// (test search filters jobs by exact name; see src/domain/activity/queue-check-jobs.ts).
export const checkTestQueries = {
  unhealthyJobs: (api: ApiClient, repo: RepositoryRef, pipeline: string) => ({
    ...testQueries.every(api, repo, { pipeline: [pipeline], health: ['flaky', 'broken'] }),
    placeholderData: undefined,
    select: ({ read, complete }: EveryIdentity): UnhealthyJobs => {
      const counts = new Map<string, number>();
      for (const test of read) counts.set(test.job_name, (counts.get(test.job_name) ?? 0) + 1);
      const jobs = [...counts].map(([job, tests]) => ({ job, tests })).sort((a, b) => a.job.localeCompare(b.job));
      return { jobs, truncated: !complete };
    },
  }),
};
