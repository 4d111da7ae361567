import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../modules';
import { NotificationsPage } from '../../pages/NotificationsPage';

export const Route = createFileRoute('/project-module/notifications')({
  staticData: { page: pageOf('project-module', 'notifications') },
  component: NotificationsPage,
});
