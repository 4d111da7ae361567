import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../modules';
import { NotificationsPage } from '../../pages/NotificationsPage';

export const Route = createFileRoute('/project-member-module/notifications')({
  staticData: { page: pageOf('project-member-module', 'notifications') },
  component: NotificationsPage,
});
