import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { isSelectionActive } from './facet-selection';
import { FacetGroup } from './facet-group';
import type { FacetSelection } from '@/domain/facet-selection';
import type { FacetGroupModel } from './facet-types';

export function FacetSidebar({
  groups,
  onChange,
  onClearAll,
  hasActiveFilters,
  children,
}: {
  groups: readonly FacetGroupModel[];
  onChange: (groupId: string, selection: FacetSelection) => void;
  /** Clears every filter of the view (the groups' and any in `children`); shown when something is set. */
  onClearAll?: (() => void) | undefined;
  /** Whether anything is filtered, counting filters in `children`; by default only the groups count. */
  hasActiveFilters?: boolean | undefined;
  children?: ReactNode;
}) {
  const anyActive = hasActiveFilters ?? groups.some((group) => isSelectionActive(group.selection));
  return (
    <Stack gap="md" component="section" aria-label="Filters">
      <Group justify="space-between" gap="xs">
        <Text fw={700} size="sm" tt="uppercase" c="dimmed">
          Filters
        </Text>
        {onClearAll && anyActive ? (
          <Button variant="subtle" size="compact-xs" onClick={onClearAll}>
            Clear all
          </Button>
        ) : null}
      </Group>
      {children}
      {groups.map((group, index) => (
        <Fragment key={group.id}>
          {index > 0 || children ? <Divider /> : null}
          <FacetGroup group={group} onChange={onChange} />
        </Fragment>
      ))}
    </Stack>
  );
}
