import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../modules';
import { ComingSoonPage } from '../../pages/ComingSoonPage';

export const Route = createFileRoute('/super-admin/iam')({
  staticData: { page: pageOf('super-admin', 'iam') },
  component: ComingSoonPage,
});
