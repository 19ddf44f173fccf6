import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** The toasts' container, loaded lazily by the providers (with its styles). */
export default function AppNotifications() {
  return <Notifications position="top-right" />;
}
