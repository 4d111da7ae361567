import { createFileRoute } from '@tanstack/react-router';
import { InviteUserPage } from '../../areas/iam/InviteUserPage';
import { pageOf } from '../../modules';

export const Route = createFileRoute('/branch-module/invite-user')({
  staticData: { page: pageOf('branch-module', 'invite-user') },
  component: InviteUserPage,
});
