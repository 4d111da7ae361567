import { createFileRoute } from '@tanstack/react-router';
import { CostsPage } from '../../areas/costs/CostsPage';
import { pageOf } from '../../modules';

export const Route = createFileRoute('/super-admin/costs')({
  staticData: { page: pageOf('super-admin', 'costs') },
  component: CostsPage,
});
