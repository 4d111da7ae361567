import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../../modules';
import { ComingSoonPage } from '../../../pages/ComingSoonPage';

export const Route = createFileRoute('/project-module/ticket/create')({
  staticData: { page: pageOf('project-module', 'ticket/create') },
  component: ComingSoonPage,
});
