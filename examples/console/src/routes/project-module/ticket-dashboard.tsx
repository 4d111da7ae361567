import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../modules';
import { ComingSoonPage } from '../../pages/ComingSoonPage';

export const Route = createFileRoute('/project-module/ticket-dashboard')({
  staticData: { page: pageOf('project-module', 'ticket-dashboard') },
  component: ComingSoonPage,
});
