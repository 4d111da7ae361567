import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../modules';
import { ComingSoonPage } from '../../pages/ComingSoonPage';

export const Route = createFileRoute('/org-module/tickets')({
  staticData: { page: pageOf('org-module', 'tickets') },
  component: ComingSoonPage,
});
