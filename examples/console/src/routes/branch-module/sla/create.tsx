import { createFileRoute } from '@tanstack/react-router';
import { SlaCreatePage } from '../../../areas/support/SlaCreatePage';
import { pageOf } from '../../../modules';

export const Route = createFileRoute('/branch-module/sla/create')({
  staticData: { page: pageOf('branch-module', 'sla/create') },
  component: SlaCreatePage,
});
