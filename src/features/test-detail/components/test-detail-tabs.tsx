import { Box, Button, Skeleton, Stack, Text } from '@mantine/core';
import { PlainBadge } from '@/components/health/health-badge';
import { SearchParamsLink, useWindowNavigation } from '../lib/search-updates';
import { WindowToolbar } from '@/components/time-range/window-toolbar';
import { lazy, useId, type ReactNode } from 'react';
import { TabList, tabPanelProps } from '@/components/layout/tab-list';
import { QueryBoundary } from '@/components/feedback/query-boundary';
import type { RepositoryRef } from '@/lib/app-config';
import { executionsRequest, TEST_DETAIL_TABS, type TestDetailSearch } from '../lib/test-detail-search';
import { isStaleCursorError } from '@/api/api-error';
import { StalePageLinkNotice } from '@/components/feedback/stale-page-link-notice';
import { CUSTOM_RANGE_LIMIT, isCustomWindow, RANGE_PRESET_LABELS, resolveWindow, selectWindow } from '@/domain/periods/time-window';
import { PeriodComparisonSection } from './period-comparison-section';
import { StatisticsPanel } from './statistics-panel';
import { TAB_CODE } from './tab-code';

// Inside the tab's QueryBoundary: its placeholder stands while the code loads, as while the data does.
const HealthPanel = lazy(TAB_CODE.health);
const TimelinePanel = lazy(TAB_CODE.timeline);
const FailuresPanel = lazy(TAB_CODE.failures);
const ExecutionsTable = lazy(TAB_CODE.executions);

/** Each tab a real link (`?tab=…`); the quarantine panel comes from another feature, through the route. */
export function TestDetailTabs({
  repository,
  testId,
  testName,
  search,
  quarantinePanel,
}: {
  repository: RepositoryRef;
  testId: string;
  testName: string;
  search: TestDetailSearch;
  quarantinePanel: ReactNode;
}) {
  const selection = selectWindow(search);
  const custom = isCustomWindow(selection);
  const { selectPreset, selectCustom, resetToPreset } = useWindowNavigation();
  const props = { repository, testId, selection };
  const executions = executionsRequest(search, selection);
  const { tab } = search;
  const what = tab === 'health' ? 'health timeline' : tab;
  const id = useId();
  const content = {
    statistics: <StatisticsPanel {...props} />,
    health: <HealthPanel {...props} />,
    timeline: <TimelinePanel {...props} testName={testName} />,
    failures: <FailuresPanel repository={repository} testId={testId} testName={testName} />,
    executions: <ExecutionsTable repository={repository} testId={testId} request={executions} />,
    quarantine: quarantinePanel,
  }[tab];
  // Only the selected tab is drawn, under a boundary keyed by its request (an error belongs to the request that failed).
  return (
    <div>
      <TabList
        id={id}
        label="Test views"
        active={tab}
        tabs={TEST_DETAIL_TABS.map((value) => ({ value, children: value.charAt(0).toUpperCase() + value.slice(1) }))}
        renderTab={(value, props) => <SearchParamsLink {...props} search={(prev) => ({ ...prev, tab: value })} />}
      />
      <Box key={tab} {...tabPanelProps(id, tab)} pt="md">
        <Stack gap="md">
          {tab === 'failures' || tab === 'quarantine' ? null : (
            <WindowToolbar
              active={custom ? null : search.range}
              onPreset={selectPreset}
              custom={{
                currentWindow: () => resolveWindow(selection, Date.now()),
                spanLimit: CUSTOM_RANGE_LIMIT,
                position: 'bottom-start',
                onApply: selectCustom,
              }}
            >
              {/* "Reset zoom" goes back to the preset kept in the URL. */}
              {custom ? (
                <>
                  <PlainBadge color="grape" size="lg">
                    Custom range
                  </PlainBadge>
                  <Button size="xs" variant="subtle" onClick={resetToPreset}>
                    Reset zoom
                  </Button>
                  <Text size="xs" c="dimmed">
                    back to {RANGE_PRESET_LABELS[search.range].toLowerCase()}
                  </Text>
                </>
              ) : null}
            </WindowToolbar>
          )}
          <QueryBoundary
            key={JSON.stringify(tab === 'executions' ? executions : selection)}
            errorTitle={`Could not load the ${what}`}
            renderError={(error) =>
              tab === 'executions' && isStaleCursorError(error) ? (
                <StalePageLinkNotice
                  view="list of executions"
                  renderFirstPage={(props) => <SearchParamsLink {...props} search={(previous) => ({ ...previous, cursor: undefined })} />}
                />
              ) : null
            }
            pending={<Skeleton role="status" height={300} radius="md" aria-label={`Loading the ${what}`} />}
          >
            {content}
          </QueryBoundary>
          {tab === 'statistics' ? <PeriodComparisonSection repository={repository} testId={testId} search={search} /> : null}
        </Stack>
      </Box>
    </div>
  );
}
