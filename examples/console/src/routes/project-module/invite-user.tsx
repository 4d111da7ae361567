import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../modules';
import { ComingSoonPage } from '../../pages/ComingSoonPage';

export const Route = createFileRoute('/project-module/invite-user')({
  staticData: { page: pageOf('project-module', 'invite-user') },
  component: ComingSoonPage,
});
