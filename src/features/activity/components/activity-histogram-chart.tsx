import { Group, Paper, Stack, Text } from '@mantine/core';
import { Bar, BarChart, CartesianGrid, ReferenceArea, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useDragRange } from '@/components/charts/use-drag-range';
import { dayjs, formatUtcDateTime } from '@/lib/time';
import type { HistogramRow } from '../lib/histogram-rows';
import classes from './activity.module.css';

const COLORS = {
  bar: 'var(--mantine-color-blue-6)',
  axis: 'var(--mantine-color-dimmed)',
  grid: 'var(--mantine-color-default-border)',
  zoom: 'var(--mantine-color-blue-4)',
} as const;
const TICK = { fill: COLORS.axis, fontSize: 12 } as const;
const countFormat = new Intl.NumberFormat('en-US');

/** Axis labels precise enough for the window: times of day within two days, dates beyond. */
function tickFormat(spanMs: number) {
  const day = 86_400_000;
  if (spanMs <= day) return (value: number) => dayjs(value).format('HH:mm');
  if (spanMs <= 3 * day) return (value: number) => dayjs(value).format('MMM D HH:mm');
  return (value: number) => dayjs(value).format('MMM D');
}

/** The histogram itself. Loaded lazily: this module is what pulls Recharts in. */
export default function ActivityHistogramChart({
  rows,
  onZoom,
}: {
  rows: HistogramRow[];
  onZoom: (window: { start: number; end: number }) => void;
}) {
  const drag = useDragRange(rows, onZoom);
  const span = rows.length > 0 ? (rows[rows.length - 1]?.end ?? 0) - (rows[0]?.start ?? 0) : 0;
  const format = tickFormat(span);
  return (
    <div className={classes.chartArea}>
      <ResponsiveContainer width="100%" height={200}>
        <BarChart data={rows} margin={{ top: 8, right: 16, bottom: 24, left: 8 }} barCategoryGap={1} {...drag.handlers}>
          <CartesianGrid stroke={COLORS.grid} strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="start"
            tickFormatter={format}
            tick={TICK}
            stroke={COLORS.grid}
            minTickGap={32}
            label={{ value: 'Time received (local)', position: 'insideBottom', offset: -14, style: TICK }}
          />
          <YAxis
            allowDecimals={false}
            tick={TICK}
            stroke={COLORS.grid}
            width={56}
            label={{ value: 'Events (count)', angle: -90, position: 'insideLeft', offset: 4, style: TICK }}
          />
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
                      {dayjs(row.start).format('MMM D, YYYY, HH:mm:ss')} → {dayjs(row.end).format('MMM D, HH:mm:ss')}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatUtcDateTime(row.start)} → {formatUtcDateTime(row.end)}
                    </Text>
                    <Group gap={6} wrap="nowrap">
                      <span aria-hidden style={{ width: 10, height: 10, borderRadius: 2, background: COLORS.bar }} />
                      <Text size="xs">
                        Events: <strong>{countFormat.format(row.count)}</strong>
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
