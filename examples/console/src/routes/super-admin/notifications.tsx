import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../modules';
import { NotificationsPage } from '../../pages/NotificationsPage';

export const Route = createFileRoute('/super-admin/notifications')({
  staticData: { page: pageOf('super-admin', 'notifications') },
  component: NotificationsPage,
});
