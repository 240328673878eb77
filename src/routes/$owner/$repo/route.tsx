import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { parseRepositoryKey } from '@/lib/app-config';

// Everything under /$owner/$repo belongs to one repository. A path that cannot be a repository name
// (the API's own patterns) is a not-found page rather than a request the API would reject.
export const Route = createFileRoute('/$owner/$repo')({
  beforeLoad: ({ params }) => {
    if (!parseRepositoryKey(`${params.owner}/${params.repo}`)) throw notFound();
  },
  component: Outlet,
});
