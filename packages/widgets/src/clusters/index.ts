// Cluster overview: the connected panel, its charts and capacity cards, and the date range rules.
// Entry point `@console/widgets/clusters`: add an export here and run `pnpm api:update`.
export { CapacityCards, type CapacityCardsProps } from './CapacityCards';
export { ClusterOverview, type ClusterOverviewProps, type Loaded } from './ClusterOverview';
export { ClusterOverviewPanel, type ClusterOverviewPanelProps } from './ClusterOverviewPanel';
export {
  CLUSTER_RANGE_MAX_DAYS,
  clusterRangeOf,
  defaultClusterDates,
  earliestClusterDate,
} from './clusterRange';
export {
  InfrastructureNotice,
  InfrastructureNoticePanel,
  type InfrastructureNoticeProps,
} from './InfrastructureNotice';
export { NodeAllocationChart, type NodeAllocationChartProps } from './NodeAllocationChart';
export { ResourcePicker, type ResourcePickerProps } from './ResourcePicker';
export { type ResourceKind, resourceKinds, resourceKindsOf } from './resources';
export { TenantUsageChart, type TenantUsageChartProps } from './TenantUsageChart';
export { UtilisationChart, type UtilisationChartProps } from './UtilisationChart';
