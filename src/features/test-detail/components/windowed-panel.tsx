import { Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryBoundary } from '@/components/feedback/query-boundary';
import type { RangePreset, WindowSelection } from '@/domain/periods/time-window';
import { WindowToolbar } from './window-toolbar';

/**
 * A test-detail tab over the page's time window: the window's toolbar, then the tab's content behind
 * its own loading and error states, so a failing tab keeps the header and the other tabs. Keyed by the
 * window: a failed window's error must not outlive it (another window may well load).
 */
export function WindowedPanel({
  range,
  selection,
  errorTitle,
  pending,
  after,
  children,
}: {
  range: RangePreset;
  selection: WindowSelection;
  errorTitle: string;
  pending: ReactNode;
  /** Below the content, outside its loading and error states. */
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="md">
      <WindowToolbar range={range} selection={selection} />
      <QueryBoundary key={JSON.stringify(selection)} errorTitle={errorTitle} pending={pending}>
        {children}
      </QueryBoundary>
      {after}
    </Stack>
  );
}

/** A line of summary and a chart-high block, announced as loading `label`. */
export function ChartPanelSkeleton({ label, chartHeight }: { label: string; chartHeight: number }) {
  return (
    <Stack gap="md" role="status" aria-label={label}>
      <Skeleton height={20} width="40%" />
      <Skeleton height={chartHeight} radius="md" />
    </Stack>
  );
}
