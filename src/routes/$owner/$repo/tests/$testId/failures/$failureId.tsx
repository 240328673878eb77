import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { useMemo } from 'react';
import { firstScreen } from '@/lib/first-screen';
import { useApiClient } from '@/lib/api-client-context';
import { testQueries } from '@/queries/tests';
import { failureQueries } from '@/queries/failures';
import { FailureDetail } from '@/features/test-detail/components/failure-detail';
import { FailureNotFound } from '@/features/test-detail/components/failure-not-found';
import { isUuid } from '@/features/test-detail/lib/test-id';

// One failure group of a test with its latest events. Loads in parallel with the parent's test details.
export const Route = createFileRoute('/$owner/$repo/tests/$testId/failures/$failureId')({
  loader: ({ context: { queryClient, api }, params, cause }) => {
    if (!isUuid(params.testId)) return; // the parent route shows "not found"
    if (!isUuid(params.failureId)) throw notFound();
    const failure = failureQueries.detail(api, { owner: params.owner, repo: params.repo }, params);
    return firstScreen(cause, [queryClient.ensureQueryData(failure)]);
  },
  notFoundComponent: NotFound,
  component: FailurePage,
});

function FailurePage() {
  const { owner, repo, testId, failureId } = Route.useParams();
  const repository = useMemo(() => ({ owner, repo }), [owner, repo]);
  const api = useApiClient();
  const { data: details } = useSuspenseQuery(testQueries.details(api, repository, testId));
  const { data: failure } = useSuspenseQuery(failureQueries.detail(api, repository, { testId, failureId }));
  return (
    <FailureDetail
      failure={failure}
      repository={repository}
      testId={testId}
      testName={details.test_name}
      firstFailure={{ at: details.first_failure_at, commit: details.first_failure_commit }}
    />
  );
}

function NotFound() {
  const { owner, repo, testId } = Route.useParams();
  return <FailureNotFound repository={{ owner, repo }} testId={testId} />;
}
