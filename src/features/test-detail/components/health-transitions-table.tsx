import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Table } from '@/components/table/table';
import { DataText } from '@/components/text/data-text';
import { Timestamp } from '@/components/time/timestamp';
import type { RepositoryRef } from '@/lib/app-config';
import { failureGroupLink } from '@/lib/links';
import { heldForText, keptHistorySentence, type BandStart, type DatedBand } from '../lib/health-bands';
import { PullRequestLink } from './pull-request-link';
import { HealthBadge } from '@/components/health/health-badge';
import classes from './test-detail.module.css';

/** The health timeline as a table, the chart's accessible twin: each change, its start, cause and merge. */
export function HealthTransitionsTable({
  bands,
  mergedAt,
  window,
  repository,
  testId,
}: {
  bands: DatedBand[];
  mergedAt: ReadonlyMap<number, string>;
  window: { start: number; end: number };
  repository: RepositoryRef;
  testId: string;
}) {
  return (
    <Table.ScrollContainer minWidth={720} stacked>
      <Table verticalSpacing="xs" striped stacked>
        <caption className={classes.caption}>Health changes in this window ({bands.length})</caption>
        <Table.Head columns={['Since', 'Health', 'Held for', 'Exception type', 'Pull request']} />
        <Table.Tbody>
          {bands.map((band, index) => {
            const { start, cause } = band;
            return (
              <Table.Tr key={band.from}>
                <Table.Td label="Since">
                  <BandStartCell start={start} repository={repository} testId={testId} />
                </Table.Td>
                <Table.Td miw={96} label="Health">
                  <HealthBadge health={band.status} size="sm" />
                </Table.Td>
                <Table.Td label="Held for">
                  {heldForText(band)}
                  {band.to >= window.end ? (
                    <Text span size="xs" c="dimmed">
                      {band.held.soFar ? ' (so far)' : ' (until the window’s end)'}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td label="Exception type">
                  {band.transition.exception_type ? (
                    <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                      <DataText value={band.transition.exception_type} breakable />
                    </Text>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {missingException(band, index)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td label="Pull request">
                  {cause ? (
                    <PullRequestLink repository={repository} pull={cause} mergedAt={mergedAt.get(cause.number) ?? null} />
                  ) : (
                    <Text size="sm" c="dimmed">
                      {missingPullRequest(band)}
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

/** Why a change has no exception, following the API's rules for when it is null. */
function missingException(band: DatedBand, index: number): string {
  if (band.status === 'healthy') return index > 0 ? 'Recovered' : '—';
  return band.start.kind === 'window-start' ? 'Began before this window' : 'No failing run retained';
}

function missingPullRequest({ status, start, transition }: DatedBand): string {
  if (status === 'healthy') return '—';
  if (start.kind === 'window-start') return start.keptHistoryStart ? 'Began before the kept history' : 'Began before this window';
  return transition.exception_type ? 'Not traced to a merged pull request' : '—';
}

/** When the band began: the window's start, the episode's first failure (opening it), or a bucket. */
export function BandStartCell({ start, repository, testId }: { start: BandStart; repository: RepositoryRef; testId: string }) {
  switch (start.kind) {
    case 'first-failure':
      return (
        <Text size="sm">
          First failure{' '}
          <Anchor size="sm" renderRoot={(props) => <Link {...props} {...failureGroupLink(repository, testId, start.failure.failureId)} />}>
            <Timestamp value={start.failure.at} />
          </Anchor>
        </Text>
      );
    case 'window-start':
      return start.keptHistoryStart ? (
        <Text size="sm">{keptHistorySentence(start.at)}</Text>
      ) : (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          Window start{' '}
          <Text span size="xs" c="dimmed">
            (<Timestamp value={new Date(start.at).toISOString()} />)
          </Text>
        </Text>
      );
    case 'between':
      return (
        <Text size="sm">
          Between <Timestamp value={new Date(start.from).toISOString()} /> and <Timestamp value={new Date(start.to).toISOString()} />
        </Text>
      );
  }
}
