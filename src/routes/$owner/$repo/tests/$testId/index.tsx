import { Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { urlState } from '@/lib/url-state';
import { lazy } from 'react';
import { useApiClient } from '@/lib/api-client-context';
import { quarantineQueries } from '@/queries/quarantines';
import { keptHistoryQuery, testDetailLoaderDeps, testDetailTabQueries } from '@/features/test-detail/api/test-detail-prefetch';
import { testQueries } from '@/queries/tests';
import { TestDetailHeader } from '@/features/test-detail/components/test-detail-header';
import { IdentitySwitch } from '@/features/test-detail/components/identity-switch';
import { TestDetailTabs } from '@/features/test-detail/components/test-detail-tabs';
import { loadTabCode } from '@/features/test-detail/components/tab-code';
import { testDetailSearchSchema } from '@/features/test-detail/lib/test-detail-search';
import { isUuid } from '@/lib/links';
import { QuarantineStatusBadge } from './-components/quarantine-status-badge';
import { useRepository } from '@/routes/-components/use-repository';

// The Quarantine tab's panel loads when the tab is opened (the tabs wrap it in Suspense).
const TestQuarantinePanel = lazy(() =>
  import('@/features/quarantines/components/test-quarantine-panel').then((module) => ({ default: module.TestQuarantinePanel })),
);

// The test page: its details (the header, its first data) load in the parent route; this loader starts
// the selected tab's code and requests, the test's quarantines and the header's kept history beside them,
// each section with its placeholder.
export const Route = createFileRoute('/$owner/$repo/tests/$testId/')({
  ...urlState(testDetailSearchSchema),
  loaderDeps: ({ search }) => testDetailLoaderDeps(search),
  loader: ({ context: { queryClient, api }, params, deps }) => {
    if (!isUuid(params.testId)) return; // the parent route shows "not found"
    const repository = { owner: params.owner, repo: params.repo };
    loadTabCode(deps.tab);
    for (const options of testDetailTabQueries(api, repository, params.testId, deps)) {
      void queryClient.prefetchQuery(options as Parameters<typeof queryClient.prefetchQuery>[0]);
    }
    void queryClient.prefetchQuery(quarantineQueries.forTest(api, repository, params.testId));
    void queryClient.prefetchQuery(keptHistoryQuery(api, repository, params.testId));
  },
  component: TestDetailPage,
});

function TestDetailPage() {
  const { testId } = Route.useParams();
  const search = Route.useSearch();
  const repository = useRepository();
  const { data: details } = useSuspenseQuery(testQueries.details(useApiClient(), repository, testId));

  return (
    <Stack gap="lg">
      <TestDetailHeader
        details={details}
        repository={repository}
        badges={<QuarantineStatusBadge repository={repository} testId={testId} />}
      />
      <IdentitySwitch repository={repository} testId={testId} testName={details.test_name} pipeline={search.pipeline} job={search.job} />
      <TestDetailTabs
        {...{ repository, testId, search }}
        testName={details.test_name}
        quarantinePanel={<TestQuarantinePanel repository={repository} testId={testId} testName={details.test_name} />}
      />
    </Stack>
  );
}
