import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Panel } from '@/components/layout/panel';
import { PlainBadge } from '@/components/health/health-badge';
import type { TestFailureDetail, TestFailureEvent } from '@/api/types';
import { Table } from '@/components/table/table';
import { Timestamp } from '@/components/time/timestamp';
import { formatCount, formatDay } from '@/lib/format';
import { RETAINED_DAYS } from '@/domain/tests/episode-times';
import type { RepositoryRef } from '@/lib/app-config';
import { DataText } from '@/components/text/data-text';
import { PAGE_CLAMP } from '@/components/text/clamp-text';
import { safeExternalUrl } from '@/lib/links';
import { equalColumns } from '@/components/layout/equal-columns';
import { commitOfOccurrence, groupIdenticalTraces, type FirstFailure, type TraceGroup } from '../lib/trace-groups';
import { CommitLink } from './pull-request-link';
import { StackTraceViewer } from './stack-trace-viewer';
import { TestBreadcrumbs } from './test-breadcrumbs';
import classes from './test-detail.module.css';
import { FigureCard } from '@/components/layout/figure-card';

export function FailureDetail({
  failure,
  repository,
  testId,
  testName,
  firstFailure,
}: {
  failure: TestFailureDetail;
  repository: RepositoryRef;
  testId: string;
  testName: string;
  /** The test's first failure: the one occurrence whose commit the API names. */
  firstFailure: FirstFailure;
}) {
  const events = failure.latest_events;
  const groups = groupIdenticalTraces(events);
  const traces = groups.filter((group) => group.trace !== null).length;
  // Fields no event carries, said once rather than on each row.
  const firstCommit = events.map((event) => commitOfOccurrence(event, firstFailure)).find((commit) => commit !== null) ?? null;
  const missing = [
    events.every((event) => safeExternalUrl(event.job_url) === null) ? 'a link to the CI job' : null,
    events.every((event) => event.test_filepath === null) ? 'the file' : null,
    events.every((event) => event.test_programming_language === null) ? 'the language' : null,
  ].filter((field) => field !== null);
  return (
    <Stack gap="md">
      <TestBreadcrumbs repository={repository} test={{ id: testId, name: testName }} current={failure.exception_type} />

      <Stack gap={4}>
        <Group gap="sm">
          <Title order={1} size="h2" ff="monospace" className={classes.wrap}>
            <DataText value={failure.exception_type} breakable clamp={PAGE_CLAMP} />
          </Title>
          <PlainBadge color="red" size="md">
            Failure group
          </PlainBadge>
        </Group>
        <Text className={classes.wrap} component="div">
          <DataText value={failure.exception_message} multiline clamp={PAGE_CLAMP} />
        </Text>
        <Text size="sm" c="dimmed" className={classes.wrap}>
          in <DataText value={testName} breakable clamp={PAGE_CLAMP} />
        </Text>
      </Stack>

      <div {...equalColumns({ base: 1, sm: 3 }, 'sm')}>
        <FigureCard size="lg" label="Occurrences" counts={`failed runs of this group, last ${RETAINED_DAYS} days`}>
          {formatCount(failure.failure_count)}
        </FigureCard>
        <FigureCard size="lg" label="First seen">
          <Timestamp value={failure.first_failure_at} relative />
        </FigureCard>
        <FigureCard size="lg" label="Last seen">
          <Timestamp value={failure.last_failure_at} relative />
        </FigureCard>
      </div>

      <Title order={2} size="h4">
        {eventsHeading(events.length, failure.failure_count)}
      </Title>
      <EventsCoverage failure={failure} />
      {events.length === 0 ? null : (
        <>
          <Text size="sm" c="dimmed">
            The API names no commit for an event
            {firstCommit === null ? (
              ': only the test’s first failure has one, and it is not among these events.'
            ) : (
              <>
                {' '}
                except the test’s first failure, marked below (commit <CommitLink repository={repository} sha={firstCommit} />
                ).
              </>
            )}
            {missing.length === 0 ? null : ` None of these events carries ${EITHER.format(missing)}.`}
          </Text>
          <Text size="sm" c="dimmed">
            {traces === 1 ? '1 distinct stack trace' : `${traces} distinct stack traces`}
            {groups.length > traces ? ', and events without one' : ''}: identical traces are shown once, with each occurrence.
          </Text>
          <Stack gap="md" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {groups.map((group, index) => (
              <TraceGroupCard
                key={group.trace ?? 'none'}
                group={group}
                position={index + 1}
                repository={repository}
                firstFailure={firstFailure}
              />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}

/** "Latest 10 of 55 failures", or "All 4 failures" when the API gave every one. */
function eventsHeading(listed: number, occurrences: number): string {
  if (listed >= occurrences) return occurrences === 1 ? 'The one failure' : `All ${formatCount(occurrences)} failures`;
  return `Latest ${formatCount(listed)} of ${formatCount(occurrences)} failures`;
}

/** The API answers only a group's latest events: say how many are not listed. */
function EventsCoverage({ failure }: { failure: TestFailureDetail }) {
  const listed = failure.latest_events.length;
  const failed = (
    <>
      {times(failure.failure_count)} from <Timestamp value={failure.first_failure_at} text={formatDay(failure.first_failure_at)} /> to{' '}
      <Timestamp value={failure.last_failure_at} text={formatDay(failure.last_failure_at)} />
    </>
  );
  return (
    <Text c="dimmed" size="sm">
      {listed === 0 ? (
        <>The API returned no events of this failure group; it failed {failed}, as counted above.</>
      ) : listed >= failure.failure_count ? (
        <>Every occurrence is listed below: this group failed {failed}.</>
      ) : (
        <>
          The API keeps the latest {formatCount(listed)} events of a failure group: this group failed {failed}, so the{' '}
          {formatCount(failure.failure_count - listed)} older ones are counted above but not listed.
        </>
      )}
    </Text>
  );
}

const times = (count: number) => (count === 1 ? 'once' : `${formatCount(count)} times`);

const EITHER = new Intl.ListFormat('en-GB', { type: 'disjunction' });

function TraceGroupCard({
  group,
  position,
  repository,
  firstFailure,
}: {
  group: TraceGroup;
  position: number;
  repository: RepositoryRef;
  firstFailure: FirstFailure;
}) {
  const first = group.events[0] as TestFailureEvent;
  const name = group.trace === null ? 'Without a stack trace' : `Stack trace ${position}`;
  const fields = [
    { label: 'File', value: first.test_filepath, ff: 'monospace' },
    { label: 'Language', value: first.test_programming_language, ff: undefined },
  ].filter((field) => field.value !== null);
  // A job column only where some event has a link: an empty column would repeat "no link" on every row.
  const withJobs = group.events.some((event) => safeExternalUrl(event.job_url) !== null);
  return (
    <Panel
      component="li"
      headingOrder={3}
      title={`${name}: seen ${times(group.events.length)}`}
      actions={
        <PlainBadge color="gray" size="md">
          ×{formatCount(group.events.length)}
        </PlainBadge>
      }
    >
      {fields.length === 0 ? null : (
        <Group gap="lg" wrap="wrap">
          {fields.map(({ label, value, ff }) => (
            <Text size="sm" key={label}>
              <Text span c="dimmed" size="sm">
                {label}:{' '}
              </Text>
              <Text span ff={ff} size="sm" className={classes.wrap}>
                {value}
              </Text>
            </Text>
          ))}
        </Group>
      )}
      {group.trace === null ? (
        <Text size="sm" c="dimmed">
          No stack trace was recorded for these events.
        </Text>
      ) : (
        <StackTraceViewer trace={group.trace} label={name} />
      )}
      <Table.ScrollContainer minWidth={360}>
        <Table verticalSpacing={4} aria-label={`Occurrences of ${name.toLowerCase()}`}>
          <Table.Head columns={withJobs ? ['When', 'Job'] : ['When']} />
          <Table.Tbody>
            {group.events.map((event) => {
              const jobUrl = safeExternalUrl(event.job_url);
              const commit = commitOfOccurrence(event, firstFailure);
              return (
                <Table.Tr key={event.id}>
                  <Table.Td>
                    <Timestamp value={event.failed_at} relative />
                    {commit === null ? null : (
                      <Text span size="sm">
                        {' '}
                        · the test’s first failure, commit <CommitLink repository={repository} sha={commit} />
                      </Text>
                    )}
                  </Table.Td>
                  {withJobs ? (
                    <Table.Td>
                      {jobUrl ? (
                        <Anchor href={jobUrl} target="_blank" rel="noopener noreferrer" size="sm">
                          Open the CI job
                        </Anchor>
                      ) : (
                        <Text span size="sm" c="dimmed">
                          No job link
                        </Text>
                      )}
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Panel>
  );
}
