import { Link } from '@tanstack/react-router';
import { activityDrillDown, type LogScope } from '../lib/activity-drill-down';
import type { Interval } from '@/domain/merge-queue/queue-values';
import { figureDefinition, type FigureKey } from '../lib/queue-figures';
import classes from './merge-queue.module.css';

/** A figure's events in the activity log; the text says what the log will list and how many. */
export function DrillDownLink({
  scope,
  figure,
  count,
  interval,
  wider = scope.wider,
}: {
  scope: LogScope;
  figure: FigureKey;
  count: number;
  interval: Interval;
  /** In place of the scope's. */
  wider?: string;
}) {
  const { eventTypes, noun } = figureDefinition(figure);
  const drillDown = activityDrillDown({ eventTypes, noun, count, interval, baseRef: scope.baseRef, wider });
  return (
    <Link className={classes.link} to="/$owner/$repo/activity" params={scope.repo} search={drillDown.search}>
      {drillDown.text}
    </Link>
  );
}
