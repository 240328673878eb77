import { describeFailureTrend, TREND_DAYS, type DayCount } from '../lib/row-insight-windows';

const BAR = 4;
const GAP = 2;
const HEIGHT = 18;

export const SPARKLINE_SIZE = { width: TREND_DAYS * (BAR + GAP) - GAP, height: HEIGHT };

/** Failures per day as SVG bars on the page's one scale (`max`); a quiet day is a hairline; named in words. */
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
