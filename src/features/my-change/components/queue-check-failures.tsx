import { Group, Stack, Text } from '@mantine/core';
import { Panel } from '@/components/layout/panel';
import { useSuspenseQuery } from '@tanstack/react-query';
import { DataText } from '@/components/text/data-text';
import { Timestamp } from '@/components/time/timestamp';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { myChangeQueries } from '../api/my-change-queries';
import { baseBranchOf, failedCheckNames, NO_ACTIVITY_LOG, queueCheckHistory } from '../lib/pull-request-events';
import { CheckJobTests } from './check-job-tests';

export function QueueCheckFailures({ repository, number }: { repository: RepositoryRef; number: number }) {
  const { data } = useSuspenseQuery(myChangeQueries.pullRequestEvents(useApiClient(), repository, number));
  const { failed, attempts } = queueCheckHistory(data.events, number);
  const branch = baseBranchOf(data.events);
  const checks = failedCheckNames(failed);
  return (
    <Panel title={`Failed checks of #${number} in the merge queue`}>
      {data.forbidden || failed.length === 0 ? (
        <Text size="sm" c="dimmed">
          {data.forbidden
            ? NO_ACTIVITY_LOG
            : attempts === 0
              ? `#${number} had no checks run in the merge queue in the last 90 days.`
              : `None of the ${attempts === 1 ? 'checks run' : `${attempts} checks runs`} of #${number} in the merge queue failed in the last 90 days.`}
        </Text>
      ) : (
        <>
          <Text size="sm">
            {failed.length} of {attempts === 1 ? '1 checks run' : `${attempts} checks runs`} of #{number} in the merge queue failed (its
            activity log, last 90 days{data.truncated ? ', newest 500 events' : ''}):
          </Text>
          <Stack
            component="ol"
            gap={4}
            aria-label={`Failed checks runs of #${number}`}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {failed.map((run) => (
              <Group component="li" key={run.eventId} gap="xs" wrap="wrap" align="baseline">
                <Text size="xs" c="dimmed">
                  Ended <Timestamp value={run.endedAt} />
                </Text>
                <Text size="sm">
                  Attempt {run.attempt} of {attempts}
                  {run.retry === null ? '' : ` (queue retry ${run.retry})`}:{' '}
                  {run.checks.length === 0
                    ? 'failed, no check named'
                    : run.checks.map((check, index) => (
                        <span key={check.name}>
                          {index === 0 ? '' : ', '}
                          <DataText value={check.name} /> ({check.state.replace(/_/g, ' ')})
                        </span>
                      ))}
                </Text>
                {run.batchedWith.length > 0 ? (
                  <Text size="xs" c="dimmed">
                    tested in one batch with {run.batchedWith.map((pull) => `#${pull}`).join(', ')}: this run does not tell whose change
                    failed it
                  </Text>
                ) : null}
              </Group>
            ))}
          </Stack>
          {checks.map((check) => (
            <CheckJobTests key={check.name} repository={repository} checkName={check.name} runs={check.runs} branch={branch} />
          ))}
        </>
      )}
    </Panel>
  );
}
