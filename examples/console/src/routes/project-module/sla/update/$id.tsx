import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../../../modules';
import { ComingSoonPage } from '../../../../pages/ComingSoonPage';

export const Route = createFileRoute('/project-module/sla/update/$id')({
  staticData: { page: pageOf('project-module', 'sla/update/$id') },
  component: ComingSoonPage,
});
