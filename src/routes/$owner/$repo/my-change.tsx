import { createFileRoute } from '@tanstack/react-router';
import { urlState, useSearchUpdater } from '@/lib/url-state';
import { MyChangePage } from '@/features/my-change/components/my-change-page';
import { myChangeSearchSchema, type MyChangeSearch } from '@/features/my-change/lib/my-change-search';
import { useRepository } from '@/routes/-components/use-repository';

// "Is it my change?": the question lives in the URL (pull request, commit, pasted test names), so an
// answer can be shared; the page's sections load on their own, each with its own placeholder.
export const Route = createFileRoute('/$owner/$repo/my-change')({
  ...urlState(myChangeSearchSchema),
  component: MyChangeRoute,
});

function MyChangeRoute() {
  const search = Route.useSearch();
  const updateSearch = useSearchUpdater<MyChangeSearch>(Route.useNavigate());
  const repository = useRepository();
  return <MyChangePage repository={repository} search={search} onAsk={(question) => void updateSearch(() => question)} />;
}
