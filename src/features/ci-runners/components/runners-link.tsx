import { Link } from '@tanstack/react-router';
import type { ComponentPropsWithoutRef } from 'react';
import type { RunnersSearchPatch } from '../lib/runners-search';

/** The page's route, for links that change its URL state from inside the feature. */
export const RUNNERS_ROUTE = '/$owner/$repo/runners' as const;

/** The sections a summary link lands on (its `hash`), so the answer is on screen after one click. */
export const RUNNER_TREND_ID = 'runner-trend';
export const JOB_WAIT_ID = 'job-wait';

type RunnersLinkProps = ComponentPropsWithoutRef<'a'> & { patch: RunnersSearchPatch; hash?: string | undefined };

/** A link that changes the page's URL state; without a `hash` to land on, the page stays where it is. A new label starts its runners at their first page. */
export function RunnersLink({ patch, hash, ...props }: RunnersLinkProps) {
  return (
    <Link
      {...props}
      from={RUNNERS_ROUTE}
      to="."
      hash={hash}
      resetScroll={hash === undefined ? false : undefined}
      search={(previous) => ({ ...previous, ...('label' in patch ? { page: undefined } : {}), ...patch })}
    />
  );
}

/** The same, as a Mantine component's `renderRoot`. */
export const runnersLink = (patch: RunnersSearchPatch, hash?: string) => (props: ComponentPropsWithoutRef<'a'>) => (
  <RunnersLink {...props} patch={patch} hash={hash} />
);
