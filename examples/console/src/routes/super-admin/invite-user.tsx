import { createFileRoute } from '@tanstack/react-router';
import { InviteUserPage } from '../../areas/iam/InviteUserPage';
import { pageOf } from '../../modules';

export const Route = createFileRoute('/super-admin/invite-user')({
  staticData: { page: pageOf('super-admin', 'invite-user') },
  component: InviteUserPage,
});
