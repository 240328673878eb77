import { BucketBars } from '@/components/charts/bucket-bars';
import { AxisTitles, BucketPlot, stepPath } from '@/components/charts/bucket-plot';
import { BucketTooltip } from '@/components/charts/chart-card';
import { countTicks } from '@/components/charts/chart-theme';
import { formatCount } from '@/lib/format';
import type { ADDED_SERIES, QuarantineTimeBucket } from '../lib/quarantines-over-time';

const IN_PLACE_COLOR = 'var(--mantine-color-orange-6)';

type Row = QuarantineTimeBucket & { label: string };

/** Quarantines added per UTC day or week, stacked by source, over the number in place: two plots on one time axis, each with its
 *  own count axis (not one chart with two). */
export default function QuarantinesOverTimeDrawing({
  data,
  unit,
  series,
}: {
  data: Row[];
  unit: 'day' | 'week';
  series: readonly (typeof ADDED_SERIES)[number][];
}) {
  const inPlaceTicks = countTicks(Math.max(0, ...data.map((row) => row.inPlace)));
  const top = inPlaceTicks.at(-1) ?? 1;
  const heading = (row: Row) => (unit === 'week' ? `Week from ${row.label} (UTC)` : `${row.label} (UTC)`);
  const timeTitle = `Created (per UTC ${unit})`;
  return (
    <>
      <BucketBars
        rows={data}
        series={series.map(({ key, name, color }) => ({ key, name, color: `var(--mantine-color-${color}-5)` }))}
        height={140}
        label={`Added per ${unit}`}
        valueTitle={`Added per ${unit}`}
        timeTitle={timeTitle}
        zone="utc"
        wholeNumbers
        heading={heading}
      />
      <BucketPlot
        rows={data}
        height={110}
        top={top}
        valueTicks={inPlaceTicks.map((value) => ({ value, label: formatCount(value) }))}
        zone="utc"
        tooltip={(row) => (
          <BucketTooltip
            bucket={row}
            heading={heading(row)}
            utc={false}
            items={[{ label: 'In place', value: formatCount(row.inPlace), color: IN_PLACE_COLOR }]}
          />
        )}
      >
        <path
          d={stepPath(
            data.map((row) => row.inPlace),
            top,
          )}
          fill="none"
          stroke={IN_PLACE_COLOR}
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
        />
      </BucketPlot>
      <AxisTitles value="In place (count)" time={timeTitle} />
    </>
  );
}
