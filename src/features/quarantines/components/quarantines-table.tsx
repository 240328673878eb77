import { Anchor, Box, Paper, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ExportMenu } from '@/components/export/export-menu';
import { FOCUS_LANDING_PROPS } from '@/components/overlays/focus-landing';
import { CursorPaginationBar } from '@/components/pagination/cursor-pagination-bar';
import { countOf } from '@/domain/tests/units';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { quarantineQueries } from '@/queries/quarantines';
import { quarantinesExport } from '../api/quarantines-export';
import { EXPIRING_WITHIN_DAYS } from '@/domain/quarantines/quarantine-reason';
import { QUARANTINES } from '../lib/quarantine-labels';
import { expiryViewRows } from '../lib/quarantine-expiry';
import { activeFilterCount, toListFilters, type ExpiryView, type QuarantinesSearch } from '../lib/quarantines-search';
import { QuarantineRowsTable } from './quarantine-rows-table';

/** One page of the URL's quarantines, or, in the "Expiring / expired" view, every one cut from the whole list. */
export function QuarantinesTable({ repository, search }: { repository: RepositoryRef; search: QuarantinesSearch }) {
  return search.expiry === undefined ? (
    <PagedQuarantines repository={repository} search={search} />
  ) : (
    <ExpiringQuarantines repository={repository} search={search} view={search.expiry} />
  );
}

function PagedQuarantines({ repository, search }: { repository: RepositoryRef; search: QuarantinesSearch }) {
  const api = useApiClient();
  const filters = toListFilters(search);
  // "Now" is when the list was read: expiry is about days, and a render must not read the clock.
  const { data: page, dataUpdatedAt } = useSuspenseQuery(quarantineQueries.list(api, repository, filters));
  const quarantines = page.data.quarantined_tests;
  const rowCount = quarantines.length;
  // Why the table is empty (no quarantine, no match, or a later page emptied since), and the way out.
  const filtered = activeFilterCount(search) > 0;
  const paged = search.cursor !== undefined;
  return (
    <Paper withBorder radius="md" p={0} {...FOCUS_LANDING_PROPS}>
      {rowCount === 0 ? (
        <Stack gap="xs" p="lg" align="flex-start">
          <Text fw={500}>{filtered ? 'No quarantine matches these filters' : 'No quarantines'}</Text>
          <Text size="sm" c="dimmed">
            {paged
              ? 'This page is empty: its quarantines may have been released since it was listed.'
              : filtered
                ? 'Widen the search by clearing a filter.'
                : 'No test is quarantined in this repository: every test failure blocks merges.'}
          </Text>
          {paged || filtered ? (
            <Anchor
              size="sm"
              renderRoot={(props) => (
                <Link
                  {...props}
                  to="/$owner/$repo/quarantines"
                  params={repository}
                  search={(previous) => (paged ? { ...previous, cursor: undefined } : { per_page: previous.per_page })}
                />
              )}
            >
              {paged ? 'Back to the first page' : 'Clear filters'}
            </Anchor>
          ) : null}
        </Stack>
      ) : (
        <QuarantineRowsTable
          {...{ repository, quarantines }}
          now={dataUpdatedAt}
          toolbar={<ExportMenu source={quarantinesExport(api, repository, filters)} />}
        />
      )}
      <Box p="sm">
        <CursorPaginationBar
          summary={rowCount === 0 ? 'No rows on this page' : `${countOf(rowCount, QUARANTINES)} on this page`}
          links={page.links}
          busy={false}
          linkLabels={{ previous: 'Previous page', next: 'Next page' }}
          renderPageLink={(props, { cursor }) => (
            <Link {...props} to="/$owner/$repo/quarantines" params={repository} search={(previous) => ({ ...previous, cursor })} />
          )}
        />
      </Box>
    </Paper>
  );
}

function ExpiringQuarantines({ repository, search, view }: { repository: RepositoryRef; search: QuarantinesSearch; view: ExpiryView }) {
  const api = useApiClient();
  const { data: all, dataUpdatedAt: now } = useSuspenseQuery(quarantineQueries.summary(api, repository));
  const quarantines = expiryViewRows(all.quarantines, view, toListFilters(search), now);
  const what = view === 'expired' ? 'whose until date has passed' : `whose until date is past or within ${EXPIRING_WITHIN_DAYS} days`;
  return (
    <Paper withBorder radius="md" p={0} {...FOCUS_LANDING_PROPS}>
      {quarantines.length === 0 ? (
        <Stack gap="xs" p="lg">
          <Text fw={500}>No quarantine {what}</Text>
          <Text size="sm" c="dimmed">
            An until date is recorded when a test is quarantined (the Until field).
          </Text>
        </Stack>
      ) : (
        <QuarantineRowsTable repository={repository} quarantines={quarantines} now={now} toolbar={null} />
      )}
      <Box p="sm">
        <Text size="sm" c="dimmed" role="status">
          {`${countOf(quarantines.length, QUARANTINES)} ${what}`}
          {all.truncated ? ' (among the first 10,000 quarantines)' : ''}
        </Text>
      </Box>
    </Paper>
  );
}
