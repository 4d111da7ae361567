import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../modules';
import { ComingSoonPage } from '../../pages/ComingSoonPage';

export const Route = createFileRoute('/branch-module/tickets')({
  staticData: { page: pageOf('branch-module', 'tickets') },
  component: ComingSoonPage,
});
