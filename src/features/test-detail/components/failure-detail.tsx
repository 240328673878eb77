import { Anchor, Badge, Breadcrumbs, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { TestFailureDetail, TestFailureEvent } from '@/api/types';
import { Table } from '@/components/table/table';
import { Timestamp } from '@/components/time/timestamp';
import type { RepositoryRef } from '@/lib/app-config';
import { DataText, ShortText } from '@/components/text/data-text';
import { BREADCRUMB_CLAMP, PAGE_CLAMP } from '@/components/text/clamp-text';
import { formatCount } from '../lib/formatters';
import { commitUrl, safeExternalUrl, shortSha } from '../lib/repository-links';
import { commitOfOccurrence, groupIdenticalTraces, type TraceGroup } from '../lib/trace-groups';
import { TEST_DETAIL_PATH, TEST_SEARCH_PATH } from '../lib/test-detail-paths';
import { StackTraceViewer } from './stack-trace-viewer';
import classes from './test-detail.module.css';
import { FigureCard } from './figure-card';

type FirstFailure = { at: string | null; commit: string | null };

/** One failure group of a test: what it is, how often, and its latest occurrences with their traces. */
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
  return (
    <Stack gap="md">
      <nav aria-label="Breadcrumb">
        <Breadcrumbs separatorMargin={6}>
          <Anchor renderRoot={(props) => <Link {...props} to={TEST_SEARCH_PATH} params={repository} />} size="sm">
            Tests
          </Anchor>
          <Anchor
            renderRoot={(props) => <Link {...props} to={TEST_DETAIL_PATH} params={{ ...repository, testId }} />}
            size="sm"
            className={classes.wrap}
          >
            <ShortText value={testName} breakable limits={BREADCRUMB_CLAMP} />
          </Anchor>
          <Anchor
            renderRoot={(props) => (
              <Link {...props} to={TEST_DETAIL_PATH} params={{ ...repository, testId }} search={{ tab: 'failures' }} />
            )}
            size="sm"
          >
            Failures
          </Anchor>
          <Text size="sm" c="dimmed" aria-current="page" className={classes.wrap}>
            <ShortText value={failure.exception_type} breakable limits={BREADCRUMB_CLAMP} />
          </Text>
        </Breadcrumbs>
      </nav>

      <Stack gap={4}>
        <Group gap="sm">
          <Title order={1} size="h2" ff="monospace" className={classes.wrap}>
            <DataText value={failure.exception_type} breakable clamp={PAGE_CLAMP} />
          </Title>
          <Badge variant="light" color="red">
            Failure group
          </Badge>
        </Group>
        <Text className={classes.wrap} component="div">
          <DataText value={failure.exception_message} multiline clamp={PAGE_CLAMP} />
        </Text>
        <Text size="sm" c="dimmed" className={classes.wrap}>
          in <DataText value={testName} breakable clamp={PAGE_CLAMP} />
        </Text>
      </Stack>

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <FigureCard size="lg" label="Occurrences">{formatCount(failure.failure_count)}</FigureCard>
        <FigureCard size="lg" label="First seen">
          <Timestamp value={failure.first_failure_at} relative />
        </FigureCard>
        <FigureCard size="lg" label="Last seen">
          <Timestamp value={failure.last_failure_at} relative />
        </FigureCard>
      </SimpleGrid>

      <Title order={2} size="h4">
        Latest events ({failure.latest_events.length})
      </Title>
      {failure.latest_events.length === 0 ? (
        <Text c="dimmed" size="sm">
          No individual events of this failure are retained any more; the counts above still cover the retained history.
        </Text>
      ) : (
        <TraceGroups events={failure.latest_events} repository={repository} firstFailure={firstFailure} />
      )}
    </Stack>
  );
}

/** The latest events, identical stack traces together: each trace once, with every occurrence under it. */
function TraceGroups({
  events,
  repository,
  firstFailure,
}: {
  events: TestFailureEvent[];
  repository: RepositoryRef;
  firstFailure: FirstFailure;
}) {
  const groups = groupIdenticalTraces(events);
  const traces = groups.filter((group) => group.trace !== null).length;
  return (
    <>
      <Text size="sm" c="dimmed">
        {traces === 1 ? '1 distinct stack trace' : `${traces} distinct stack traces`}
        {groups.length > traces ? ', and events without one' : ''}: identical traces are shown once, with each occurrence.
      </Text>
      <Stack gap="md" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {groups.map((group, index) => (
          <TraceGroupCard key={group.trace ?? 'none'} group={group} position={index + 1} repository={repository} firstFailure={firstFailure} />
        ))}
      </Stack>
    </>
  );
}

const timesSeen = (count: number) => (count === 1 ? 'seen once' : `seen ${count} times`);

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
  const headingId = `trace-group-${position}`;
  const first = group.events[0] as TestFailureEvent;
  const name = group.trace === null ? 'Without a stack trace' : `Stack trace ${position}`;
  return (
    <Paper component="li" withBorder p="md" radius="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={3} size="h5" id={headingId}>
            {name}: {timesSeen(group.events.length)}
          </Title>
          <Badge variant="light" color="gray">
            ×{formatCount(group.events.length)}
          </Badge>
        </Group>
        <Group gap="lg" wrap="wrap">
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              File:{' '}
            </Text>
            <Text span ff="monospace" size="sm" className={classes.wrap}>
              {first.test_filepath ?? 'not reported'}
            </Text>
          </Text>
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              Language:{' '}
            </Text>
            {first.test_programming_language ?? 'not reported'}
          </Text>
        </Group>
        {group.trace === null ? (
          <Text size="sm" c="dimmed">
            No stack trace was recorded for these events.
          </Text>
        ) : (
          <StackTraceViewer trace={group.trace} label={name} />
        )}
        <OccurrencesTable events={group.events} repository={repository} firstFailure={firstFailure} caption={`Occurrences of ${name.toLowerCase()}`} />
      </Stack>
    </Paper>
  );
}

function OccurrencesTable({
  events,
  repository,
  firstFailure,
  caption,
}: {
  events: TestFailureEvent[];
  repository: RepositoryRef;
  firstFailure: FirstFailure;
  caption: string;
}) {
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing={4} aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">When</Table.Th>
            <Table.Th scope="col">Job</Table.Th>
            <Table.Th scope="col">Commit</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => {
            const jobUrl = safeExternalUrl(event.job_url);
            const commit = commitOfOccurrence(event, firstFailure);
            return (
              <Table.Tr key={event.id}>
                <Table.Td>
                  <Timestamp value={event.failed_at} relative />
                </Table.Td>
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
                <Table.Td>
                  {commit ? (
                    <Anchor href={commitUrl(repository, commit)} target="_blank" rel="noopener noreferrer" size="sm" ff="monospace">
                      {shortSha(commit)}
                    </Anchor>
                  ) : (
                    <Text span size="sm" c="dimmed" title="The API names the commit of a test's first failure only">
                      not known
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

