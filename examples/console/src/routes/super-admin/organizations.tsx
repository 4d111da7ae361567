import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../modules';
import { ComingSoonPage } from '../../pages/ComingSoonPage';

export const Route = createFileRoute('/super-admin/organizations')({
  staticData: { page: pageOf('super-admin', 'organizations') },
  component: ComingSoonPage,
});
