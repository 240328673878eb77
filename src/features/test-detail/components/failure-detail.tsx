import { Anchor, Badge, Breadcrumbs, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { TestFailureDetail, TestFailureEvent } from '@/api/types';
import { Timestamp } from '@/components/time/timestamp';
import type { RepositoryRef } from '@/lib/app-config';
import { DataText, ShortText } from '@/components/text/data-text';
import { BREADCRUMB_CLAMP, PAGE_CLAMP } from '@/components/text/clamp-text';
import { formatCount } from '../lib/formatters';
import { safeExternalUrl } from '../lib/repository-links';
import { TEST_DETAIL_PATH, TEST_SEARCH_PATH } from '../lib/test-detail-paths';
import { StackTraceViewer } from './stack-trace-viewer';
import classes from './test-detail.module.css';
import { FigureCard } from './figure-card';

/** One failure group of a test: what it is, how often, and its latest occurrences with their traces. */
export function FailureDetail({
  failure,
  repository,
  testId,
  testName,
}: {
  failure: TestFailureDetail;
  repository: RepositoryRef;
  testId: string;
  testName: string;
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
        <Stack gap="md" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {failure.latest_events.map((event, index) => (
            <FailureEventCard key={event.id} event={event} position={index + 1} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function FailureEventCard({ event, position }: { event: TestFailureEvent; position: number }) {
  const jobUrl = safeExternalUrl(event.job_url);
  const headingId = `failure-event-${event.id}`;
  return (
    <Paper component="li" withBorder p="md" radius="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={3} size="h5" id={headingId}>
            Event {position}: <Timestamp value={event.failed_at} relative />
          </Title>
          {jobUrl ? (
            <Anchor href={jobUrl} target="_blank" rel="noopener noreferrer" size="sm">
              Open the CI job
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              No job link
            </Text>
          )}
        </Group>
        <Group gap="lg" wrap="wrap">
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              File:{' '}
            </Text>
            <Text span ff="monospace" size="sm" className={classes.wrap}>
              {event.test_filepath ?? 'not reported'}
            </Text>
          </Text>
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              Language:{' '}
            </Text>
            {event.test_programming_language ?? 'not reported'}
          </Text>
        </Group>
        {event.exception_stacktrace === null || event.exception_stacktrace === '' ? (
          <Text size="sm" c="dimmed">
            No stack trace was recorded for this event.
          </Text>
        ) : (
          <StackTraceViewer trace={event.exception_stacktrace} label={`Stack trace of event ${position}`} />
        )}
      </Stack>
    </Paper>
  );
}
