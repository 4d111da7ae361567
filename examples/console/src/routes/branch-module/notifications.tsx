import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../modules';
import { NotificationsPage } from '../../pages/NotificationsPage';

export const Route = createFileRoute('/branch-module/notifications')({
  staticData: { page: pageOf('branch-module', 'notifications') },
  component: NotificationsPage,
});
