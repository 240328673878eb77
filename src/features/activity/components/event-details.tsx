import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { QueryBoundary } from '@/components/feedback/query-boundary';
import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';
import type { ActivityLogEvent } from '@/api/types';
import { PAGE_CLAMP } from '@/components/text/clamp-text';
import { DataText, IsolatedText } from '@/components/text/data-text';
import { UnhealthyTestsLink } from '@/components/text/unhealthy-tests-link';
import { eventCategory, eventTypeLabel } from '@/domain/activity/event-catalog';
import { outcomeLabel } from '@/domain/activity/event-outcomes';
import { checkJobOf, checkMatchingRule, jobRunsCheck, unsuccessfulChecksOf, type CheckJob } from '@/domain/activity/queue-check-jobs';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { formatTime } from '@/lib/format';
import { Timestamp } from '@/components/time/timestamp';
import { testQueries } from '@/queries/tests';
import { isUuid, pullRequestUrl } from '@/lib/links';
import { asRecord, text } from '@/domain/activity/metadata-readers';
import { metadataEntries, type DetailEntry, type DetailValue } from '../lib/metadata-entries';
import { useTimeZone } from '../lib/time-zone';
import classes from './activity.module.css';

/** A uuid the metadata names under `key`: what the event's links open. */
function uuidOf(event: ActivityLogEvent, key: 'quarantine_id' | 'test_id'): string | null {
  const id = text(asRecord(event.metadata), key);
  return id !== null && isUuid(id) ? id : null;
}

export function EventDetails({ id, repo, event }: { id: string; repo: RepositoryRef; event: ActivityLogEvent }) {
  const quarantined = event.type === 'test.quarantined' || event.type === 'test.dequarantined';
  const quarantineId = quarantined ? uuidOf(event, 'quarantine_id') : null;
  const testId = uuidOf(event, 'test_id');
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

/** Key/value pairs as a description list; nested records indent, lists become numbered items. */
function MetadataList({ entries, label }: { entries: readonly DetailEntry[]; label?: string }) {
  return (
    <dl className={classes.facts} aria-label={label}>
      {entries.map((entry) => (
        <Fragment key={entry.key}>
          <dt title={entry.key}>
            <DataText value={entry.label} clamp={false} />
          </dt>
          <dd>
            <DetailValueView value={entry.value} />
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

function DetailValueView({ value }: { value: DetailValue }) {
  const zone = useTimeZone();
  switch (value.kind) {
    case 'none':
      return (
        <Text span c="dimmed" fz="inherit">
          none
        </Text>
      );
    case 'text':
      return <DataText value={value.text} multiline clamp={PAGE_CLAMP} />;
    case 'time':
      return <Timestamp value={value.iso} text={formatTime(value.iso, 'dateTimeSeconds', zone)} />;
    case 'link':
      return (
        <Anchor href={value.url} target="_blank" rel="noopener noreferrer" fz="inherit">
          <IsolatedText value={value.url} breakable />
        </Anchor>
      );
    case 'record':
      return <MetadataList entries={value.entries} />;
    case 'list':
      return (
        <ol className={classes.nested}>
          {value.items.map((item, index) => (
            <li key={index}>
              <DetailValueView value={item} />
            </li>
          ))}
          {value.more > 0 ? <li>… and {value.more} more</li> : null}
        </ol>
      );
  }
}

/** Per unsuccessful check, the flaky and broken tests of its jobs: context for the failure, not its cause. */
function CheckTestLinks({ repo, event }: { repo: RepositoryRef; event: ActivityLogEvent }) {
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
          <QueryBoundary
            key={name}
            errorTitle={`Could not look for the tests of ${name}`}
            pending={
              <Text size="sm" c="dimmed" role="status">
                {name}: looking for the flaky and broken tests of its jobs…
              </Text>
            }
          >
            <CheckTestLink repo={repo} name={name} check={check} />
          </QueryBoundary>
        );
      })}
    </Stack>
  );
}

function CheckTestLink({ repo, name, check }: { repo: RepositoryRef; name: string; check: CheckJob }) {
  // The pipeline's flaky and broken tests now, in the jobs that run the check (test search filters jobs by exact name).
  const { data } = useSuspenseQuery({
    ...testQueries.every(useApiClient(), repo, { pipeline: [check.pipeline], health: ['flaky', 'broken'] }),
    select: ({ read, complete }) => ({ tests: read.filter((test) => jobRunsCheck(test.job_name, check.job)), complete }),
  });
  const jobs = [...new Set(data.tests.map((test) => test.job_name))].sort((a, b) => a.localeCompare(b));
  const partial = data.complete ? '' : ' (not every test could be read)';
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
      <UnhealthyTestsLink repository={repo} pipeline={check.pipeline} jobs={jobs}>
        {`Flaky and broken tests of ${name} (${data.tests.length === 1 ? '1 test identity' : `${data.tests.length} test identities`})`}
      </UnhealthyTestsLink>
      <Text size="xs" c="dimmed">
        Matched by name: {checkMatchingRule(check)} — {jobs.join(', ')}
        {partial}. They fail on the default branch too: not named as the cause.
      </Text>
    </Stack>
  );
}
