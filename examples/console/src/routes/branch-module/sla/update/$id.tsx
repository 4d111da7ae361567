import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../../../modules';
import { ComingSoonPage } from '../../../../pages/ComingSoonPage';

export const Route = createFileRoute('/branch-module/sla/update/$id')({
  staticData: { page: pageOf('branch-module', 'sla/update/$id') },
  component: ComingSoonPage,
});
