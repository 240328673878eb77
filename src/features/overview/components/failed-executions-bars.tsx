import { Text } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { BucketTooltip } from '@/components/charts/chart-card';
import chart from '@/components/charts/plain-chart.module.css';
import { countTicks } from '@/components/charts/chart-theme';
import { formatCount, formatLocalDateTime } from '@/lib/format';
import type { DayBar } from '../lib/day-buckets';
import classes from './overview.module.css';

/** Plain elements placed in percent, a tooltip on hover or arrow keys: Recharts measured labels and built a store on the first screen. */
export function FailedExecutionsBars({ bars }: { bars: DayBar[] }) {
  const [active, setActive] = useState<number | null>(null);
  const ticks = countTicks(Math.max(0, ...bars.map((bar) => bar.value)));
  const top = ticks.at(-1) ?? 1;
  const every = Math.max(1, Math.ceil((bars.length - 1) / 5));
  const hide = () => setActive(null);
  const at = (index: number) => `${((index + 0.5) / bars.length) * 100}%`;
  const labelled = (index: number) => index === bars.length - 1 || (index % every === 0 && bars.length - 1 - index >= every / 2);
  const labels = bars.flatMap((day, index) => (labelled(index) ? [{ day, left: at(index) }] : []));
  const step = (event: KeyboardEvent) => {
    const move = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
    if (move !== 0) setActive((index) => Math.min(bars.length - 1, Math.max(0, (index ?? -move) + move)));
  };
  const bar = bars[active ?? -1];
  return (
    <div className={classes.bars}>
      <span className={classes.countTitle}>Failed executions</span>
      <div role="application" tabIndex={0} className={classes.plot} onKeyDown={step} onBlur={hide} onMouseLeave={hide}>
        {ticks.map((count) => (
          <span key={count} className={classes.gridLine} style={{ bottom: `${(count / top) * 100}%` }} data-count={formatCount(count)} />
        ))}
        {bars.map((day, index) => (
          <div key={day.start} className={classes.day} data-active={index === active} onMouseEnter={() => setActive(index)}>
            <div data-bar style={{ height: `${(day.value / top) * 100}%` }} />
          </div>
        ))}
        {bar && active !== null ? (
          <div className={chart.tooltip} style={{ left: at(active), translate: `${(-100 * active) / Math.max(1, bars.length - 1)}%` }}>
            <BucketTooltip bucket={bar} heading={`${bar.label} (UTC day)`}>
              <Text size="xs">{formatCount(bar.value)} failed executions</Text>
              <Text size="xs" c="dimmed">
                Local time: {formatLocalDateTime(bar.start)} → {formatLocalDateTime(bar.end)}
              </Text>
            </BucketTooltip>
          </div>
        ) : null}
      </div>
      <div className={classes.dayAxis}>
        {labels.map(({ day, left }) => (
          <span key={day.start} style={{ left }} data-label={day.label} />
        ))}
      </div>
      <span className={classes.dayTitle}>Day (UTC)</span>
    </div>
  );
}
