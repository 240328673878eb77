import { Skeleton, Tabs } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import type { RepositoryRef } from '@/lib/app-config';
import { TEST_DETAIL_ROUTE } from '../lib/test-detail-paths';
import type { TestDetailSearch, TestDetailTab } from '../lib/test-detail-search';
import { selectWindow } from '@/domain/periods/time-window';
import { StatisticsPanel } from './statistics-panel';

// The default tab comes with the page; the others load when first opened (or when a link opens them).
const HealthPanel = lazy(() => import('./health-panel').then((module) => ({ default: module.HealthPanel })));
const TimelinePanel = lazy(() => import('./timeline-panel').then((module) => ({ default: module.TimelinePanel })));
const FailuresPanel = lazy(() => import('./failures-panel').then((module) => ({ default: module.FailuresPanel })));
const ExecutionsPanel = lazy(() => import('./executions-panel').then((module) => ({ default: module.ExecutionsPanel })));

const panelPending = <Skeleton role="status" height={240} radius="md" aria-label="Loading" />;

const TAB_LABELS: Record<TestDetailTab, string> = {
  statistics: 'Statistics',
  health: 'Health',
  timeline: 'Timeline',
  failures: 'Failures',
  executions: 'Executions',
  quarantine: 'Quarantine',
};

/**
 * The four views of a test. Each tab is a real link (`?tab=…`), so it can be opened in a new tab or
 * shared; only the selected panel is rendered, so a tab's requests and chart code load when shown.
 * The quarantine panel comes from another feature, so the route hands it in.
 */
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
  return (
    <Tabs value={search.tab} keepMounted={false} activateTabWithKeyboard={false}>
      <Tabs.List aria-label="Test views">
        {(Object.keys(TAB_LABELS) as TestDetailTab[]).map((tab) => (
          <Tabs.Tab
            key={tab}
            value={tab}
            renderRoot={(props) => (
              <Link {...props} from={TEST_DETAIL_ROUTE} to="." resetScroll={false} search={(prev) => ({ ...prev, tab })} />
            )}
          >
            {TAB_LABELS[tab]}
          </Tabs.Tab>
        ))}
      </Tabs.List>

      <Tabs.Panel value="statistics" pt="md">
        <StatisticsPanel repository={repository} testId={testId} selection={selection} search={search} />
      </Tabs.Panel>
      <Tabs.Panel value="health" pt="md">
        <Suspense fallback={panelPending}>
          <HealthPanel repository={repository} testId={testId} selection={selection} search={search} />
        </Suspense>
      </Tabs.Panel>
      <Tabs.Panel value="timeline" pt="md">
        <Suspense fallback={panelPending}>
          <TimelinePanel repository={repository} testId={testId} testName={testName} selection={selection} search={search} />
        </Suspense>
      </Tabs.Panel>
      <Tabs.Panel value="failures" pt="md">
        <Suspense fallback={panelPending}>
          <FailuresPanel repository={repository} testId={testId} testName={testName} />
        </Suspense>
      </Tabs.Panel>
      <Tabs.Panel value="executions" pt="md">
        <Suspense fallback={panelPending}>
          <ExecutionsPanel repository={repository} testId={testId} selection={selection} search={search} />
        </Suspense>
      </Tabs.Panel>
      <Tabs.Panel value="quarantine" pt="md">
        <Suspense fallback={panelPending}>{quarantinePanel}</Suspense>
      </Tabs.Panel>
    </Tabs>
  );
}
