import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../../../modules';
import { ComingSoonPage } from '../../../../pages/ComingSoonPage';

export const Route = createFileRoute('/super-admin/project/update/$id')({
  staticData: { page: pageOf('super-admin', 'project/update/$id') },
  component: ComingSoonPage,
});
