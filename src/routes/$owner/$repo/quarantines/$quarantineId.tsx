import { Button } from '@mantine/core';
import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/feedback/not-found-page';
import { firstScreen } from '@/lib/first-screen';
import { quarantineQueries } from '@/queries/quarantines';
import { QuarantineDetail } from '@/features/quarantines/components/quarantine-detail';
import { isUuid } from '@/lib/links';
import { useRepository } from '@/routes/-components/use-repository';

export const Route = createFileRoute('/$owner/$repo/quarantines/$quarantineId')({
  loader: ({ context: { queryClient, api }, params, cause }) => {
    if (!isUuid(params.quarantineId)) throw notFound(); // cannot exist: not found, not a 422 from the API
    const quarantine = quarantineQueries.detail(api, { owner: params.owner, repo: params.repo }, params.quarantineId);
    return firstScreen(cause, [queryClient.ensureQueryData(quarantine)]);
  },
  notFoundComponent: QuarantineNotFound,
  component: DetailPage,
});

function DetailPage() {
  return <QuarantineDetail repository={useRepository()} quarantineId={Route.useParams().quarantineId} />;
}

function QuarantineNotFound() {
  const { owner, repo } = Route.useParams();
  return (
    <NotFoundPage
      title="Quarantine not found"
      message={`There is no such quarantine in ${owner}/${repo}. It may have been released.`}
      actions={
        <Button variant="light" renderRoot={(props) => <Link {...props} to="/$owner/$repo/quarantines" params={{ owner, repo }} />}>
          See all quarantines
        </Button>
      }
    />
  );
}
