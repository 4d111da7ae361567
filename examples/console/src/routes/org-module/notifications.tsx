import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../modules';
import { NotificationsPage } from '../../pages/NotificationsPage';

export const Route = createFileRoute('/org-module/notifications')({
  staticData: { page: pageOf('org-module', 'notifications') },
  component: NotificationsPage,
});
