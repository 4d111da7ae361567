import { createFileRoute } from '@tanstack/react-router';
import { SlaCreatePage } from '../../../areas/support/SlaCreatePage';
import { pageOf } from '../../../modules';

export const Route = createFileRoute('/org-module/sla/create')({
  staticData: { page: pageOf('org-module', 'sla/create') },
  component: SlaCreatePage,
});
