import { ChartCard } from '@/components/charts/chart-card';
import { ChartSlot } from '@/components/charts/chart-slot';
import { formatLocalDateTime } from '@/lib/format';
import { UNIT_TEXT } from '../lib/figure-words';
import { SeriesChart, type SeriesChartProps } from './series-chart';

const CHART_HEIGHT = 180;

type TrendCardProps = SeriesChartProps & { title: string; subtitle: string; summary: string; caption: string };

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
      {/* Six of them, below the first screen: drawn once seen (desktop, 4× CPU: blocking 210 ms, not 255). */}
      <ChartSlot height={CHART_HEIGHT + 24}>
        <SeriesChart rows={rows} lines={lines} unit={unit} ceiling={ceiling} height={CHART_HEIGHT} />
      </ChartSlot>
    </ChartCard>
  );
}
