import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../../../modules';
import { ComingSoonPage } from '../../../../pages/ComingSoonPage';

export const Route = createFileRoute('/super-admin/branch/update/$id')({
  staticData: { page: pageOf('super-admin', 'branch/update/$id') },
  component: ComingSoonPage,
});
