import { CartesianGrid, ComposedChart, ReferenceArea, ResponsiveContainer, Scatter, Tooltip, XAxis, YAxis } from 'recharts';
import { useDragRange } from '@/components/charts/use-drag-range';
import { healthColorVar } from '@/domain/tests/health';
import {
  entryTimeWords,
  LANE_LABELS,
  TIMELINE_LANES,
  type TimelineEntry,
  type TimelineLane,
  type TimelineRow,
} from '../lib/correlated-timeline';
import { AXIS_TICK, bucketAxis, CHART_COLORS } from './chart-theme';
import { ChartTooltipCard } from './chart-tooltip';
import classes from './test-detail.module.css';

type Props = {
  rows: TimelineRow[];
  bucketMs: number;
  onZoom: (window: { start: number; end: number }) => void;
  onOpen: (entry: TimelineEntry) => void;
};

/** Each lane sits on its own height; the y axis names the lanes. */
const LANE_Y: Record<TimelineLane, number> = { queue: 3, health: 2, quarantine: 1 };
const LANE_COLORS: Record<TimelineLane, string> = {
  queue: 'var(--mantine-color-blue-6)',
  health: CHART_COLORS.failure,
  quarantine: 'var(--mantine-color-grape-6)',
};

type PlotRow = TimelineRow & Partial<Record<TimelineLane, number | null>>;

/** One marker per lane and bucket; a click opens the oldest entry, a drag zooms the window. Pulls Recharts in. */
export default function CorrelatedTimelineChart({ rows, bucketMs, onZoom, onOpen }: Props) {
  const zoom = useDragRange(rows, onZoom);
  const data: PlotRow[] = rows.map((row) => ({
    ...row,
    queue: row.entries.queue.length > 0 ? LANE_Y.queue : null,
    health: row.entries.health.length > 0 ? LANE_Y.health : null,
    quarantine: row.entries.quarantine.length > 0 ? LANE_Y.quarantine : null,
  }));
  return (
    <figure className={classes.chartArea} style={{ margin: 0 }} aria-label="Timeline chart">
      <ResponsiveContainer width="100%" height={240}>
        <ComposedChart data={data} margin={{ top: 16, right: 16, bottom: 8, left: 8 }} {...zoom.handlers}>
          <CartesianGrid stroke={CHART_COLORS.grid} strokeDasharray="3 3" />
          <XAxis {...bucketAxis(bucketMs)} />
          <YAxis
            type="number"
            domain={[0.5, 3.5]}
            ticks={[1, 2, 3]}
            tickFormatter={(value: number) => LANE_LABELS[TIMELINE_LANES.find((lane) => LANE_Y[lane] === value) ?? 'health']}
            tick={AXIS_TICK}
            stroke={CHART_COLORS.grid}
            width={96}
          />
          <Tooltip
            cursor={{ fill: 'var(--mantine-color-default-hover)' }}
            content={({ active, payload }) => {
              const row = active ? (payload?.[0]?.payload as PlotRow | undefined) : undefined;
              if (!row) return null;
              const items = TIMELINE_LANES.flatMap((lane) =>
                row.entries[lane].map((entry) => ({
                  label: `${entryTimeWords(entry)} ${LANE_LABELS[lane]}`,
                  value: entry.label,
                  color: colorOf(entry),
                })),
              );
              return items.length === 0 ? null : <ChartTooltipCard start={row.start} end={row.end} items={items} />;
            }}
          />
          {TIMELINE_LANES.map((lane) => (
            <Scatter
              key={lane}
              dataKey={lane}
              name={LANE_LABELS[lane]}
              isAnimationActive={false}
              cursor="pointer"
              shape={(props: { cx?: number; cy?: number; payload?: PlotRow }) => {
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
              onClick={(point: { payload?: PlotRow }) => {
                const first = point.payload?.entries[lane][0];
                if (first) onOpen(first);
              }}
            />
          ))}
          {zoom.area ? <ReferenceArea x1={zoom.area.x1} x2={zoom.area.x2} fill={CHART_COLORS.zoom} fillOpacity={0.25} /> : null}
        </ComposedChart>
      </ResponsiveContainer>
    </figure>
  );
}

function colorOf(entry: TimelineEntry): string {
  return entry.lane === 'health' && entry.health ? healthColorVar(entry.health) : LANE_COLORS[entry.lane];
}
