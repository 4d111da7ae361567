import { createFileRoute } from '@tanstack/react-router';
import { InviteUserPage } from '../../areas/iam/InviteUserPage';
import { pageOf } from '../../modules';

export const Route = createFileRoute('/org-module/invite-user')({
  staticData: { page: pageOf('org-module', 'invite-user') },
  component: InviteUserPage,
});
