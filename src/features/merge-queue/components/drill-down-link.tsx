import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { RepositoryRef } from '@/lib/app-config';
import { activityDrillDown, type DrillDownInput } from '../lib/activity-drill-down';
import { figureDefinition, type FigureKey } from '../lib/queue-figures';

/** A figure's events in the activity log; the text says what the log will list and how many. */
export function DrillDownLink({
  repo,
  figure,
  size = 'xs',
  ...input
}: Omit<DrillDownInput, 'eventTypes' | 'noun'> & { repo: RepositoryRef; figure: FigureKey; size?: 'xs' | 'sm' }) {
  const { eventTypes, noun } = figureDefinition(figure);
  const drillDown = activityDrillDown({ eventTypes, noun, ...input });
  return (
    <Anchor size={size} renderRoot={(props) => <Link {...props} to="/$owner/$repo/activity" params={repo} search={drillDown.search} />}>
      {drillDown.text}
    </Anchor>
  );
}
