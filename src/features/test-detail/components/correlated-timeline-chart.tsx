import { Scatter, YAxis } from 'recharts';
import { AXIS, CHART_COLORS } from '@/components/charts/chart-theme';
import type { TimeSpan } from '@/components/charts/drag-range';
import { healthColorVar } from '@/domain/tests/health';
import {
  entryTimeWords,
  LANE_LABELS,
  TIMELINE_LANES,
  type TimelineEntry,
  type TimelineLane,
  type TimelineRow,
} from '../lib/correlated-timeline';
import { BucketChart } from './bucket-chart';

/** Each lane sits on its own height; the y axis names the lanes. */
const LANE_Y: Record<TimelineLane, number> = { queue: 3, health: 2, quarantine: 1 };
const LANE_COLORS: Record<TimelineLane, string> = {
  queue: 'var(--mantine-color-blue-6)',
  health: CHART_COLORS.failure,
  quarantine: 'var(--mantine-color-grape-6)',
};

/** One marker per lane and bucket; a click opens the oldest entry, a drag zooms the window. Pulls Recharts in. */
export default function CorrelatedTimelineChart({
  rows,
  bucketMs,
  onZoom,
  onOpen,
}: {
  rows: TimelineRow[];
  bucketMs: number;
  onZoom: (window: TimeSpan) => void;
  onOpen: (entry: TimelineEntry) => void;
}) {
  return (
    <figure style={{ margin: 0 }} aria-label="Timeline chart">
      <BucketChart
        rows={rows}
        bucketMs={bucketMs}
        height={240}
        onZoom={onZoom}
        xTitle={null}
        tooltip={(row) =>
          TIMELINE_LANES.flatMap((lane) =>
            row.entries[lane].map((entry) => ({
              label: `${entryTimeWords(entry)} ${LANE_LABELS[lane]}`,
              value: entry.label,
              color: colorOf(entry),
            })),
          )
        }
      >
        <YAxis
          type="number"
          domain={[0.5, 3.5]}
          ticks={[1, 2, 3]}
          tickFormatter={(value: number) => LANE_LABELS[TIMELINE_LANES.find((lane) => LANE_Y[lane] === value) ?? 'health']}
          {...AXIS}
          width={96}
        />
        {TIMELINE_LANES.map((lane) => (
          <Scatter
            key={lane}
            dataKey={(row: TimelineRow) => (row.entries[lane].length > 0 ? LANE_Y[lane] : null)}
            name={LANE_LABELS[lane]}
            isAnimationActive={false}
            cursor="pointer"
            shape={(props: { cx?: number; cy?: number; payload?: TimelineRow }) => {
              const entries = props.payload?.entries[lane] ?? [];
              if (props.cx === undefined || props.cy === undefined || entries.length === 0) return <g />;
              const last = entries[entries.length - 1] as TimelineEntry;
              return (
                <g>
                  <circle
                    cx={props.cx}
                    cy={props.cy}
                    r={entries.length > 1 ? 8 : 6}
                    fill={colorOf(last)}
                    stroke="var(--mantine-color-body)"
                    strokeWidth={1.5}
                  />
                  {entries.length > 1 ? (
                    <text x={props.cx} y={props.cy - 11} textAnchor="middle" fontSize={10} fill={CHART_COLORS.axis}>
                      {entries.length}
                    </text>
                  ) : null}
                </g>
              );
            }}
            onClick={(point: { payload?: TimelineRow }) => {
              const first = point.payload?.entries[lane][0];
              if (first) onOpen(first);
            }}
          />
        ))}
      </BucketChart>
    </figure>
  );
}

function colorOf(entry: TimelineEntry): string {
  return entry.lane === 'health' && entry.health ? healthColorVar(entry.health) : LANE_COLORS[entry.lane];
}
