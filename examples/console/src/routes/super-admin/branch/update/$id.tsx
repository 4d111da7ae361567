import { createFileRoute } from '@tanstack/react-router';
import { BranchUpdatePage } from '../../../../areas/branches/BranchUpdatePage';
import { pageOf } from '../../../../modules';

export const Route = createFileRoute('/super-admin/branch/update/$id')({
  staticData: { page: pageOf('super-admin', 'branch/update/$id') },
  component: BranchUpdatePage,
});
