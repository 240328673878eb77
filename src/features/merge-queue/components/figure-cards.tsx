import { comparisonRow } from '@/components/period-comparison/comparison-rows';
import { total } from '@/domain/merge-queue/queue-values';
import { VERDICT_COLORS } from '@/domain/periods/figure-delta';
import { formatCount } from '@/lib/format';
import { describeUtcSpan } from '../lib/activity-drill-down';
import { formatFigure, formatFigureChange } from '../lib/figure-format';
import type { FigureView } from '../lib/figure-view';
import { FIGURES, type FigureDefinition } from '../lib/queue-figures';
import { DrillDownLink } from './drill-down-link';
import classes from './merge-queue.module.css';

/** The window's figures, the vendor's headline ones first, each against the span of equal length just before. */
export function FigureCards({ view }: { view: FigureView }) {
  const { scope, whole, values, counts, windowWords } = view;
  return (
    <div className={classes.cards}>
      {FIGURES.map((figure) => {
        const value = values[figure.key];
        return (
          <section key={figure.key} className={classes.card} aria-label={figure.label}>
            <div className={classes.label}>{figure.label}</div>
            <div className={classes.trend}>
              <div className={classes.value} data-figure={figure.key}>
                {formatFigure(value.window, figure.unit)}
              </div>
              <Sparkline figure={figure} view={view} />
            </div>
            <Change figure={figure} view={view} />
            <div>
              {figure.counts}
              {value.max === undefined ? '' : ` (largest ${formatCount(value.max)})`} · {windowWords}
            </div>
            <DrillDownLink scope={scope} figure={figure.key} count={total(counts[figure.key])} interval={whole} />
          </section>
        );
      })}
    </div>
  );
}

/** "+12 (+8.1%), better · was 400 over Nov 7 – Nov 13 until 12:00 UTC", worded and judged as the comparison table does. */
function Change({ figure, view: { values, previous } }: { figure: FigureDefinition; view: FigureView }) {
  if (previous.values === null) {
    return <div data-change>No change shown: {previous.words} is older than the 90 days the service keeps.</div>;
  }
  const row = figureComparisonRow(figure, values[figure.key].window, previous.values[figure.key].window);
  if (row.verdict === null) return <div data-change>No change to show: nothing measured here or over {previous.words}.</div>;
  const color = VERDICT_COLORS[row.verdict];
  return (
    <div data-change>
      <span style={{ color: color === 'gray' ? undefined : `var(--mantine-color-${color}-text)`, fontWeight: 600 }}>
        {row.change}, {row.direction.toLowerCase()}
      </span>{' '}
      · was {row.baseline} over {previous.words}
    </div>
  );
}

/** A figure's row of a comparison of two periods, in its own unit. */
export function figureComparisonRow(figure: FigureDefinition, current: number | null, baseline: number | null) {
  const format = (amount: number) => formatFigure(amount, figure.unit);
  const formatDelta = (amount: number) => formatFigureChange(amount, figure.unit);
  return comparisonRow({ key: figure.key, label: figure.label, current, baseline, better: figure.better, format, formatDelta });
}

const WIDTH = 96;
const HEIGHT = 28;

/** The figure per interval as bars on its own scale (a gap where nothing was measured), named by its lowest and highest. */
function Sparkline({ figure, view }: { figure: FigureDefinition; view: FigureView }) {
  const perInterval = view.values[figure.key].perInterval;
  const measured = perInterval.flatMap((value, index) => (value === null ? [] : [{ value, index }]));
  if (measured.length === 0) return null;
  const low = measured.reduce((min, point) => (point.value < min.value ? point : min));
  const high = measured.reduce((max, point) => (point.value > max.value ? point : max));
  const at = (index: number) => describeUtcSpan(view.grid[index]!.start, view.grid[index]!.end);
  const label = `${figure.label} per UTC day: lowest ${formatFigure(low.value, figure.unit)} (${at(low.index)}), highest ${formatFigure(high.value, figure.unit)} (${at(high.index)})`;
  const step = WIDTH / perInterval.length;
  return (
    <svg role="img" aria-label={label} width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={classes.sparkline}>
      <title>{label}</title>
      {measured.map(({ value, index }) => {
        const height = high.value <= 0 ? 1 : Math.max(1, (value / high.value) * HEIGHT);
        return (
          <rect
            key={index}
            x={index * step}
            y={HEIGHT - height}
            width={Math.max(1, step - 1)}
            height={height}
            fill="var(--mantine-color-blue-6)"
          />
        );
      })}
    </svg>
  );
}
