import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../modules';
import { ComingSoonPage } from '../../pages/ComingSoonPage';

export const Route = createFileRoute('/branch-module/invite-user')({
  staticData: { page: pageOf('branch-module', 'invite-user') },
  component: ComingSoonPage,
});
