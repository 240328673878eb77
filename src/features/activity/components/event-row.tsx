import { Anchor, Badge, Button, Code, Group, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import type { ActivityLogEvent } from '@/api/types';
import { EVENT_CATEGORY_COLORS, eventCategory } from '@/domain/activity/event-catalog';
import type { RepositoryRef } from '@/lib/app-config';
import { describeEvent } from '../lib/describe-event/describe-event';
import { pullRequestUrl } from '../lib/event-links';
import classes from './activity.module.css';
import { EventDetails } from './event-details';
import { EventSentence } from './event-sentence';
import { EventTime } from './event-time';
import { OutcomeIcon } from './outcome-icon';

/**
 * One event: outcome, time, what happened in a sentence, then category, trigger, pull request and base
 * ref; "Details" discloses the rest.
 */
export function EventRow({
  repo,
  event,
  expanded,
  onToggle,
}: {
  repo: RepositoryRef;
  event: ActivityLogEvent;
  expanded: boolean;
  onToggle: (id: number) => void;
}) {
  const detailsId = useId();
  const sentenceId = useId();
  const category = eventCategory(event.type);
  const pull = typeof event.pull_request === 'number' ? event.pull_request : null;

  return (
    <li className={classes.row} aria-labelledby={sentenceId}>
      <OutcomeIcon outcome={event.outcome} />
      <EventTime iso={event.received_at} />
      <div className={classes.main}>
        <Text id={sentenceId} size="sm" fw={500}>
          <EventSentence sentence={describeEvent(event)} />
        </Text>
        <Group gap={8} mt={4} wrap="wrap">
          <Badge size="xs" variant="light" color={EVENT_CATEGORY_COLORS[category]} radius="sm">
            {category}
          </Badge>
          <Text size="xs" c="dimmed">
            <VisuallyHidden>Trigger: </VisuallyHidden>
            {event.trigger}
          </Text>
          {pull !== null ? (
            <Anchor size="xs" href={pullRequestUrl(repo, pull)} target="_blank" rel="noopener noreferrer" aria-label={`Pull request #${pull} on GitHub`}>
              #{pull}
            </Anchor>
          ) : null}
          {event.base_ref ? (
            <Text size="xs" c="dimmed">
              <VisuallyHidden>Base ref: </VisuallyHidden>
              <span aria-hidden="true">→ </span>
              <Code fz="xs">{event.base_ref}</Code>
            </Text>
          ) : null}
        </Group>
      </div>
      <Button
        variant="subtle"
        size="compact-xs"
        aria-expanded={expanded}
        aria-controls={expanded ? detailsId : undefined}
        aria-describedby={sentenceId}
        onClick={() => onToggle(event.id)}
      >
        {expanded ? 'Hide details' : 'Details'}
      </Button>
      {expanded ? <EventDetails id={detailsId} repo={repo} event={event} /> : null}
    </li>
  );
}
