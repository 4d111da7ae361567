// Model serving: deployments (list, detail, form, keys, versions, schedule, permissions), the predefined-model
// catalogue and registry credentials.
// Entry point `@console/widgets/inferencing`: add an export here and run `pnpm api:update`.
export { DeploymentDetailPanel, type DeploymentDetailPanelProps } from './DeploymentDetailPanel';
export { DeploymentForm, type DeploymentFormProps } from './DeploymentForm';
export { DeploymentFormPanel, type DeploymentFormPanelProps } from './DeploymentFormPanel';
export { DeploymentKeys, type DeploymentKeysProps } from './DeploymentKeys';
export { DeploymentOverview, type DeploymentOverviewProps } from './DeploymentOverview';
export { DeploymentPermissions, type DeploymentPermissionsProps } from './DeploymentPermissions';
export {
  DeploymentSchedule,
  type DeploymentScheduleProps,
  type UptimeWindowInput,
} from './DeploymentSchedule';
export { DeploymentsPanel, type DeploymentsPanelProps } from './DeploymentsPanel';
export { DeploymentsTable, type DeploymentsTableProps } from './DeploymentsTable';
export { DeploymentTimeline, type DeploymentTimelineProps } from './DeploymentTimeline';
export { DeploymentVersions, type DeploymentVersionsProps } from './DeploymentVersions';
export { deploymentStatus } from './deploymentStatus';
export { exampleRequest } from './exampleRequest';
export { DeploymentMetrics, type DeploymentMetricsProps } from './metrics/DeploymentMetrics';
export { DeploymentMetricsPanel, type DeploymentMetricsPanelProps } from './metrics/DeploymentMetricsPanel';
export { DeploymentSeriesSparkline, DeploymentSparkline } from './metrics/DeploymentSparkline';
export { MetricsSparkline, type MetricsSparklineProps } from './metrics/MetricsSparkline';
export { PredefinedModelsCatalog, type PredefinedModelsCatalogProps } from './PredefinedModelsCatalog';
export { PredefinedModelsPanel, type PredefinedModelsPanelProps } from './PredefinedModelsPanel';
export { DeploymentPlayground, type DeploymentPlaygroundProps } from './playground/DeploymentPlayground';
export { DeploymentPlaygroundPanel, type DeploymentPlaygroundPanelProps } from './playground/DeploymentPlaygroundPanel';
export type { ImageReader, OwnKeyChoice, PlaygroundKey } from './playground/playgroundTypes';
export { RegistryCredentials, type RegistryCredentialsProps } from './RegistryCredentials';
export { RegistryCredentialsPanel, type RegistryCredentialsPanelProps } from './RegistryCredentialsPanel';
