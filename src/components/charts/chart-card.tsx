import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ChartDataTable, type ChartDataRow } from '@/components/charts/chart-data-table';
import { Panel } from '@/components/layout/panel';
import { formatLocalDateTime, formatUtcDateTime } from '@/lib/format';

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

export type TooltipItem = { label: string; value: ReactNode; color?: string };

/** A time bucket's tooltip on every chart: a heading (by default its span in local time), `children`, its span in UTC unless the
 *  heading is in UTC, its figures (a swatch for a series' colour). */
export function BucketTooltip(props: {
  bucket: Record<'start' | 'end', number | string>;
  heading?: string;
  utc?: boolean;
  items?: readonly TooltipItem[];
  children?: ReactNode;
}) {
  const { bucket, utc = true, items = [] } = props;
  const span = (format: (at: number | string) => string) => `${format(bucket.start)} → ${format(bucket.end)}`;
  return (
    <ChartTooltip>
      <Text size="xs" fw={600}>
        {props.heading ?? span(formatLocalDateTime)}
      </Text>
      {props.children}
      {utc ? (
        <Text size="xs" c="dimmed">
          {span(formatUtcDateTime)}
        </Text>
      ) : null}
      {items.map(({ label, value, color }) => (
        <Group key={label} gap={6} wrap="nowrap">
          {color ? <span aria-hidden style={{ width: 10, height: 10, borderRadius: 2, background: color, flex: 'none' }} /> : null}
          <Text size="xs">
            {label}: <strong>{value}</strong>
          </Text>
        </Group>
      ))}
    </ChartTooltip>
  );
}
