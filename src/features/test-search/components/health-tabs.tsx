import { Badge, Tabs } from '@mantine/core';
import { memo, useId, type ReactNode } from 'react';
import type { HealthStatus } from '@/api/types';
import { HEALTH_COLORS, HEALTH_LABELS, HEALTH_SCAN_ORDER } from '@/domain/tests/health';
import type { TestFilters } from '@/domain/tests/test-filters';
import type { RepositoryRef } from '@/lib/app-config';
import { useFacetCounts, type KnownTotal } from './use-test-facet-groups';

export type HealthTab = HealthStatus | 'all';

const countFormat = new Intl.NumberFormat('en-US');

/** The tab the health filter corresponds to; null when it is something a tab cannot express. */
export function activeHealthTab({ health = [], notHealth = [] }: Pick<Partial<TestFilters>, 'health' | 'notHealth'>): HealthTab | null {
  if (notHealth.length > 0) return null;
  if (health.length === 0) return 'all';
  return health.length === 1 ? (health[0] as HealthStatus) : null;
}

/**
 * Flaky / Broken / Healthy / All, each with how many tests it holds under the other filters (the
 * health facet's own counts: same queries). The tab is the health filter; `children` (the results) are
 * its panel. There is one panel, whichever tab is selected: switching tabs keeps the results mounted,
 * so the table updates in place instead of being built again under another panel.
 */
export const HealthTabs = memo(function HealthTabs({
  repo,
  filters,
  onSelect,
  total,
  children,
}: {
  repo: RepositoryRef;
  filters: Partial<TestFilters>;
  onSelect: (tab: HealthTab) => void;
  /** The results' total under `filters`: with no health filter, one tab's count follows from it. */
  total?: KnownTotal;
  children: ReactNode;
}) {
  const { counts, isStale } = useFacetCounts(repo, filters, 'health', total);
  const baseId = useId();
  const active = activeHealthTab(filters);
  const known = counts.every((entry) => entry.count !== null);
  const all = known ? counts.reduce((sum, entry) => sum + (entry.count ?? 0), 0) : null;
  const tabs: { value: HealthTab; label: string; color: string; count: number | null }[] = [
    ...HEALTH_SCAN_ORDER.map((status) => ({
      value: status,
      label: HEALTH_LABELS[status],
      color: HEALTH_COLORS[status],
      count: counts.find((entry) => entry.value === status)?.count ?? null,
    })),
    { value: 'all', label: 'All', color: 'gray', count: all },
  ];

  return (
    <div>
      <Tabs
        id={baseId}
        value={active}
        onChange={(value) => {
          if (value !== null) onSelect(value as HealthTab);
        }}
        activateTabWithKeyboard={false}
      >
        <Tabs.List aria-label="Health">
          {tabs.map((tab) => (
            <Tabs.Tab
              key={tab.value}
              value={tab.value}
              aria-label={tab.count === null ? tab.label : `${tab.label} ${countFormat.format(tab.count)}`}
            >
              {/* The count sits in the label after a space (not in Mantine's rightSection, a separate box), so
                  the visible text reads "Flaky 35" as the name does, not "Flaky35" (WCAG 2.5.3). */}
              {tab.label}{' '}
              <Badge
                variant="light"
                color={tab.color}
                size="sm"
                miw="2.75rem"
                ml={4}
                style={{ opacity: isStale ? 0.6 : 1, fontVariantNumeric: 'tabular-nums', verticalAlign: 'middle' }}
              >
                {tab.count === null ? '…' : countFormat.format(tab.count)}
              </Badge>
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {/* Mantine names a tab's panel `${id}-panel-${value}`; the one panel takes the selected tab's. */}
      <div
        role={active === null ? undefined : 'tabpanel'}
        id={active === null ? undefined : `${baseId}-panel-${active}`}
        aria-labelledby={active === null ? undefined : `${baseId}-tab-${active}`}
        style={{ paddingTop: 'var(--mantine-spacing-md)' }}
      >
        {children}
      </div>
    </div>
  );
});
