import { Link } from '@tanstack/react-router';
import type { ComponentPropsWithoutRef } from 'react';
import type { TestDetailSearch } from '../lib/test-detail-search';

type Props = ComponentPropsWithoutRef<'a'> & { search: (previous: TestDetailSearch) => TestDetailSearch };

/** A link that changes the test page's search params in place, keeping the scroll position. */
export function SearchParamsLink({ search, ...props }: Props) {
  return <Link {...props} from="/$owner/$repo/tests/$testId/" to="." resetScroll={false} search={search} />;
}
