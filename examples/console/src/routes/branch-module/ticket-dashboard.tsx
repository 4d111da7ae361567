import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../modules';
import { ComingSoonPage } from '../../pages/ComingSoonPage';

export const Route = createFileRoute('/branch-module/ticket-dashboard')({
  staticData: { page: pageOf('branch-module', 'ticket-dashboard') },
  component: ComingSoonPage,
});
