import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../modules';
import { ComingSoonPage } from '../../pages/ComingSoonPage';

export const Route = createFileRoute('/project-module/tickets')({
  staticData: { page: pageOf('project-module', 'tickets') },
  component: ComingSoonPage,
});
