import type { NotificationData } from '@mantine/notifications';
import { lazy, Suspense, useSyncExternalStore } from 'react';

/* Toasts without their code on the first screen. */

const loadHost = () => import('./notifications-host');
const NotificationsHost = lazy(() => loadHost().then((module) => ({ default: module.NotificationsHost })));

let asked = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function notify(data: NotificationData): Promise<void> {
  if (!asked) {
    asked = true;
    for (const listener of listeners) listener();
  }
  const { notifications } = await loadHost();
  notifications.show(data);
}

/** Where toasts appear; renders nothing until the first `notify()`. */
export function NotificationsOutlet() {
  const wanted = useSyncExternalStore(
    subscribe,
    () => asked,
    () => false,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}
