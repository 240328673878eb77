import { createFileRoute, notFound } from '@tanstack/react-router';
import { firstScreen } from '@/lib/first-screen';
import { quarantineQueries } from '@/queries/quarantines';
import { NotFoundPage } from '@/components/feedback/not-found-page';
import { QuarantineDetail } from '@/features/quarantines/components/quarantine-detail';

// Quarantine ids are UUIDs; anything else cannot exist, so it is a not-found page, not a 422 from the API.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const Route = createFileRoute('/$owner/$repo/quarantines/$quarantineId')({
  loader: ({ context: { queryClient, api }, params, cause }) => {
    if (!UUID.test(params.quarantineId)) throw notFound();
    const quarantine = quarantineQueries.detail(api, { owner: params.owner, repo: params.repo }, params.quarantineId);
    return firstScreen(cause, [queryClient.ensureQueryData(quarantine)]);
  },
  notFoundComponent: NotFound,
  component: DetailPage,
});

function DetailPage() {
  const { owner, repo, quarantineId } = Route.useParams();
  return <QuarantineDetail repository={{ owner, repo }} quarantineId={quarantineId} />;
}

function NotFound() {
  const { owner, repo } = Route.useParams();
  return (
    <NotFoundPage title="Quarantine not found" message={`There is no such quarantine in ${owner}/${repo}. It may have been released.`} />
  );
}
