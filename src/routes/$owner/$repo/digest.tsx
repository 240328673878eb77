import type { FetchQueryOptions } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { digestQueryList } from '@/features/digest/api/digest-queries';
import { DigestPage } from '@/features/digest/components/digest-page';
import { digestSearchSchema, digestWeek } from '@/features/digest/lib/digest-week';
import { loadQueries } from '@/lib/first-screen';
import { pageIntro } from '@/lib/page-intros';
import { useRepository } from '@/routes/-components/use-repository';

// The week's digest: no first screen to wait for (the week's words need no data); every section loads beside the others.
export const Route = createFileRoute('/$owner/$repo/digest')({
  codeSplitGroupings: [['loader', 'component']], // its queries come with the page, not in every page's entry (decisions.md)
  validateSearch: digestSearchSchema,
  loaderDeps: ({ search: { week } }) => ({ week }),
  loader: ({ context: { queryClient, api }, params: { owner, repo }, deps, cause }) =>
    loadQueries(queryClient, cause, {
      first: [],
      rest: digestQueryList(api, { owner, repo }, digestWeek(deps.week, Date.now())) as FetchQueryOptions[],
    }),
  component: DigestRoute,
});

function DigestRoute() {
  const { week } = Route.useSearch();
  const repository = useRepository();
  // "Now" fixed for the visit: the last full week does not move under a reader at midnight on Monday.
  const [now] = useState(() => Date.now());
  const digest = useMemo(() => digestWeek(week, now), [week, now]);
  const intro = pageIntro('digest', repository);
  return (
    <>
      <PageHeader {...intro} />
      <DigestPage repo={repository} week={digest} title={intro.title} />
    </>
  );
}
