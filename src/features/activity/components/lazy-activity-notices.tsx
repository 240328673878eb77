import { lazy, Suspense, type JSX } from 'react';

// The log's notices (activity-notices.tsx), each loaded when it is first shown: the first screen of a
// log with events needs none of them. Each brings its own boundary, so the rest of the page stays up
// while the notice's code arrives.
const loadNotices = () => import('./activity-notices');

function onDemand<P extends object>(pick: (module: Awaited<ReturnType<typeof loadNotices>>) => (props: P) => JSX.Element) {
  const Lazy = lazy(() => loadNotices().then((module) => ({ default: pick(module) })));
  return function Notice(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

export const AccessNotice = onDemand((module) => module.AccessNotice);
export const RefusedViewNotice = onDemand((module) => module.RefusedViewNotice);
export const WindowTooLongNotice = onDemand((module) => module.WindowTooLongNotice);
export const NoEvents = onDemand((module) => module.NoEvents);
