import { createFileRoute } from '@tanstack/react-router';
import { ClusterOverviewPage } from '../../areas/clusters/ClusterOverviewPage';
import { validateClusterSearch } from '../../areas/clusters/clusterSearch';
import { pageOf } from '../../modules';

export const Route = createFileRoute('/project-module/cluster-overview')({
  staticData: { page: pageOf('project-module', 'cluster-overview') },
  validateSearch: validateClusterSearch,
  component: ClusterOverviewPage,
});
