import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../../modules';
import { ComingSoonPage } from '../../../pages/ComingSoonPage';

export const Route = createFileRoute('/branch-module/ticket/create')({
  staticData: { page: pageOf('branch-module', 'ticket/create') },
  component: ComingSoonPage,
});
