import { Button } from '@mantine/core';
import { createFileRoute, Link, notFound, Outlet } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/feedback/not-found-page';
import { firstScreen } from '@/lib/first-screen';
import { testQueries } from '@/queries/tests';
import { isUuid } from '@/lib/links';

// One test: its details feed both the test page and its failure pages, so they load here, in parallel
// with the child route's own loader. A test the API does not know is a not-found state, not an error.
export const Route = createFileRoute('/$owner/$repo/tests/$testId')({
  loader: ({ context: { queryClient, api }, params, cause }) => {
    if (!isUuid(params.testId)) throw notFound();
    return firstScreen(cause, [
      queryClient.ensureQueryData(testQueries.details(api, { owner: params.owner, repo: params.repo }, params.testId)),
    ]);
  },
  notFoundComponent: TestNotFound,
  component: Outlet,
});

function TestNotFound() {
  const { owner, repo } = Route.useParams();
  return (
    <NotFoundPage
      title="Test not found"
      message={`No test with this id has run in ${owner}/${repo} within the retained history. It may have been renamed (a new name is a new test), or the link may be mistyped.`}
      actions={
        <Button variant="light" renderRoot={(props) => <Link {...props} to="/$owner/$repo/tests" params={{ owner, repo }} />}>
          Search tests
        </Button>
      }
    />
  );
}
