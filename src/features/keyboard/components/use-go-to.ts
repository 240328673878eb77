import { useNavigate } from '@tanstack/react-router';
import type { RepositoryRef } from '@/lib/app-config';
import { pageRoute } from '@/lib/page-intros';
import type { RecentTarget } from '../lib/palette-items';
import { pageIntroOf } from '../lib/palette-pages';

export function useGoTo(repository: RepositoryRef) {
  const navigate = useNavigate();
  /** Where a place (what the palette remembers, and `g` then a key) leads. */
  return (place: RecentTarget) => {
    switch (place.kind) {
      case 'page':
        return navigate({ to: pageRoute(pageIntroOf(place.page)), params: repository });
      case 'test':
        return navigate({ to: '/$owner/$repo/tests/$testId', params: { ...repository, testId: place.testId } });
      case 'quarantine':
        return navigate({
          to: '/$owner/$repo/quarantines/$quarantineId',
          params: { ...repository, quarantineId: place.quarantineId },
        });
      case 'pull-request':
        // Over all the activity log keeps (90 days), not the default last 24 hours.
        return navigate({ to: '/$owner/$repo/activity', params: repository, search: { pr: [place.number], range: '90d' } });
      case 'pull-request-change':
        return navigate({ to: '/$owner/$repo/my-change', params: repository, search: { pull: place.number } });
    }
  };
}
