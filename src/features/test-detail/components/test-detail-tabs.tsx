import { Skeleton, Stack, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryBoundary } from '@/components/feedback/query-boundary';
import type { RepositoryRef } from '@/lib/app-config';
import type { TestDetailSearch, TestDetailTab } from '../lib/test-detail-search';
import { selectWindow } from '@/domain/periods/time-window';
import { ExecutionsPanel } from './executions-panel';
import { FailuresPanel } from './failures-panel';
import { HealthPanel } from './health-panel';
import { PeriodComparisonSection } from './period-comparison-section';
import { StatisticsPanel } from './statistics-panel';
import { TimelinePanel } from './timeline-panel';
import { WindowToolbar } from './window-toolbar';
import { SearchParamsLink } from './search-params-link';

const TAB_LABELS: Record<TestDetailTab, string> = {
  statistics: 'Statistics',
  health: 'Health',
  timeline: 'Timeline',
  failures: 'Failures',
  executions: 'Executions',
  quarantine: 'Quarantine',
};

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
  // Each tab's content under its own boundary, keyed by the window (a failed window's error does not outlive it);
  // the windowed tabs show the window above it. The failures take no window.
  const panels: [TestDetailTab, string, string, ReactNode, ReactNode?][] = [
    [
      'statistics',
      'statistics',
      'Loading statistics',
      <StatisticsPanel {...props} />,
      <PeriodComparisonSection repository={repository} testId={testId} search={search} />,
    ],
    ['health', 'health timeline', 'Loading the health timeline', <HealthPanel {...props} />],
    ['timeline', 'timeline', 'Loading the timeline', <TimelinePanel {...props} testName={testName} />],
    ['failures', 'failures', 'Loading failures', <FailuresPanel repository={repository} testId={testId} testName={testName} />],
  ];
  return (
    <Tabs value={search.tab} keepMounted={false} activateTabWithKeyboard={false}>
      <Tabs.List aria-label="Test views">
        {(Object.keys(TAB_LABELS) as TestDetailTab[]).map((tab) => (
          <Tabs.Tab key={tab} value={tab} renderRoot={(props) => <SearchParamsLink {...props} search={(prev) => ({ ...prev, tab })} />}>
            {TAB_LABELS[tab]}
          </Tabs.Tab>
        ))}
      </Tabs.List>

      {panels.map(([tab, what, pendingLabel, content, after]) => (
        <Tabs.Panel key={tab} value={tab} pt="md">
          <Stack gap="md">
            {tab === 'failures' ? null : <WindowToolbar range={search.range} selection={selection} />}
            <QueryBoundary
              key={JSON.stringify(selection)}
              errorTitle={`Could not load the ${what}`}
              pending={<Skeleton role="status" height={300} radius="md" aria-label={pendingLabel} />}
            >
              {content}
            </QueryBoundary>
            {after}
          </Stack>
        </Tabs.Panel>
      ))}
      <Tabs.Panel value="executions" pt="md">
        <ExecutionsPanel repository={repository} testId={testId} selection={selection} search={search} />
      </Tabs.Panel>
      <Tabs.Panel value="quarantine" pt="md">
        <QueryBoundary pending={<Skeleton role="status" height={240} radius="md" aria-label="Loading" />}>{quarantinePanel}</QueryBoundary>
      </Tabs.Panel>
    </Tabs>
  );
}
