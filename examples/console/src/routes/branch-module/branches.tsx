import { createFileRoute } from '@tanstack/react-router';
import { BranchesPage } from '../../areas/branches/BranchesPage';
import { prefetchBranches } from '../../areas/landingQueries';
import { pageOf } from '../../modules';

export const Route = createFileRoute('/branch-module/branches')({
  staticData: { page: pageOf('branch-module', 'branches'), prefetch: prefetchBranches },
  loader: ({ context }) => prefetchBranches(context),
  component: BranchesPage,
});
