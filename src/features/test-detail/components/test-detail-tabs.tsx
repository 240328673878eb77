import { Skeleton, Stack, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryBoundary } from '@/components/feedback/query-boundary';
import type { RepositoryRef } from '@/lib/app-config';
import { executionsRequest, type TestDetailSearch, type TestDetailTab } from '../lib/test-detail-search';
import { isStaleCursorError } from '@/api/api-error';
import { StalePageLinkNotice } from '@/components/feedback/stale-page-link-notice';
import { selectWindow } from '@/domain/periods/time-window';
import { ExecutionsTable } from './executions-table';
import { FailuresPanel } from './failures-panel';
import { HealthPanel } from './health-panel';
import { PeriodComparisonSection } from './period-comparison-section';
import { StatisticsPanel } from './statistics-panel';
import { TimelinePanel } from './timeline-panel';
import { WindowToolbar } from './window-toolbar';
import { SearchParamsLink } from './search-params-link';

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
  const props = { repository, testId, selection };
  const executions = executionsRequest(search, selection);
  // Each tab's content under its own boundary, keyed by its request (an error belongs to the request that failed);
  // the windowed tabs show the window above it.
  const panels: {
    tab: TestDetailTab;
    label: string;
    what: string;
    content: ReactNode;
    key?: unknown;
    after?: ReactNode;
    renderError?: (error: unknown) => ReactNode;
  }[] = [
    {
      tab: 'statistics',
      label: 'Statistics',
      what: 'statistics',
      content: <StatisticsPanel {...props} />,
      after: <PeriodComparisonSection repository={repository} testId={testId} search={search} />,
    },
    { tab: 'health', label: 'Health', what: 'health timeline', content: <HealthPanel {...props} /> },
    { tab: 'timeline', label: 'Timeline', what: 'timeline', content: <TimelinePanel {...props} testName={testName} /> },
    {
      tab: 'failures',
      label: 'Failures',
      what: 'failures',
      content: <FailuresPanel repository={repository} testId={testId} testName={testName} />,
    },
    {
      tab: 'executions',
      label: 'Executions',
      what: 'executions',
      key: executions,
      content: <ExecutionsTable repository={repository} testId={testId} request={executions} />,
      renderError: (error) =>
        isStaleCursorError(error) ? (
          <StalePageLinkNotice
            view="list of executions"
            renderFirstPage={(props) => <SearchParamsLink {...props} search={(previous) => ({ ...previous, cursor: undefined })} />}
          />
        ) : null,
    },
    { tab: 'quarantine', label: 'Quarantine', what: 'quarantine', content: quarantinePanel },
  ];
  return (
    <Tabs value={search.tab} keepMounted={false} activateTabWithKeyboard={false}>
      <Tabs.List aria-label="Test views">
        {panels.map(({ tab, label }) => (
          <Tabs.Tab key={tab} value={tab} renderRoot={(props) => <SearchParamsLink {...props} search={(prev) => ({ ...prev, tab })} />}>
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>

      {panels.map(({ tab, what, content, key = selection, after, renderError }) => (
        <Tabs.Panel key={tab} value={tab} pt="md">
          <Stack gap="md">
            {tab === 'failures' || tab === 'quarantine' ? null : <WindowToolbar range={search.range} selection={selection} />}
            <QueryBoundary
              key={JSON.stringify(key)}
              errorTitle={`Could not load the ${what}`}
              renderError={renderError}
              pending={<Skeleton role="status" height={300} radius="md" aria-label={`Loading the ${what}`} />}
            >
              {content}
            </QueryBoundary>
            {after}
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
