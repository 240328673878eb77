import { Group, Paper, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Bar, BarChart, CartesianGrid, ReferenceArea, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { AXIS, CHART_COLORS, GRID } from '@/components/charts/chart-theme';
import { useDragRange } from '@/components/charts/use-drag-range';
import { useBelowBreakpoint } from '@/components/layout/use-narrow-screen';
import { formatCount, formatTime, formatUtcDateTime } from '@/lib/format';
import { useTimeZone } from '../lib/time-zone';
import { axisTicks, type HistogramRow } from '../lib/histogram-rows';
import classes from './activity.module.css';

/** Labels on the time axis: room for about this many at the chart's usual width, and on a phone's. */
const MAX_TIME_LABELS = 8;
const MAX_TIME_LABELS_ON_A_PHONE = 4;

// This module pulls Recharts in; the axis titles are the figure's HTML (an SVG label is measured on every render).
export default function ActivityHistogramChart({
  rows,
  height,
  onZoom,
}: {
  rows: HistogramRow[];
  height: number;
  onZoom: (window: { start: number; end: number }) => void;
}) {
  const drag = useDragRange(rows, onZoom);
  const zone = useTimeZone();
  const maxLabels = useBelowBreakpoint('sm') ? MAX_TIME_LABELS_ON_A_PHONE : MAX_TIME_LABELS;
  const ticks = useMemo(() => axisTicks(rows, maxLabels, zone), [rows, maxLabels, zone]);
  const labels = useMemo(() => new Map(ticks.map((tick) => [tick.value, tick.label])), [ticks]);
  return (
    <div className={classes.chartArea}>
      <ResponsiveContainer width="100%" height={height}>
        <BarChart data={rows} margin={{ top: 8, right: 16, bottom: 4, left: 8 }} barCategoryGap={1} {...drag.handlers}>
          <CartesianGrid {...GRID} />
          <XAxis
            dataKey="start"
            tickFormatter={(value: number) => labels.get(value) ?? ''}
            {...AXIS}
            // Labels chosen here and all shown: the chart then measures no label text to space them.
            ticks={ticks.map((tick) => tick.value)}
            interval={0}
          />
          <YAxis allowDecimals={false} interval={0} {...AXIS} width={56} />
          <Tooltip
            cursor={{ fill: 'var(--mantine-color-default-hover)' }}
            isAnimationActive={false}
            content={({ active, payload }) => {
              const row = active ? (payload?.[0]?.payload as HistogramRow | undefined) : undefined;
              if (!row) return null;
              return (
                <Paper withBorder shadow="sm" p="xs" radius="sm">
                  <Stack gap={2}>
                    <Text size="xs" fw={600}>
                      {formatTime(row.start, 'dateTimeSeconds', zone)} → {formatTime(row.end, 'dayClockSeconds', zone)}
                    </Text>
                    {zone === 'local' ? (
                      <Text size="xs" c="dimmed">
                        {formatUtcDateTime(row.start)} → {formatUtcDateTime(row.end)}
                      </Text>
                    ) : null}
                    <Group gap={6} wrap="nowrap">
                      <span aria-hidden style={{ width: 10, height: 10, borderRadius: 2, background: CHART_COLORS.events }} />
                      <Text size="xs">
                        Events: <strong>{formatCount(row.count)}</strong>
                      </Text>
                    </Group>
                  </Stack>
                </Paper>
              );
            }}
          />
          <Bar dataKey="count" name="Events" fill={CHART_COLORS.events} isAnimationActive={false} minPointSize={0} />
          {drag.area ? <ReferenceArea x1={drag.area.x1} x2={drag.area.x2} fill={CHART_COLORS.zoom} fillOpacity={0.25} /> : null}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
