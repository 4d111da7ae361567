import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../../modules';
import { ComingSoonPage } from '../../../pages/ComingSoonPage';

export const Route = createFileRoute('/project-module/sla/create')({
  staticData: { page: pageOf('project-module', 'sla/create') },
  component: ComingSoonPage,
});
