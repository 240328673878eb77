import { BucketPlot, bucketCenter, type TimeSpan } from '@/components/charts/bucket-plot';
import { BucketTooltip } from '@/components/charts/chart-card';
import { CHART_COLORS } from '@/components/charts/chart-theme';
import { useBelowBreakpoint } from '@/components/layout/use-narrow-screen';
import { healthColorVar } from '@/domain/tests/health';
import {
  entryTimeWords,
  LANE_LABELS,
  TIMELINE_LANES,
  type TimelineEntry,
  type TimelineLane,
  type TimelineRow,
} from '../lib/correlated-timeline';
import classes from './test-detail.module.css';

/** Each lane's height in the plot (3 lanes, half a lane of margin above and below). */
const LANE_Y: Record<TimelineLane, number> = { queue: 2.5, health: 1.5, quarantine: 0.5 };
const LANE_COLORS: Record<TimelineLane, string> = {
  queue: 'var(--mantine-color-blue-6)',
  health: CHART_COLORS.failure,
  quarantine: 'var(--mantine-color-grape-6)',
};

/** One marker per lane and bucket, a button opening the bucket's oldest entry of that lane; a drag zooms the window. */
export function CorrelatedTimelineChart({
  rows,
  onZoom,
  onOpen,
}: {
  rows: TimelineRow[];
  onZoom: (window: TimeSpan) => void;
  onOpen: (entry: TimelineEntry) => void;
}) {
  const narrow = useBelowBreakpoint('sm');
  const markers = rows.flatMap((row, index) =>
    TIMELINE_LANES.filter((lane) => row.entries[lane].length > 0).map((lane) => {
      const entries = row.entries[lane];
      const [first, last] = [entries[0] as TimelineEntry, entries[entries.length - 1] as TimelineEntry];
      const more = entries.length > 1 ? `, the first of ${entries.length}` : '';
      return (
        <button
          key={`${lane}-${row.start}`}
          type="button"
          className={classes.marker}
          data-many={entries.length > 1 || undefined}
          style={{ left: bucketCenter(index, rows.length), bottom: `${(LANE_Y[lane] / 3) * 100}%`, background: colorOf(last) }}
          aria-label={`${LANE_LABELS[lane]}: ${first.label}${more}`}
          onClick={() => onOpen(first)}
        >
          {entries.length > 1 ? <span className={classes.markerCount}>{entries.length}</span> : null}
        </button>
      );
    }),
  );

  return (
    <figure style={{ margin: 0 }} aria-label="Timeline chart">
      <BucketPlot
        rows={rows}
        label="Timeline"
        height={narrow ? 150 : 180}
        top={3}
        valueAxisWidth={88}
        valueTicks={TIMELINE_LANES.map((lane) => ({ value: LANE_Y[lane], label: LANE_LABELS[lane] }))}
        zone="local"
        onZoom={onZoom}
        tooltip={(row) =>
          TIMELINE_LANES.every((lane) => row.entries[lane].length === 0) ? null : (
            <BucketTooltip
              bucket={row}
              items={TIMELINE_LANES.flatMap((lane) =>
                row.entries[lane].map((entry) => ({
                  label: `${entryTimeWords(entry)} ${LANE_LABELS[lane]}`,
                  value: entry.label,
                  color: colorOf(entry),
                })),
              )}
            />
          )
        }
        overlay={markers}
      />
    </figure>
  );
}

function colorOf(entry: TimelineEntry): string {
  return entry.lane === 'health' && entry.health ? healthColorVar(entry.health) : LANE_COLORS[entry.lane];
}
