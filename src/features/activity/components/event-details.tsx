import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ActivityLogEvent } from '@/api/types';
import type { RepositoryRef } from '@/lib/app-config';
import { eventCategory, eventTypeLabel } from '@/domain/activity/event-catalog';
import { outcomeLabel } from '@/domain/activity/event-outcomes';
import { pullRequestUrl, quarantineIdOf, testIdOf } from '../lib/event-links';
import { metadataEntries, type DetailEntry } from '../lib/metadata-entries';
import classes from './activity.module.css';
import { CheckTestLinks } from './check-test-links';
import { MetadataList } from './metadata-list';

export function EventDetails({ id, repo, event }: { id: string; repo: RepositoryRef; event: ActivityLogEvent }) {
  const quarantineId = quarantineIdOf(event);
  const testId = testIdOf(event);
  const pull = typeof event.pull_request === 'number' ? event.pull_request : null;
  const envelope: DetailEntry[] = [
    { key: 'type', label: 'Event type', value: { kind: 'text', text: `${eventTypeLabel(event.type)} (${event.type})` } },
    { key: 'category', label: 'Category', value: { kind: 'text', text: eventCategory(event.type) } },
    { key: 'outcome', label: 'Outcome', value: { kind: 'text', text: outcomeLabel(event.outcome) } },
    { key: 'received_at', label: 'Received', value: { kind: 'time', iso: event.received_at } },
    { key: 'trigger', label: 'Trigger', value: { kind: 'text', text: event.trigger } },
    { key: 'base_ref', label: 'Base ref', value: event.base_ref ? { kind: 'text', text: event.base_ref } : { kind: 'none' } },
    { key: 'id', label: 'Event ID', value: { kind: 'text', text: String(event.id) } },
  ];
  const metadata = metadataEntries(event.metadata);

  return (
    <div id={id} className={classes.details} role="region" aria-label={`Details of event ${event.id}`}>
      <Stack gap="sm">
        {quarantineId || testId || pull !== null ? (
          <Group gap="xs">
            {quarantineId ? (
              <Button
                size="compact-sm"
                variant="light"
                renderRoot={(props) => <Link {...props} to="/$owner/$repo/quarantines/$quarantineId" params={{ ...repo, quarantineId }} />}
              >
                {event.type === 'test.dequarantined' ? 'Open the released quarantine' : 'Open the quarantine'}
              </Button>
            ) : null}
            {testId ? (
              <Button
                size="compact-sm"
                variant="light"
                renderRoot={(props) => <Link {...props} to="/$owner/$repo/tests/$testId" params={{ ...repo, testId }} />}
              >
                Open the test
              </Button>
            ) : null}
            {pull !== null ? (
              <Anchor href={pullRequestUrl(repo, pull)} target="_blank" rel="noopener noreferrer" size="sm">
                Pull request #{pull} on GitHub
              </Anchor>
            ) : null}
          </Group>
        ) : null}
        <CheckTestLinks repo={repo} event={event} />
        <MetadataList entries={envelope} label="Event" />
        <Stack gap={4}>
          <Text size="xs" fw={600}>
            Metadata
          </Text>
          {metadata.length > 0 ? (
            <MetadataList entries={metadata} label="Metadata" />
          ) : (
            <Text size="xs" c="dimmed">
              This event type carries no metadata.
            </Text>
          )}
        </Stack>
      </Stack>
    </div>
  );
}
