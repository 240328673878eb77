import { Text } from '@mantine/core';
import { memo, useId, type ReactNode } from 'react';
import type { HealthStatus } from '@/api/types';
import { PlainBadge } from '@/components/health/health-badge';
import { TabList, tabPanelProps } from '@/components/layout/tab-list';
import { HEALTH_COLORS, HEALTH_LABELS, HEALTH_STATUSES } from '@/domain/tests/health';
import { activeHealthTab, HEALTH_TAB_ORDER, healthFilterOf, type HealthTab } from '@/domain/tests/health-tabs';
import type { TestFilters } from '@/domain/tests/test-filters';
import type { RepositoryRef } from '@/lib/app-config';
import { formatCount } from '@/lib/format';
import { PAIRS, TESTS, countOf } from '@/domain/tests/units';
import { useFacetCounts, type KnownTotal } from './test-facet-sidebar';

const HEALTH_FACET = ['health'] as const;
const TAB_LABELS: Record<HealthTab, string> = { unhealthy: 'Unhealthy', ...HEALTH_LABELS, all: 'All' };
const TAB_COLORS: Record<HealthTab, string> = { unhealthy: 'orange', ...HEALTH_COLORS, all: 'gray' };
const TAB_BADGE = {
  minWidth: '2.75rem',
  marginLeft: 'calc(0.25rem * var(--mantine-scale))',
  fontVariantNumeric: 'tabular-nums',
  verticalAlign: 'middle',
};

/** The health filter as tabs with their counts; one panel whatever the tab, so the results stay mounted. */
export const HealthTabs = memo(function HealthTabs({
  repo,
  filters,
  onSelect,
  total,
  testCounts,
  children,
}: {
  repo: RepositoryRef;
  filters: Partial<TestFilters>;
  onSelect: (tab: HealthTab) => void;
  total?: KnownTotal;
  /** Tests per health, when the per-test view holds every identity: the tabs count tests, asking nothing. */
  testCounts?: Record<HealthStatus, number> | undefined;
  children: ReactNode;
}) {
  // With the tests' counts, the pairs' count queries are not built at all.
  const [facet] = useFacetCounts(repo, filters, testCounts === undefined ? HEALTH_FACET : [], total, undefined);
  const counts = testCounts === undefined ? (facet?.counts ?? []) : HEALTH_STATUSES.map((value) => ({ value, count: testCounts[value] }));
  const isStale = testCounts === undefined && facet?.isStale === true;
  const unit = testCounts === undefined ? PAIRS : TESTS;
  const baseId = useId();
  const active = activeHealthTab(filters);
  const tabCount = (tab: HealthTab): number | null => {
    const healths = tab === 'all' ? HEALTH_STATUSES : healthFilterOf(tab);
    const parts = healths.map((health) => counts.find((entry) => entry.value === health)?.count ?? null);
    return parts.every((part) => part !== null) ? parts.reduce<number>((sum, part) => sum + (part ?? 0), 0) : null;
  };
  const tabs = HEALTH_TAB_ORDER.map((tab) => ({ value: tab, label: TAB_LABELS[tab], color: TAB_COLORS[tab], count: tabCount(tab) }));

  return (
    <div>
      <TabList
        id={baseId}
        label="Health"
        active={active}
        tabs={tabs.map((tab) => ({
          value: tab.value,
          'aria-label': tab.count === null ? tab.label : `${tab.label} ${countOf(tab.count, unit)}`,
          // The count after a space in the label, so the visible text reads "Flaky 35" as the name does (WCAG 2.5.3).
          children: (
            <>
              {tab.label}{' '}
              <PlainBadge color={tab.color} style={{ ...TAB_BADGE, opacity: isStale ? 0.6 : 1 }}>
                {tab.count === null ? '…' : formatCount(tab.count)}
              </PlainBadge>
            </>
          ),
        }))}
        renderTab={(value, props) => <button type="button" {...props} onClick={() => onSelect(value)} />}
      />
      {testCounts === undefined ? (
        <Text size="xs" c="dimmed" mt={4}>
          Tab counts are test–job pairs (a test under one pipeline and job), by each pair’s health.
        </Text>
      ) : null}
      {/* One panel, named by the selected tab. */}
      <div {...(active === null ? {} : tabPanelProps(baseId, active))} style={{ paddingTop: 'var(--mantine-spacing-md)' }}>
        {children}
      </div>
    </div>
  );
});
