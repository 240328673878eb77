import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { RepositoryRef } from '@/lib/app-config';
import type { DrillDown } from '../lib/activity-drill-down';

/** Route paths this feature links to; the router's types check them against the route tree. */
export const ACTIVITY_PATH = '/$owner/$repo/activity' as const;

/** A figure's events in the activity log; the text says what the log will list and how many. */
export function DrillDownLink({ repo, drillDown, size = 'sm' }: { repo: RepositoryRef; drillDown: DrillDown; size?: 'xs' | 'sm' }) {
  return (
    <Anchor size={size} renderRoot={(props) => <Link {...props} to={ACTIVITY_PATH} params={repo} search={drillDown.search} />}>
      {drillDown.text}
    </Anchor>
  );
}
