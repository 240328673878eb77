import { useMemo } from 'react';
import { AxisTitles, barsPath, BucketPlot, ChartLegend, stepPath } from '@/components/charts/bucket-plot';
import { BucketTooltip } from '@/components/charts/chart-card';
import { countTicks } from '@/components/charts/chart-theme';
import { axisTicks } from '@/components/charts/time-axis-ticks';
import { formatCount } from '@/lib/format';
import type { ADDED_SERIES, QuarantineTimeBucket } from '../lib/quarantines-over-time';

const IN_PLACE_COLOR = 'var(--mantine-color-orange-6)';

type Row = QuarantineTimeBucket & { label: string };

/** Quarantines added per UTC day or week, stacked by source, and the number in place under it: two plots on one time axis, each
 *  with its own count axis (not one chart with two). */
export function QuarantinesOverTimeDrawing({
  data,
  unit,
  series,
}: {
  data: Row[];
  unit: 'day' | 'week';
  series: readonly (typeof ADDED_SERIES)[number][];
}) {
  const timeTicks = useMemo(() => axisTicks(data, 6, 'utc'), [data]);
  const added = data.map((row) => series.reduce((sum, { key }) => sum + row[key], 0));
  const addedTicks = countTicks(Math.max(0, ...added));
  const inPlaceTicks = countTicks(Math.max(0, ...data.map((row) => row.inPlace)));
  const [addedTop, inPlaceTop] = [addedTicks.at(-1) ?? 1, inPlaceTicks.at(-1) ?? 1];
  const tooltip = (row: Row) => (
    <BucketTooltip
      bucket={row}
      heading={unit === 'week' ? `Week from ${row.label} (UTC)` : `${row.label} (UTC)`}
      utc={false}
      items={[
        ...series.map(({ key, name, color }) => ({ label: name, value: formatCount(row[key]), color: `var(--mantine-color-${color}-5)` })),
        { label: 'In place', value: formatCount(row.inPlace), color: IN_PLACE_COLOR },
      ]}
    />
  );
  const ticks = (values: number[]) => values.map((value) => ({ value, label: formatCount(value) }));
  // Each series stands on the ones before it.
  const bases = series.map((_, index) => data.map((row) => series.slice(0, index).reduce((sum, { key }) => sum + row[key], 0)));

  return (
    <>
      <ChartLegend
        items={[
          ...series.map(({ name, color }) => ({ label: name, color: `var(--mantine-color-${color}-5)` })),
          { label: 'In place', color: IN_PLACE_COLOR },
        ]}
      />
      <BucketPlot
        rows={data}
        label={`Added per ${unit}`}
        height={140}
        top={addedTop}
        valueTicks={ticks(addedTicks)}
        timeTicks={[]}
        tooltip={tooltip}
      >
        {series.map(({ key, color }, index) => (
          <path
            key={key}
            d={barsPath(
              data.map((row) => row[key]),
              addedTop,
              { bases: bases[index] },
            )}
            fill={`var(--mantine-color-${color}-5)`}
          />
        ))}
      </BucketPlot>
      <BucketPlot
        rows={data}
        label="In place"
        height={110}
        top={inPlaceTop}
        valueTicks={ticks(inPlaceTicks)}
        timeTicks={timeTicks}
        tooltip={tooltip}
      >
        <path
          d={stepPath(
            data.map((row) => row.inPlace),
            inPlaceTop,
          )}
          fill="none"
          stroke={IN_PLACE_COLOR}
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
        />
      </BucketPlot>
      <AxisTitles value={`Added per ${unit}, and in place (count)`} time={`Created (per UTC ${unit})`} />
    </>
  );
}
