import { Text } from '@mantine/core';
import { Table } from '@/components/table/table';
import { DataText } from '@/components/text/data-text';
import { Timestamp } from '@/components/time/timestamp';
import type { RepositoryRef } from '@/lib/app-config';
import { formatHeldDuration } from '../lib/formatters';
import type { HealthBand } from '../lib/health-bands';
import { PullRequestLink } from './pull-request-link';
import { TestHealthBadge } from './status-badges';

/**
 * The health timeline as a table: every change with its time, how long it held, the exception that
 * opened the episode and the pull request that introduced it. The chart's accessible twin.
 */
export function HealthTransitionsTable({
  bands,
  window,
  repository,
}: {
  bands: HealthBand[];
  window: { start: number; end: number };
  repository: RepositoryRef;
}) {
  return (
    <Table.ScrollContainer minWidth={720} stacked>
      <Table verticalSpacing="xs" striped stacked>
        <caption style={{ textAlign: 'left', captionSide: 'top', paddingBottom: 4 }}>
          <Text fw={600} size="sm" span>
            Health changes in this window ({bands.length})
          </Text>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Since</Table.Th>
            <Table.Th scope="col">Health</Table.Th>
            <Table.Th scope="col">Held for</Table.Th>
            <Table.Th scope="col">Exception type</Table.Th>
            <Table.Th scope="col">Pull request</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bands.map((band, index) => {
            const atWindowStart = band.from <= window.start;
            return (
              <Table.Tr key={band.from}>
                <Table.Td style={{ whiteSpace: 'nowrap' }} label="Since">
                  {atWindowStart ? (
                    <Text size="sm">
                      Window start{' '}
                      <Text span size="xs" c="dimmed">
                        (<Timestamp value={new Date(band.from).toISOString()} />)
                      </Text>
                    </Text>
                  ) : (
                    <Timestamp value={band.transition.at} />
                  )}
                </Table.Td>
                <Table.Td miw={96} label="Health">
                  <TestHealthBadge health={band.status} size="sm" />
                </Table.Td>
                <Table.Td label="Held for">
                  {formatHeldDuration(band.to - band.from)}
                  {band.to >= window.end ? (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      (until the window’s end)
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
                      {missingException(band, index, atWindowStart)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td label="Pull request">
                  {band.transition.pull_request ? (
                    <PullRequestLink repository={repository} pull={band.transition.pull_request} />
                  ) : (
                    <Text size="sm" c="dimmed">
                      {missingPullRequest(band, atWindowStart)}
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
function missingException(band: HealthBand, index: number, atWindowStart: boolean): string {
  if (band.status === 'healthy') return index > 0 ? 'Recovered' : '—';
  return atWindowStart ? 'Began before this window' : 'No failing run retained';
}

function missingPullRequest(band: HealthBand, atWindowStart: boolean): string {
  if (band.status === 'healthy') return '—';
  if (atWindowStart) return 'Began before this window';
  return band.transition.exception_type ? 'Not traced to a merged pull request' : '—';
}
