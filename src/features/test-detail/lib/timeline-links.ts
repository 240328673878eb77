import type { RepositoryRef } from '@/lib/app-config';
import { activityAround } from '@/lib/links';
import type { TimelineEntry } from './correlated-timeline';
import { isCustomWindow, type WindowSelection } from '@/domain/periods/time-window';

/** A health change leads to the Health tab, a quarantine to its page, a queue event to the activity log. */
export function timelineLink(repository: RepositoryRef, testId: string, entry: TimelineEntry, selection: WindowSelection) {
  const target = entry.target;
  switch (target.kind) {
    case 'health':
      return {
        to: '/$owner/$repo/tests/$testId' as const,
        params: { ...repository, testId },
        search: isCustomWindow(selection)
          ? { tab: 'health' as const, start: selection.start, end: selection.end }
          : { tab: 'health' as const, range: selection.preset },
      };
    case 'quarantine':
      return { to: '/$owner/$repo/quarantines/$quarantineId' as const, params: { ...repository, quarantineId: target.quarantineId } };
    case 'activity':
      return {
        to: '/$owner/$repo/activity' as const,
        params: repository,
        // A queue event: its pull request's whole story around it; a release: the releases around it.
        search: {
          ...(target.pullRequest === null ? { type: [target.type] } : { pr: [target.pullRequest] }),
          ...activityAround(target.at),
        },
      };
  }
}
