import { Button } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/feedback/not-found-page';
import { firstScreen } from '@/lib/first-screen';
import { useApiClient } from '@/lib/api-client-context';
import { testQueries } from '@/queries/tests';
import { failureQueries } from '@/queries/failures';
import { FailureDetail } from '@/features/test-detail/components/failure-detail';
import { isUuid } from '@/lib/links';
import { useRepository } from '@/routes/-components/use-repository';

// One failure group of a test with its latest events. Loads in parallel with the parent's test details.
export const Route = createFileRoute('/$owner/$repo/tests/$testId/failures/$failureId')({
  loader: ({ context: { queryClient, api }, params, cause }) => {
    if (!isUuid(params.testId)) return; // the parent route shows "not found"
    if (!isUuid(params.failureId)) throw notFound();
    const failure = failureQueries.detail(api, { owner: params.owner, repo: params.repo }, params);
    return firstScreen(cause, [queryClient.ensureQueryData(failure)]);
  },
  notFoundComponent: FailureNotFound,
  component: FailurePage,
});

function FailurePage() {
  const { testId, failureId } = Route.useParams();
  const repository = useRepository();
  const api = useApiClient();
  const { data: details } = useSuspenseQuery(testQueries.details(api, repository, testId));
  const { data: failure } = useSuspenseQuery(failureQueries.detail(api, repository, { testId, failureId }));
  return (
    <FailureDetail
      {...{ failure, repository, testId }}
      testName={details.test_name}
      firstFailure={{ at: details.first_failure_at, commit: details.first_failure_commit }}
    />
  );
}

function FailureNotFound() {
  const { owner, repo, testId } = Route.useParams();
  return (
    <NotFoundPage
      title="Failure not found"
      message="This test has no failure group with this id in the retained history (30 days). Older failures expire, and a failure id belongs to one test only."
      actions={
        <>
          <Button
            variant="light"
            renderRoot={(props) => (
              <Link {...props} to="/$owner/$repo/tests/$testId" params={{ owner, repo, testId }} search={{ tab: 'failures' }} />
            )}
          >
            The test’s failures
          </Button>
          <Button variant="subtle" renderRoot={(props) => <Link {...props} to="/$owner/$repo/tests" params={{ owner, repo }} />}>
            Search tests
          </Button>
        </>
      }
    />
  );
}
