import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../../modules';
import { ComingSoonPage } from '../../../pages/ComingSoonPage';

export const Route = createFileRoute('/super-admin/organization/create')({
  staticData: { page: pageOf('super-admin', 'organization/create') },
  component: ComingSoonPage,
});
