import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../modules';
import { ComingSoonPage } from '../../pages/ComingSoonPage';

export const Route = createFileRoute('/super-admin/invite-user')({
  staticData: { page: pageOf('super-admin', 'invite-user') },
  component: ComingSoonPage,
});
