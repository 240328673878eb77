import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ExportMenu } from '@/components/export/export-menu';
import { Table } from '@/components/table/table';
import { Timestamp } from '@/components/time/timestamp';
import type { RepositoryRef } from '@/lib/app-config';
import { failureGroupLink } from '@/lib/links';
import { useApiClient } from '@/lib/api-client-context';
import { DataText, IsolatedText } from '@/components/text/data-text';
import { ExpandableText } from '@/components/text/expandable-text';
import { failureQueries } from '@/queries/failures';
import { testFailuresExport } from '../api/test-exports';
import { formatCount } from '@/lib/format';
import { RETAINED_DAYS } from '@/domain/tests/episode-times';
import classes from './test-detail.module.css';

const OCCURRENCES = `Occurrences, last ${RETAINED_DAYS} days`;

/** Failure groups (one per exception type and message shape), in the API's order, each opening its events. */
export function FailuresPanel({ repository, testId, testName }: { repository: RepositoryRef; testId: string; testName: string }) {
  const api = useApiClient();
  const { data } = useSuspenseQuery(failureQueries.list(api, repository, testId));
  const failures = data.failures;

  if (failures.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        No failures recorded for this test in the retained history (30 days). Failures appear here grouped by exception as soon as a run
        fails on the default branch.
      </Text>
    );
  }

  return (
    <Stack gap="xs">
      <Group justify="flex-end">
        <ExportMenu source={testFailuresExport(repository, testId, failures)} />
      </Group>
      <Table.ScrollContainer minWidth={720} stacked>
        <Table verticalSpacing="sm" highlightOnHover stacked>
          <caption className={classes.caption}>
            {failures.length === 1 ? '1 failure group' : `${failures.length} failure groups`} of <DataText value={testName} breakable />
          </caption>
          <Table.Head columns={['Exception', OCCURRENCES, 'First seen', 'Last seen']} numeric={[OCCURRENCES]} />
          <Table.Tbody>
            {failures.map((failure) => (
              <Table.Tr key={failure.id}>
                <Table.Td maw={560}>
                  <ExpandableText value={failure.exception_type}>
                    {(text, cut) => (
                      <Anchor
                        renderRoot={(props) => <Link {...props} {...failureGroupLink(repository, testId, failure.id)} />}
                        fw={600}
                        ff="monospace"
                        size="sm"
                        className={classes.wrap}
                      >
                        <IsolatedText value={text} cut={cut} breakable />
                      </Anchor>
                    )}
                  </ExpandableText>
                  <Text size="sm" c="dimmed" className={classes.wrap} component="div">
                    <DataText value={failure.exception_message} multiline clamp={{ maxLines: 2 }} />
                  </Text>
                </Table.Td>
                <Table.Td ta="right" label={OCCURRENCES}>
                  {formatCount(failure.failure_count)}
                </Table.Td>
                <Table.Td label="First seen">
                  <Timestamp value={failure.first_failure_at} />
                </Table.Td>
                <Table.Td label="Last seen">
                  <Timestamp value={failure.last_failure_at} relative />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
