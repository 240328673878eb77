import { Group, Paper, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Bar, BarChart, CartesianGrid, ReferenceArea, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useDragRange } from '@/components/charts/use-drag-range';
import { useBelowBreakpoint } from '@/components/layout/use-narrow-screen';
import { formatCount, formatTime, formatUtcDateTime } from '@/lib/format';
import { useTimeZone } from '../lib/time-zone';
import { axisTicks, type HistogramRow } from '../lib/histogram-rows';
import classes from './activity.module.css';

const COLORS = {
  bar: 'var(--mantine-color-blue-6)',
  axis: 'var(--mantine-color-dimmed)',
  grid: 'var(--mantine-color-default-border)',
  zoom: 'var(--mantine-color-blue-4)',
} as const;
const TICK = { fill: COLORS.axis, fontSize: 12 } as const;
/** Labels on the time axis: room for about this many at the chart's usual width, and on a phone's. */
const MAX_TIME_LABELS = 8;
const MAX_TIME_LABELS_ON_A_PHONE = 4;

const noLines = () => [];

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
          {/* No vertical lines: without a generator the grid would still place them, measuring every time label. */}
          <CartesianGrid stroke={COLORS.grid} strokeDasharray="3 3" vertical={false} verticalCoordinatesGenerator={noLines} />
          <XAxis
            dataKey="start"
            tickFormatter={(value: number) => labels.get(value) ?? ''}
            tick={TICK}
            stroke={COLORS.grid}
            // Labels chosen here and all shown: the chart then measures no label text to space them.
            ticks={ticks.map((tick) => tick.value)}
            interval={0}
          />
          <YAxis allowDecimals={false} interval={0} tick={TICK} stroke={COLORS.grid} width={56} />
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
                      <span aria-hidden style={{ width: 10, height: 10, borderRadius: 2, background: COLORS.bar }} />
                      <Text size="xs">
                        Events: <strong>{formatCount(row.count)}</strong>
                      </Text>
                    </Group>
                  </Stack>
                </Paper>
              );
            }}
          />
          <Bar dataKey="count" name="Events" fill={COLORS.bar} isAnimationActive={false} minPointSize={0} />
          {drag.area ? <ReferenceArea x1={drag.area.x1} x2={drag.area.x2} fill={COLORS.zoom} fillOpacity={0.25} /> : null}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
