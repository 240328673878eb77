import { Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ChartDataTable, type ChartDataRow } from '@/components/charts/chart-data-table';
import { Panel } from '@/components/layout/panel';

/** A chart as a figure named by its title. With `summary` the drawing is one image a screen reader hears as that sentence; without
 *  it the drawing's parts stay reachable (a chart whose twin is a table of its own). `data`: its figures behind a button. */
export function ChartCard({
  title,
  subtitle,
  summary,
  children,
  footer,
  data,
  headingOrder = 2,
}: {
  title: string;
  subtitle?: ReactNode;
  summary?: string;
  children: ReactNode;
  footer?: ReactNode;
  data?: { caption: string; columns: readonly string[]; rows: readonly ChartDataRow[] };
  /** 3 when the chart sits in a section with its own heading. */
  headingOrder?: 2 | 3;
}) {
  return (
    <Panel component="figure" title={title} description={subtitle || undefined} headingOrder={headingOrder} gap="xs">
      {summary === undefined ? (
        children
      ) : (
        <div role="img" aria-label={summary}>
          {children}
        </div>
      )}
      {footer}
      {data ? <ChartDataTable {...data} /> : null}
    </Panel>
  );
}

/** A tooltip's surface: Mantine's colours, so it reads in both schemes. */
export function ChartTooltip({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder shadow="sm" p="xs" radius="sm" maw={320}>
      <Stack gap={4}>{children}</Stack>
    </Paper>
  );
}
