import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../modules';
import { ComingSoonPage } from '../../pages/ComingSoonPage';

export const Route = createFileRoute('/org-module/invite-user')({
  staticData: { page: pageOf('org-module', 'invite-user') },
  component: ComingSoonPage,
});
