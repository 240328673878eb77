import { Grid, Stack } from '@mantine/core';
import { TEST_FACET_FIELDS } from '@/domain/tests/test-facets';
import { EMPTY_TEST_FILTERS } from '@/domain/tests/test-filters';
import type { RepositoryRef } from '@/lib/app-config';
import { firstPage, type TestSearchParams } from '../lib/test-search-params';
import { HealthTabs } from './health-tabs';
import { TestFacetSidebar } from './test-facet-sidebar';
import { TestNameFilter } from './test-name-filter';
import { TestResults, type UpdateTestSearch } from './test-results';

/**
 * Test search: facets on the side, name patterns and health tabs on top, the results below. Every
 * change is a new URL (through `onSearchChange`); a changed filter starts again at the first page.
 */
export function TestSearchPage({
  repo,
  search,
  onSearchChange,
}: {
  repo: RepositoryRef;
  search: TestSearchParams;
  onSearchChange: UpdateTestSearch;
}) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
        <TestFacetSidebar
          repo={repo}
          filters={search}
          fields={TEST_FACET_FIELDS}
          onFiltersChange={(next) => onSearchChange((previous) => firstPage({ ...previous, ...next }))}
          onClearAll={() => onSearchChange((previous) => firstPage({ ...previous, ...EMPTY_TEST_FILTERS }))}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
        <Stack gap="md">
          <TestNameFilter
            value={search}
            onChange={(names) => onSearchChange((previous) => firstPage({ ...previous, ...names }))}
          />
          <HealthTabs
            repo={repo}
            filters={search}
            onSelect={(tab) =>
              onSearchChange((previous) => firstPage({ ...previous, health: tab === 'all' ? [] : [tab], notHealth: [] }))
            }
          >
            <TestResults repo={repo} search={search} onSearchChange={onSearchChange} />
          </HealthTabs>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
