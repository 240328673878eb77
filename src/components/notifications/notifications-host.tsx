// Loaded on the first notification only (see notify.ts): out of every page's first screen.
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { Notifications, notifications } from '@mantine/notifications';

export { notifications };

export function NotificationsHost() {
  return <Notifications position="bottom-right" />;
}
