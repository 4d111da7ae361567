import { createFileRoute } from '@tanstack/react-router';
import { InviteUserPage } from '../../areas/iam/InviteUserPage';
import { pageOf } from '../../modules';

export const Route = createFileRoute('/project-module/invite-user')({
  staticData: { page: pageOf('project-module', 'invite-user') },
  component: InviteUserPage,
});
