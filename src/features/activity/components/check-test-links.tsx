import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ActivityLogEvent } from '@/api/types';
import { checkJobOf, checkMatchingRule, jobRunsCheck, unsuccessfulChecksOf, type CheckJob } from '@/domain/activity/queue-check-jobs';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { testQueries, type EveryIdentity } from '@/queries/tests';

/** The jobs of a pipeline with flaky or broken tests now, and how many (test search filters jobs by exact name). */
function unhealthyJobs({ read, complete }: EveryIdentity) {
  const counts = new Map<string, number>();
  for (const test of read) counts.set(test.job_name, (counts.get(test.job_name) ?? 0) + 1);
  const jobs = [...counts].map(([job, tests]) => ({ job, tests })).sort((a, b) => a.job.localeCompare(b.job));
  return { jobs, truncated: !complete };
}

/** Per unsuccessful check, the flaky and broken tests of its jobs: context for the failure, not its cause. */
export function CheckTestLinks({ repo, event }: { repo: RepositoryRef; event: ActivityLogEvent }) {
  const names = [...new Set(unsuccessfulChecksOf(event).map((check) => check.name))];
  if (names.length === 0) return null;
  return (
    <Stack gap={4} role="group" aria-label="Tests of the unsuccessful checks">
      <Text size="xs" fw={600}>
        Tests of the unsuccessful checks
      </Text>
      {names.map((name) => {
        const check = checkJobOf(name);
        return check === null ? (
          <Text key={name} size="sm" c="dimmed">
            {name}: names no pipeline (no “pipeline/job” form), so no test is matched to it.
          </Text>
        ) : (
          <CheckTestLink key={name} repo={repo} name={name} check={check} />
        );
      })}
    </Stack>
  );
}

function CheckTestLink({ repo, name, check }: { repo: RepositoryRef; name: string; check: CheckJob }) {
  const answer = useQuery({
    ...testQueries.every(useApiClient(), repo, { pipeline: [check.pipeline], health: ['flaky', 'broken'] }),
    placeholderData: undefined,
    select: unhealthyJobs,
  });
  if (answer.isPending) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {name}: looking for the flaky and broken tests of its jobs…
      </Text>
    );
  }
  if (answer.isError) {
    return (
      <Group gap="xs">
        <Text size="sm" c="red">
          Could not look for the tests of {name}.
        </Text>
        <Button size="compact-xs" variant="light" onClick={() => void answer.refetch()}>
          Retry
        </Button>
      </Group>
    );
  }
  const jobs = answer.data.jobs.filter((entry) => jobRunsCheck(entry.job, check.job));
  const tests = jobs.reduce((sum, entry) => sum + entry.tests, 0);
  const partial = answer.data.truncated ? ' (not every test could be read)' : '';
  if (jobs.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {name}: no flaky or broken test on the default branch in the {checkMatchingRule(check)}
        {partial}.
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      <Anchor
        size="sm"
        renderRoot={(props) => (
          <Link
            {...props}
            to="/$owner/$repo/tests"
            params={repo}
            search={{ pipeline: [check.pipeline], job: jobs.map((entry) => entry.job), health: ['flaky', 'broken'] }}
          />
        )}
      >
        {`Flaky and broken tests of ${name} (${tests === 1 ? '1 test identity' : `${tests} test identities`})`}
      </Anchor>
      <Text size="xs" c="dimmed">
        Matched by name: {checkMatchingRule(check)} — {jobs.map((entry) => entry.job).join(', ')}
        {partial}. They fail on the default branch too: not named as the cause.
      </Text>
    </Stack>
  );
}
