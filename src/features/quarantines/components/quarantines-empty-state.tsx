import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { RepositoryRef } from '@/lib/app-config';
import { hasActiveFilters, type QuarantinesSearch } from '../lib/quarantines-search';

/** Why the quarantines table is empty (no quarantine, no match, or a later page emptied since), and the way out. */
export function QuarantinesEmptyState({ search, repository }: { search: QuarantinesSearch; repository: RepositoryRef }) {
  const filtered = hasActiveFilters(search);
  const paged = search.cursor !== undefined;
  return (
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
              // From an empty later page: the first page, same filters. Otherwise: no filters.
              search={(previous) => (paged ? { ...previous, cursor: undefined } : { per_page: previous.per_page })}
            />
          )}
        >
          {paged ? 'Back to the first page' : 'Clear filters'}
        </Anchor>
      ) : null}
    </Stack>
  );
}
