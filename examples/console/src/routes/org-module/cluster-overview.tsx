import { createFileRoute } from '@tanstack/react-router';
import { ClusterOverviewPage } from '../../areas/clusters/ClusterOverviewPage';
import { validateClusterSearch } from '../../areas/clusters/clusterSearch';
import { pageOf } from '../../modules';

export const Route = createFileRoute('/org-module/cluster-overview')({
  staticData: { page: pageOf('org-module', 'cluster-overview') },
  validateSearch: validateClusterSearch,
  component: ClusterOverviewPage,
});
