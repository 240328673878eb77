import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Panel } from '@/components/layout/panel';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Timestamp } from '@/components/time/timestamp';
import { eventTypeLabel } from '@/domain/activity/event-catalog';
import { OUTCOMES, isOutcome, outcomeLabel } from '@/domain/activity/event-outcomes';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { myChangeQueries } from '../api/my-change-queries';
import { isCiOrQueueEvent, NO_ACTIVITY_LOG } from '../lib/pull-request-events';

/** The pull request's own CI and merge-queue events, oldest first: how it went through, beside the verdicts. */
export function PullRequestActivity({ repository, number }: { repository: RepositoryRef; number: number }) {
  const { data } = useSuspenseQuery(myChangeQueries.pullRequestEvents(useApiClient(), repository, number));
  const events = data.events.filter(isCiOrQueueEvent).reverse();
  return (
    <Panel title={`#${number} in CI and the merge queue`}>
      {events.length === 0 ? (
        <Text size="sm" c="dimmed">
          {data.forbidden
            ? NO_ACTIVITY_LOG
            : `No queue or check events of #${number} in the last 90 days${data.events.length > 0 ? ' (other events only)' : ''}.`}
        </Text>
      ) : (
        <Stack component="ol" gap={6} aria-label={`Events of #${number}`} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {events.map((event) => (
            <Group component="li" key={event.id} gap="xs" wrap="nowrap" align="baseline">
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                <Timestamp value={event.received_at} />
              </Text>
              <Text size="sm" style={{ minWidth: 0, flex: 1 }}>
                {eventTypeLabel(event.type)}
              </Text>
              <Badge
                size="xs"
                variant="light"
                color={isOutcome(event.outcome) ? OUTCOMES[event.outcome].color : 'gray'}
                style={{ flexShrink: 0 }}
              >
                {outcomeLabel(event.outcome)}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
      {data.truncated ? (
        <Text size="xs" c="dimmed">
          Only the newest 500 events were read.
        </Text>
      ) : null}
      <Anchor
        size="sm"
        renderRoot={(props) => <Link {...props} to="/$owner/$repo/activity" params={repository} search={{ pr: [number], range: '90d' }} />}
      >
        All events of #{number} in the activity log
      </Anchor>
    </Panel>
  );
}
