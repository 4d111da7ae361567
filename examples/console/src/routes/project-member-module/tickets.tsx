import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../modules';
import { ComingSoonPage } from '../../pages/ComingSoonPage';

export const Route = createFileRoute('/project-member-module/tickets')({
  staticData: { page: pageOf('project-member-module', 'tickets') },
  component: ComingSoonPage,
});
