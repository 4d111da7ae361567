import { createFileRoute } from '@tanstack/react-router';
import { SlaUpdatePage } from '../../../../areas/support/SlaUpdatePage';
import { pageOf } from '../../../../modules';

export const Route = createFileRoute('/project-module/sla/update/$id')({
  staticData: { page: pageOf('project-module', 'sla/update/$id') },
  component: SlaUpdatePage,
});
