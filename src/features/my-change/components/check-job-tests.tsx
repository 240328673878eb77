import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQueries } from '@tanstack/react-query';
import { useId } from 'react';
import { QueryBoundary } from '@/components/feedback/query-boundary';
import { HealthBadge } from '@/components/health/health-badge';
import { DataText } from '@/components/text/data-text';
import { TestNameLink } from '@/components/text/test-name-link';
import { UnhealthyTestsLink } from '@/components/text/unhealthy-tests-link';
import { checkJobOf, checkMatchingRule, jobRunsCheck, type CheckJob } from '@/domain/activity/queue-check-jobs';
import { isHealthStatus, UNHEALTHY_STATUSES } from '@/domain/tests/health';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { quarantineQueries } from '@/queries/quarantines';
import { lookupNames, MAX_SEARCHABLE_NAME, testQueries } from '@/queries/tests';
import type { TestSearchResult } from '@/api/types';

/** The API's limit on `test_name` values in one request. */
const MAX_NAMES_PER_SEARCH = 255;

const HEALTH_ORDER: Record<string, number> = { broken: 0, flaky: 1 };
const byConcern = (a: TestSearchResult, b: TestSearchResult) =>
  (HEALTH_ORDER[a.metrics.health_status] ?? 2) - (HEALTH_ORDER[b.metrics.health_status] ?? 2) ||
  a.test_name.localeCompare(b.test_name) ||
  a.job_name.localeCompare(b.job_name);

/** A failed queue check and its jobs' tests already failing on the default branch: context, never a cause. */
export function CheckJobTests({
  repository,
  checkName,
  runs,
  branch,
}: {
  repository: RepositoryRef;
  checkName: string;
  runs: number;
  branch: string | null;
}) {
  const headingId = useId();
  const check = checkJobOf(checkName);
  return (
    <Stack component="section" gap={6} aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        <DataText value={checkName} /> failed in {runs === 1 ? '1 run' : `${runs} runs`}
      </Title>
      {check === null ? (
        <Text size="sm" c="dimmed">
          This check names no pipeline (its name has no “pipeline/job” form), so no job and no test is matched to it.
        </Text>
      ) : (
        <QueryBoundary
          errorTitle={`Could not look for the tests of ${checkName}`}
          pending={
            <Text size="sm" c="dimmed" role="status">
              Looking for the flaky, broken and quarantined tests of pipeline {check.pipeline}…
            </Text>
          }
        >
          <JobTests repository={repository} check={check} branch={branch} />
        </QueryBoundary>
      )}
    </Stack>
  );
}

/** The pipeline's tests flaky or broken now, then those quarantined on every branch or on `branch`, looked up by name. */
function JobTests({ repository, check, branch }: { repository: RepositoryRef; check: CheckJob; branch: string | null }) {
  const api = useApiClient();
  const [unhealthy, quarantines] = useSuspenseQueries({
    queries: [
      testQueries.every(api, repository, { pipeline: [check.pipeline], health: [...UNHEALTHY_STATUSES] }),
      quarantineQueries.summary(api, repository),
    ],
  });
  const quarantinedNames = new Set(
    quarantines.data.quarantines.filter((record) => record.branch === null || record.branch === branch).map((record) => record.test_name),
  );
  const searchable = lookupNames([...quarantinedNames]).slice(0, MAX_NAMES_PER_SEARCH);
  const lookups: ReturnType<typeof testQueries.every>[] =
    searchable.length === 0 ? [] : [testQueries.every(api, repository, { pipeline: [check.pipeline], name: searchable })];
  const [quarantined = { data: { read: [], complete: true } }] = useSuspenseQueries({ queries: lookups });
  // Each identity (test and job) once, flaky or broken now, or quarantined; a name's `*` or `?` globs, so only exact names count.
  const identities = new Map<string, TestSearchResult>();
  for (const test of [...unhealthy.data.read, ...quarantined.data.read]) {
    const key = `${test.test_id}\n${test.job_name}`;
    if (!identities.has(key) && (test.metrics.health_status !== 'healthy' || quarantinedNames.has(test.test_name)))
      identities.set(key, test);
  }
  const skipped = [...quarantinedNames].some((name) => name.length > MAX_SEARCHABLE_NAME) || quarantinedNames.size > MAX_NAMES_PER_SEARCH;
  const truncated = !unhealthy.data.complete || quarantines.data.truncated || !quarantined.data.complete || skipped;
  const tests = [...identities.values()].filter((test) => jobRunsCheck(test.job_name, check.job)).sort(byConcern);
  const jobs = [...new Set(tests.map((test) => test.job_name))].sort();
  const unhealthyJobs = [...new Set(tests.filter((test) => test.metrics.health_status !== 'healthy').map((test) => test.job_name))].sort();
  const quarantineScope = branch === null ? 'on every branch' : `on every branch or on ${branch}`;
  return (
    <Stack gap={6}>
      <Text size="sm" c="dimmed">
        Matched by name: {checkMatchingRule(check)}
        {jobs.length > 0 ? ` — ${jobs.join(', ')}` : ''}.
      </Text>
      {tests.length === 0 ? (
        <Text size="sm">
          No test of these jobs is flaky or broken on the default branch now, or quarantined {quarantineScope}
          {truncated ? ' (not every test could be read)' : ''}.
        </Text>
      ) : (
        <>
          <Text size="sm">
            {tests.length === 1 ? '1 unhealthy or quarantined test runs' : `${tests.length} unhealthy or quarantined tests run`} in this
            job: health on the default branch now, quarantines {quarantineScope}. Not named as the cause — they fail without this change too
            {truncated ? ' (not every test could be read)' : ''}.
          </Text>
          <Stack
            component="ul"
            gap={4}
            aria-label={`Unhealthy or quarantined tests of ${check.pipeline}/${check.job}`}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {tests.map((test) => (
              <Group component="li" key={`${test.test_id} ${test.job_name}`} gap="xs" wrap="nowrap" align="baseline">
                <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                  {isHealthStatus(test.metrics.health_status) && test.metrics.health_status !== 'healthy' ? (
                    <HealthBadge health={test.metrics.health_status} size="xs" />
                  ) : null}
                  {quarantinedNames.has(test.test_name) ? (
                    <Badge size="xs" variant="light" color="gray">
                      Quarantined
                    </Badge>
                  ) : null}
                </Group>
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" component="div">
                    <TestNameLink repo={repository} testId={test.test_id} name={test.test_name} />
                  </Text>
                  <Text size="xs" c="dimmed">
                    {check.pipeline} › {test.job_name}
                  </Text>
                </Stack>
              </Group>
            ))}
          </Stack>
        </>
      )}
      {unhealthyJobs.length > 0 ? (
        <UnhealthyTestsLink repository={repository} pipeline={check.pipeline} jobs={unhealthyJobs}>
          Flaky and broken tests of {check.pipeline}/{check.job} in test search
        </UnhealthyTestsLink>
      ) : null}
    </Stack>
  );
}
