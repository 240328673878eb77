import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/feedback/not-found-page';
import { parseRepositoryKey } from '@/lib/app-config';

// Everything under /$owner/$repo belongs to one repository. A path that cannot be a repository name
// (the API's own patterns) is a not-found page rather than a request the API would reject.
export const Route = createFileRoute('/$owner/$repo')({
  beforeLoad: ({ params }) => {
    if (!parseRepositoryKey(`${params.owner}/${params.repo}`)) throw notFound();
  },
  component: Outlet,
  notFoundComponent: RepositoryNotFound,
});

/** `data`: the API's 404 detail about the repository or its owner (first-screen.ts); without it, an unknown page. */
function RepositoryNotFound({ data }: { data?: unknown }) {
  const { owner, repo } = Route.useParams();
  if (typeof data !== 'string') return <NotFoundPage />;
  return (
    <NotFoundPage
      title={/owner/i.test(data) ? 'Owner not found' : 'Repository not found'}
      message={`The API does not know ${owner}/${repo} (${data}). Check the name, or pick another repository at the top.`}
    />
  );
}
