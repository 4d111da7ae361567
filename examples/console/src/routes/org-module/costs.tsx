import { createFileRoute } from '@tanstack/react-router';
import { CostsPage } from '../../areas/costs/CostsPage';
import { pageOf } from '../../modules';

export const Route = createFileRoute('/org-module/costs')({
  staticData: { page: pageOf('org-module', 'costs') },
  component: CostsPage,
});
