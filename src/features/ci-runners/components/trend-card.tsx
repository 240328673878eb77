import { Box } from '@mantine/core';
import { lazy } from 'react';
import { ChartCard } from '@/components/charts/chart-card';
import { ChartSlot } from '@/components/charts/chart-slot';
import { formatLocalDateTime } from '@/lib/format';
import { HOUR_MS } from '@/lib/time-constants';
import { UNIT_TEXT } from '../lib/figure-words';
import { bucketWidth } from '../lib/trend-series';
import type { SeriesChartProps } from './series-chart';

const SeriesChart = lazy(() => import('./series-chart'));

const CHART_HEIGHT = 220;

type TrendCardProps = Omit<SeriesChartProps, 'bucketMs'> & { title: string; subtitle: string; summary: string; caption: string };

/** The page's chart of series per bucket: a figure with its sentence and its data table (a bucket a row, a line a column). */
export function TrendCard({ caption, rows, lines, unit, ceiling, ...card }: TrendCardProps) {
  const columns = ['Bucket start (local time)', ...lines.map((line) => line.column ?? line.name)];
  const cells = (row: (typeof rows)[number]) => [
    formatLocalDateTime(row.start),
    ...lines.map((line) => UNIT_TEXT[unit](row[line.key] ?? null)),
  ];
  return (
    <ChartCard
      headingOrder={3}
      {...card}
      data={{ caption, columns, rows: rows.map((row) => ({ key: String(row.start), cells: cells(row) })) }}
    >
      <ChartSlot height={CHART_HEIGHT}>
        <Box h={CHART_HEIGHT}>
          <SeriesChart rows={rows} lines={lines} unit={unit} bucketMs={bucketWidth(rows) ?? HOUR_MS} ceiling={ceiling} />
        </Box>
      </ChartSlot>
    </ChartCard>
  );
}
