import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';
import { NOTIFICATION_AUTO_CLOSE_MS } from '../lib/notifications.ts';

/** Mantine's toasts, top right (loaded with the first toast: see provider.tsx). */
export default function NotificationsContainer() {
  return (
    <Notifications
      position="top-right"
      autoClose={NOTIFICATION_AUTO_CLOSE_MS}
      transitionDuration={200}
    />
  );
}
