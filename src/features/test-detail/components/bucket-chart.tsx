import type { ReactNode } from 'react';
import { CartesianGrid, ComposedChart, ReferenceArea, ResponsiveContainer, Tooltip, XAxis } from 'recharts';
import { BucketTooltip, type TooltipItem } from '@/components/charts/chart-card';
import { AXIS, axisTitle, CHART_COLORS, GRID } from '@/components/charts/chart-theme';
import type { TimeSpan } from '@/components/charts/drag-range';
import { useDragRange } from '@/components/charts/use-drag-range';
import { formatBucketLabel } from '@/lib/format';
import classes from './test-detail.module.css';

/** A chart over the statistics' buckets (the charts that zoom together): a drag across buckets zooms, a tooltip tells a bucket. */
export function BucketChart<Row extends TimeSpan>({
  rows,
  bucketMs,
  height,
  onZoom,
  tooltip,
  children,
  xTitle = 'Bucket start (local time)',
}: {
  rows: readonly Row[];
  bucketMs: number;
  height: number;
  onZoom: (window: TimeSpan) => void;
  /** A bucket's lines; none, no tooltip. */
  tooltip: (row: Row) => TooltipItem[];
  children: ReactNode;
  /** null: no axis title (the timeline's lanes need the height). */
  xTitle?: string | null;
}) {
  const zoom = useDragRange(rows, onZoom);
  return (
    <ResponsiveContainer width="100%" height={height} className={classes.chartArea}>
      <ComposedChart
        data={[...rows]}
        margin={{ top: 16, right: 16, bottom: xTitle === null ? 8 : 28, left: 8 }}
        barGap={1}
        {...zoom.handlers}
      >
        <CartesianGrid {...GRID} />
        <XAxis
          dataKey="start"
          tickFormatter={(value: number) => formatBucketLabel(value, bucketMs)}
          {...AXIS}
          minTickGap={24}
          label={xTitle === null ? undefined : axisTitle(xTitle)}
        />
        <Tooltip
          cursor={{ fill: CHART_COLORS.hover }}
          content={({ active, payload }) => {
            const row = active ? (payload?.[0]?.payload as Row | undefined) : undefined;
            const items = row ? tooltip(row) : [];
            return row && items.length > 0 ? <BucketTooltip bucket={row} items={items} /> : null;
          }}
        />
        {children}
        {zoom.area ? <ReferenceArea x1={zoom.area.x1} x2={zoom.area.x2} fill={CHART_COLORS.zoom} fillOpacity={0.25} /> : null}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
