import { Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryBoundary } from '@/components/feedback/query-boundary';
import type { RangePreset, WindowSelection } from '@/domain/periods/time-window';
import { WindowToolbar } from './window-toolbar';

/** A tab over the page's window; keyed by it, so a failed window's error does not outlive it. */
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

export function ChartPanelSkeleton({ label, chartHeight }: { label: string; chartHeight: number }) {
  return (
    <Stack gap="md" role="status" aria-label={label}>
      <Skeleton height={20} width="40%" />
      <Skeleton height={chartHeight} radius="md" />
    </Stack>
  );
}
