import { createFileRoute } from '@tanstack/react-router';
import { SlaListPage } from '../../../areas/support/SlaListPage';
import { pageOf } from '../../../modules';

export const Route = createFileRoute('/project-module/sla/')({
  staticData: { page: pageOf('project-module', 'sla') },
  component: SlaListPage,
});
