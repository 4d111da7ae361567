import { createFileRoute } from '@tanstack/react-router';
import { SlaCreatePage } from '../../../areas/support/SlaCreatePage';
import { pageOf } from '../../../modules';

export const Route = createFileRoute('/project-module/sla/create')({
  staticData: { page: pageOf('project-module', 'sla/create') },
  component: SlaCreatePage,
});
