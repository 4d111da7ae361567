import { createFileRoute } from '@tanstack/react-router';
import { CostsPage } from '../../areas/costs/CostsPage';
import { pageOf } from '../../modules';

export const Route = createFileRoute('/project-module/costs')({
  staticData: { page: pageOf('project-module', 'costs') },
  component: CostsPage,
});
