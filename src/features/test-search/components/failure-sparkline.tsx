import type { DayCount } from '../lib/row-insight-windows';
import { describeFailureTrend } from '../lib/failure-trend-label';

const BAR = 4;
const GAP = 2;
const HEIGHT = 18;

/** The sparkline's box, the same whether drawn or waiting: the cell keeps its size as it fills in. */
export const SPARKLINE_SIZE = { width: 14 * (BAR + GAP) - GAP, height: HEIGHT };

/**
 * Failures per day as a few SVG bars: a dozen elements, no chart library on the first screen. Days
 * without failures are a hairline, so a quiet fortnight still reads as fourteen days. Its name says the
 * figures in words (total and worst day), for anyone who cannot see the bars. `max` is the page's one
 * scale (a full-height bar), so rows compare by eye; a day above it (a scale still growing) is clipped.
 */
export function FailureSparkline({ days, max }: { days: readonly DayCount[]; max: number }) {
  const label = describeFailureTrend(days);
  return (
    <svg
      role="img"
      aria-label={label}
      width={SPARKLINE_SIZE.width}
      height={SPARKLINE_SIZE.height}
      viewBox={`0 0 ${SPARKLINE_SIZE.width} ${SPARKLINE_SIZE.height}`}
      style={{ display: 'block' }}
    >
      <title>{label}</title>
      {days.map((day, index) => {
        const height = day.count === 0 ? 1 : Math.min(HEIGHT, Math.max(2, Math.round((day.count / max) * HEIGHT)));
        return (
          <rect
            key={day.day}
            x={index * (BAR + GAP)}
            y={HEIGHT - height}
            width={BAR}
            height={height}
            fill={day.count === 0 ? 'var(--mantine-color-dimmed)' : 'var(--mantine-color-red-6)'}
          />
        );
      })}
    </svg>
  );
}
