import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../../../modules';
import { ComingSoonPage } from '../../../../pages/ComingSoonPage';

export const Route = createFileRoute('/super-admin/organization/update/$id')({
  staticData: { page: pageOf('super-admin', 'organization/update/$id') },
  component: ComingSoonPage,
});
