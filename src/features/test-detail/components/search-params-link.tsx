import { Link } from '@tanstack/react-router';
import type { ComponentPropsWithoutRef } from 'react';
import { TEST_DETAIL_ROUTE } from '../lib/test-detail-paths';
import type { TestDetailSearch } from '../lib/test-detail-search';

type Props = ComponentPropsWithoutRef<'a'> & { search: (previous: TestDetailSearch) => TestDetailSearch };

/** A link that changes the test page's search params in place, keeping the scroll position. */
export function SearchParamsLink({ search, ...props }: Props) {
  return <Link {...props} from={TEST_DETAIL_ROUTE} to="." resetScroll={false} search={search} />;
}
