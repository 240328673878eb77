import { Text } from '@mantine/core';
import { ChartLegend } from '@/components/charts/bucket-plot';
import { ComposedChart, ReferenceArea, ReferenceLine, ResponsiveContainer, Scatter, Tooltip, XAxis, YAxis } from 'recharts';
import { BREADCRUMB_CLAMP } from '@/components/text/clamp-text';
import { ShortText } from '@/components/text/data-text';
import { HEALTH_LABELS, HEALTH_STATUSES, healthColorVar } from '@/domain/tests/health';
import type { RepositoryRef } from '@/lib/app-config';
import { formatUtcDateTime } from '@/lib/format';
import type { DatedBand } from '../lib/health-bands';
import { BandStartCell } from './health-transitions-table';
import { axisTicks } from '@/components/charts/time-axis-ticks';
import { ChartCard, ChartTooltip } from '@/components/charts/chart-card';
import { AXIS, axisTitle } from '@/components/charts/chart-theme';
import { HOUR_MS } from '@/lib/time-constants';

const NO_VERDICT_COLOR = 'var(--mantine-color-gray-5)';

type Marker = { t: number; y: number; band: DatedBand; index: number };

/** Health bands, a marker per change on its bucket boundary; the table below carries the same facts. */
export default function HealthTimelineChart({
  bands,
  window,
  ...test
}: { bands: DatedBand[]; window: { start: number; end: number } } & TestRef) {
  const markers: Marker[] = bands.map((band, index) => ({ t: band.from, y: 0.5, band, index }));
  const firstFrom = bands[0]?.from ?? window.end;
  const span = window.end - window.start;
  // Labelled as every time axis is: round times of the zone, found among the window's whole hours.
  const first = Math.ceil(window.start / HOUR_MS) * HOUR_MS;
  const hours = Array.from({ length: Math.max(0, Math.floor((window.end - first) / HOUR_MS)) }, (_, index) => ({
    start: first + index * HOUR_MS,
    end: first + (index + 1) * HOUR_MS,
  }));
  const ticks = axisTicks(hours, 8, 'local');
  const legend = HEALTH_STATUSES.map((status) => ({ name: HEALTH_LABELS[status], color: healthColorVar(status) }));
  if (firstFrom > window.start) legend.push({ name: 'No verdict yet', color: NO_VERDICT_COLOR });
  // Exception labels are drawn only where they have room; every one is in the tooltip and the table.
  const labelled = new Set<number>();
  let lastLabelled = -Infinity;
  for (const band of bands) {
    if (band.transition.exception_type && band.from - lastLabelled >= span / 6) {
      labelled.add(band.from);
      lastLabelled = band.from;
    }
  }

  return (
    <ChartCard
      title="Health over the window"
      subtitle="Each band is the health the badge showed; markers are changes, labelled with the exception that opened the episode. Hover a marker for its pull request."
    >
      <ResponsiveContainer width="100%" height={190}>
        <ComposedChart data={markers} margin={{ top: 28, right: 24, bottom: 28, left: 24 }}>
          <XAxis
            type="number"
            dataKey="t"
            domain={[window.start, window.end]}
            ticks={ticks.map((tick) => tick.value)}
            scale="time"
            allowDataOverflow
            tickFormatter={(value: number) => ticks.find((tick) => tick.value === value)?.label ?? ''}
            {...AXIS}
            label={axisTitle('Time (local)')}
          />
          <YAxis type="number" dataKey="y" domain={[0, 1]} hide />
          {firstFrom > window.start ? (
            <ReferenceArea x1={window.start} x2={firstFrom} y1={0} y2={1} fill={NO_VERDICT_COLOR} fillOpacity={0.15} ifOverflow="hidden" />
          ) : null}
          {bands.map((band) => (
            <ReferenceArea
              key={band.from}
              x1={band.from}
              x2={band.to}
              y1={0.15}
              y2={0.85}
              fill={healthColorVar(band.status)}
              fillOpacity={0.55}
              stroke="none"
              ifOverflow="hidden"
            />
          ))}
          {bands.map((band) =>
            band.from > window.start ? (
              <ReferenceLine
                key={`line-${band.from}`}
                x={band.from}
                stroke="var(--mantine-color-text)"
                strokeDasharray="2 2"
                label={
                  labelled.has(band.from)
                    ? { value: band.transition.exception_type ?? '', position: 'top', fontSize: 11, fill: 'var(--mantine-color-text)' }
                    : undefined
                }
              />
            ) : null,
          )}
          <Scatter
            dataKey="y"
            isAnimationActive={false}
            shape={(props: { cx?: number; cy?: number; payload?: Marker }) => {
              const { cx, cy, payload } = props;
              if (cx === undefined || cy === undefined || payload === undefined) return <g />;
              return (
                <circle
                  cx={cx}
                  cy={cy}
                  r={6}
                  fill={healthColorVar(payload.band.status)}
                  stroke="var(--mantine-color-body)"
                  strokeWidth={2}
                />
              );
            }}
          />
          <Tooltip
            cursor={false}
            content={({ active, payload }) => {
              const marker = active ? (payload?.[0]?.payload as Marker | undefined) : undefined;
              return marker ? <MarkerTooltip marker={marker} windowStart={window.start} {...test} /> : null;
            }}
          />
        </ComposedChart>
      </ResponsiveContainer>
      <ChartLegend items={legend} />
    </ChartCard>
  );
}

type TestRef = { repository: RepositoryRef; testId: string };

function MarkerTooltip({ marker, windowStart, ...test }: { marker: Marker; windowStart: number } & TestRef) {
  const { band } = marker;
  const { start, cause: pull } = band;
  return (
    <ChartTooltip>
      <Text size="xs" fw={600}>
        {band.from <= windowStart ? 'At the window start' : marker.index === 0 ? 'First verdict' : 'Became'}: {HEALTH_LABELS[band.status]}
      </Text>
      <BandStartCell start={start} {...test} />
      {start.kind === 'first-failure' ? (
        <Text size="xs" c="dimmed">
          {formatUtcDateTime(start.failure.at)}
        </Text>
      ) : null}
      {band.transition.exception_type ? (
        <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          <ShortText value={band.transition.exception_type} breakable limits={BREADCRUMB_CLAMP} />
        </Text>
      ) : null}
      {pull ? (
        <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
          {test.repository.owner}/{test.repository.repo}#{pull.number} <ShortText value={pull.title} limits={BREADCRUMB_CLAMP} /> by @
          <ShortText value={pull.user.login} limits={BREADCRUMB_CLAMP} />
        </Text>
      ) : null}
    </ChartTooltip>
  );
}
