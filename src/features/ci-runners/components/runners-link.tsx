import { deepEqual, useRouter } from '@tanstack/react-router';
import type { ComponentPropsWithoutRef, MouseEvent } from 'react';
import type { RunnersSearchPatch } from '../lib/runners-search';

/** The page's route, for links that change its URL state from inside the feature. */
export const RUNNERS_ROUTE = '/$owner/$repo/runners' as const;

/** The sections a summary link lands on (its `hash`), so the answer is on screen after one click. */
export const RUNNER_TREND_ID = 'runner-trend';
export const JOB_WAIT_ID = 'job-wait';

type RunnersLinkProps = ComponentPropsWithoutRef<'a'> & { patch: RunnersSearchPatch; hash?: string | undefined };

// A link that changes the page's URL state (a new label starts at its first runners; without a `hash` the page stays where it is):
// a plain anchor with the router's URL and current mark, as its `Link` would draw it for 3 components and 9 hooks a link.
export function RunnersLink({ patch, hash, onClick, ...props }: RunnersLinkProps) {
  const router = useRouter();
  const options = {
    from: RUNNERS_ROUTE,
    to: '.',
    hash,
    resetScroll: hash === undefined ? false : undefined,
    search: (previous: RunnersSearchPatch) => ({ ...previous, ...('label' in patch ? { page: undefined } : {}), ...patch }),
  } as const;
  const next = router.buildLocation(options);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void router.navigate(options);
  };
  const current = deepEqual(router.state.location.search, next.search, true);
  return <a {...props} href={router.history.createHref(next.publicHref)} aria-current={current ? 'page' : undefined} onClick={follow} />;
}

/** The same, as a Mantine component's `renderRoot`. */
export const runnersLink = (patch: RunnersSearchPatch, hash?: string) => (props: ComponentPropsWithoutRef<'a'>) => (
  <RunnersLink {...props} patch={patch} hash={hash} />
);
