import { createFileRoute } from '@tanstack/react-router';
import { CostsPage } from '../../areas/costs/CostsPage';
import { pageOf } from '../../modules';

export const Route = createFileRoute('/branch-module/costs')({
  staticData: { page: pageOf('branch-module', 'costs') },
  component: CostsPage,
});
