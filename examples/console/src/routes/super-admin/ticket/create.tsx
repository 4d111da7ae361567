import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../../modules';
import { ComingSoonPage } from '../../../pages/ComingSoonPage';

export const Route = createFileRoute('/super-admin/ticket/create')({
  staticData: { page: pageOf('super-admin', 'ticket/create') },
  component: ComingSoonPage,
});
