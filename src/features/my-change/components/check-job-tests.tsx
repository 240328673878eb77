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

/** The API's limit on `test_name` values in one request. */
const MAX_NAMES_PER_SEARCH = 255;

/** A test identity of a pipeline that is flaky or broken now, or whose test is quarantined for the branch. */
type TroubledTest = { testId: string; testName: string; job: string; health: string; quarantined: boolean };

const HEALTH_ORDER: Record<string, number> = { broken: 0, flaky: 1 };
const byConcern = (a: TroubledTest, b: TroubledTest) =>
  (HEALTH_ORDER[a.health] ?? 2) - (HEALTH_ORDER[b.health] ?? 2) || a.testName.localeCompare(b.testName) || a.job.localeCompare(b.job);

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
function usePipelineTests(repository: RepositoryRef, pipeline: string, branch: string | null) {
  const api = useApiClient();
  const [unhealthy, quarantines] = useSuspenseQueries({
    queries: [
      testQueries.every(api, repository, { pipeline: [pipeline], health: [...UNHEALTHY_STATUSES] }),
      quarantineQueries.summary(api, repository),
    ],
  });
  const quarantinedNames = new Set(
    quarantines.data.quarantines.filter((record) => record.branch === null || record.branch === branch).map((record) => record.test_name),
  );
  const searchable = lookupNames([...quarantinedNames]).slice(0, MAX_NAMES_PER_SEARCH);
  const lookups: ReturnType<typeof testQueries.every>[] =
    searchable.length === 0 ? [] : [testQueries.every(api, repository, { pipeline: [pipeline], name: searchable })];
  const [quarantined = { data: { read: [], complete: true } }] = useSuspenseQueries({ queries: lookups });
  const tests = new Map<string, TroubledTest>();
  // A name's `*` or `?` globs: only the exact names are the quarantined tests.
  for (const test of [...unhealthy.data.read, ...quarantined.data.read]) {
    const key = `${test.test_id}\n${test.job_name}`;
    if (tests.has(key) || (test.metrics.health_status === 'healthy' && !quarantinedNames.has(test.test_name))) continue;
    tests.set(key, {
      testId: test.test_id,
      testName: test.test_name,
      job: test.job_name,
      health: test.metrics.health_status,
      quarantined: quarantinedNames.has(test.test_name),
    });
  }
  const skipped = [...quarantinedNames].some((name) => name.length > MAX_SEARCHABLE_NAME) || quarantinedNames.size > MAX_NAMES_PER_SEARCH;
  const truncated = !unhealthy.data.complete || quarantines.data.truncated || !quarantined.data.complete || skipped;
  return { tests: [...tests.values()], truncated };
}

function JobTests({ repository, check, branch }: { repository: RepositoryRef; check: CheckJob; branch: string | null }) {
  const data = usePipelineTests(repository, check.pipeline, branch);
  const tests = data.tests.filter((test) => jobRunsCheck(test.job, check.job)).sort(byConcern);
  const jobs = [...new Set(tests.map((test) => test.job))].sort();
  const unhealthyJobs = [...new Set(tests.filter((test) => test.health !== 'healthy').map((test) => test.job))].sort();
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
          {data.truncated ? ' (not every test could be read)' : ''}.
        </Text>
      ) : (
        <>
          <Text size="sm">
            {tests.length === 1 ? '1 unhealthy or quarantined test runs' : `${tests.length} unhealthy or quarantined tests run`} in this
            job: health on the default branch now, quarantines {quarantineScope}. Not named as the cause — they fail without this change too
            {data.truncated ? ' (not every test could be read)' : ''}.
          </Text>
          <Stack
            component="ul"
            gap={4}
            aria-label={`Unhealthy or quarantined tests of ${check.pipeline}/${check.job}`}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {tests.map((test) => (
              <Group component="li" key={`${test.testId} ${test.job}`} gap="xs" wrap="nowrap" align="baseline">
                <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                  {isHealthStatus(test.health) && test.health !== 'healthy' ? <HealthBadge health={test.health} size="xs" /> : null}
                  {test.quarantined ? (
                    <Badge size="xs" variant="light" color="gray">
                      Quarantined
                    </Badge>
                  ) : null}
                </Group>
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" component="div">
                    <TestNameLink repo={repository} testId={test.testId} name={test.testName} />
                  </Text>
                  <Text size="xs" c="dimmed">
                    {check.pipeline} › {test.job}
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
