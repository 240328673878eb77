import { createFileRoute, notFound } from '@tanstack/react-router';
import { isApiNotFound } from '@/api/api-error';
import { quarantineQueries } from '@/features/quarantines/api/quarantine-queries';
import { QuarantineDetail, QuarantineNotFound } from '@/features/quarantines/components/quarantine-detail';

// Quarantine ids are UUIDs; anything else cannot exist, so it is a not-found page, not a 422 from the API.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const Route = createFileRoute('/$owner/$repo/quarantines/$quarantineId')({
  // fetchQuery (not ensureQueryData): after a release the cached copy is stale, and must be re-asked
  // so the page says "not found" instead of showing a quarantine that is gone.
  loader: async ({ context, params }) => {
    if (!UUID.test(params.quarantineId)) throw notFound();
    const repository = { owner: params.owner, repo: params.repo };
    try {
      await context.queryClient.fetchQuery(quarantineQueries.detail(context.api, repository, params.quarantineId));
    } catch (error) {
      if (isApiNotFound(error)) throw notFound();
      throw error;
    }
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
  return <QuarantineNotFound repository={{ owner, repo }} />;
}
