import { createFileRoute } from '@tanstack/react-router';
import { SlaUpdatePage } from '../../../../areas/support/SlaUpdatePage';
import { pageOf } from '../../../../modules';

export const Route = createFileRoute('/org-module/sla/update/$id')({
  staticData: { page: pageOf('org-module', 'sla/update/$id') },
  component: SlaUpdatePage,
});
