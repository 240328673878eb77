import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { firstScreen } from '@/lib/first-screen';
import { testQueries } from '@/queries/tests';
import { TestNotFound } from '@/features/test-detail/components/test-not-found';
import { isUuid } from '@/features/test-detail/lib/test-id';

// One test: its details feed both the test page and its failure pages, so they load here, in parallel
// with the child route's own loader. A test the API does not know is a not-found state, not an error.
export const Route = createFileRoute('/$owner/$repo/tests/$testId')({
  loader: ({ context: { queryClient, api }, params, cause }) => {
    if (!isUuid(params.testId)) throw notFound();
    return firstScreen(cause, [
      queryClient.ensureQueryData(testQueries.details(api, { owner: params.owner, repo: params.repo }, params.testId)),
    ]);
  },
  notFoundComponent: NotFound,
  component: Outlet,
});

function NotFound({ data }: { data?: unknown }) {
  const { owner, repo } = Route.useParams();
  return <TestNotFound repository={{ owner, repo }} detail={typeof data === 'string' ? data : undefined} />;
}
