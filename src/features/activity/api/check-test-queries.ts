import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { repositoryPath } from '@/api/repository-path';
import type { RepositoryRef } from '@/lib/app-config';
import { repositoryQueryKey } from '@/lib/query-keys';

/** Pages of a pipeline's flaky and broken identities read at most (100 each). */
const MAX_PAGES = 10;

export type UnhealthyJobs = { jobs: { job: string; tests: number }[]; truncated: boolean };

/*
 * What an event's unsuccessful checks link to: test search's names for the jobs of a pipeline that have
 * flaky or broken tests now (test search filters jobs by exact name; a check names them only in part,
 * see src/domain/activity/queue-check-jobs.ts). Asked only when an event's details are opened; under the
 * repository's `tests` prefix, so it refreshes with the rest of test insights.
 */
export const checkTestQueries = {
  unhealthyJobs: (api: ApiClient, repo: RepositoryRef, pipeline: string) =>
    queryOptions({
      queryKey: [...repositoryQueryKey(repo), 'tests', 'unhealthy-jobs', pipeline] as const,
      queryFn: async ({ signal }): Promise<UnhealthyJobs> => {
        const counts = new Map<string, number>();
        let page = await api.searchTests(
          { path: repositoryPath(repo), query: { pipeline_name: [pipeline], health_status: ['flaky', 'broken'], per_page: 100 } },
          { signal },
        );
        for (let read = 1; ; read += 1) {
          for (const test of page.data.tests) counts.set(test.job_name, (counts.get(test.job_name) ?? 0) + 1);
          if (page.links.next === null) return { jobs: sortedJobs(counts), truncated: false };
          if (read >= MAX_PAGES) return { jobs: sortedJobs(counts), truncated: true };
          page = await api.followLink(page.links.next, { signal });
        }
      },
    }),
};

function sortedJobs(counts: Map<string, number>) {
  return [...counts].map(([job, tests]) => ({ job, tests })).sort((a, b) => a.job.localeCompare(b.job));
}
