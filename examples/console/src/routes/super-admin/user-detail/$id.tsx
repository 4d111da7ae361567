import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../../modules';
import { ComingSoonPage } from '../../../pages/ComingSoonPage';

export const Route = createFileRoute('/super-admin/user-detail/$id')({
  staticData: { page: pageOf('super-admin', 'user-detail/$id') },
  component: ComingSoonPage,
});
