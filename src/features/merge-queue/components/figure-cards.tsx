import { formatCount } from '@/lib/format';
import { formatFigure } from '../lib/figure-format';
import type { FigureView } from '../lib/figure-view';
import { FIGURES } from '../lib/queue-figures';
import { DrillDownLink } from './drill-down-link';
import classes from './merge-queue.module.css';

/** The window's headline figures, each with what it counts and a link to its events in the activity log. */
export function FigureCards({ view: { scope, whole, values, counts, windowWords } }: { view: FigureView }) {
  return (
    <div className={classes.cards}>
      {FIGURES.map((figure) => {
        const value = values[figure.key];
        const eventCount = (counts[figure.key] ?? []).reduce((sum, count) => sum + count, 0);
        return (
          <section key={figure.key} className={classes.card} aria-label={figure.label}>
            <div className={classes.label}>{figure.label}</div>
            <div className={classes.value} data-figure={figure.key}>
              {formatFigure(value.window, figure.unit)}
            </div>
            <div>
              {figure.counts}
              {value.max === undefined ? '' : ` (largest ${formatCount(value.max)})`} · {windowWords}
            </div>
            <DrillDownLink scope={scope} figure={figure.key} count={eventCount} interval={whole} />
          </section>
        );
      })}
    </div>
  );
}
