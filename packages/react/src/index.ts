export { VERSION } from '@console/core';
export { type ConsoleContextValue, useConsoleClient } from './ConsoleContext';
export { ConsoleProvider, type ConsoleProviderProps } from './ConsoleProvider';
export {
  checkAuth,
  checkJupyter,
  checkModuleEntry,
  type GuardDeps,
  type GuardOutcome,
  persistRoleOnSelection,
  resolveLanding,
} from './guardDecisions';
export {
  AUDIT_PAGE_SIZE,
  auditEntriesQuery,
  auditKeys,
  auditRetentionQuery,
  searchQuery,
  useExportAuditLog,
  useLiveAuditEntries,
  useSetAuditRetention,
} from './queries/auditQueries';
export { clusterKeys, clusterListQuery, clusterSeriesQuery, clusterUsageQuery } from './queries/clusterQueries';
export {
  budgetQuery,
  costKeys,
  costReportQuery,
  priceListQuery,
  useCostLiveUpdates,
  useExportCosts,
  useSetBudget,
  useSetPrices,
} from './queries/costQueries';
export {
  type DeploymentRef,
  useActivateDeploymentVersion,
  useCreateDeployment,
  useCreateDeploymentKey,
  useCreateDeploymentSchedule,
  useDeleteDeployment,
  useDeleteDeploymentKey,
  useDeleteDeploymentSchedule,
  usePauseDeployment,
  useResumeDeployment,
  useSaveRegistryCredentials,
  useSetDeploymentPermissions,
  useUpdateDeployment,
  useUpdateDeploymentSchedule,
} from './queries/deploymentMutations';
export { useExportDeployments, useExportNotebooks, useExportTickets, useExportUsers } from './queries/exportQueries';
export {
  deploymentKeysQuery,
  deploymentListQuery,
  deploymentPermissionsQuery,
  deploymentQuery,
  deploymentSchedulesQuery,
  deploymentTimelineQuery,
  deploymentVersionsQuery,
  inferencingCredentialsQuery,
  inferencingKeys,
  predefinedModelQuery,
  predefinedModelsQuery,
  useLiveDeployments,
} from './queries/inferencingQueries';
export {
  isNotebookSettling,
  NOTEBOOK_POLL_MS,
  notebookKeys,
  notebookListQuery,
  notebookOptionsQuery,
  notebookProgressQuery,
  notebookQuery,
  useCreateNotebook,
  useDeleteNotebook,
  useLiveNotebooks,
  useNotebookPower,
  useOpenNotebook,
  useScaleNotebook,
  useUpdateNotebook,
} from './queries/notebookQueries';
export {
  markAllNotificationsRead,
  markNotificationsRead,
  type NotificationListParams,
  notificationKeys,
  notificationsQuery,
} from './queries/notificationQueries';
export { platformEnginesQuery, platformKeys } from './queries/platformQueries';
export {
  useAddProjectService,
  useCreateProject,
  useDeleteProject,
  useFavoriteProject,
  useRedeployProjectService,
  useRemoveProjectService,
  useSetProjectQuota,
  useUpdateProject,
} from './queries/projectMutations';
export {
  projectAvailableServicesQuery,
  projectCurrentServicesQuery,
  projectDdlQuery,
  projectGroupsQuery,
  projectKeys,
  projectListQuery,
  projectQuery,
  projectQuotaQuery,
  projectStatusQuery,
  projectUsersQuery,
} from './queries/projectQueries';
export {
  capacityBoardQuery,
  quotaKeys,
  quotaRequestListQuery,
  quotaRequestQuery,
  tenantQuotaQuery,
  useCapacityLiveUpdates,
  useDecideQuotaRequest,
  useQuotaLiveUpdates,
  useRequestQuota,
  useSetQuota,
  useWithdrawQuotaRequest,
} from './queries/quotaQueries';
export type { MetricsWindow } from './queries/servingQueries';
export {
  deploymentMetricsQuery,
  deploymentsMetricsQuery,
  METRICS_REFRESH_MS,
  resolveMetricsWindow,
  servingKeys,
} from './queries/servingQueries';
export {
  slaPolicyListQuery,
  slaPolicyQuery,
  supportKeys,
  ticketAssigneesQuery,
  ticketCommentsQuery,
  ticketDashboardQuery,
  ticketHistoryQuery,
  ticketListQuery,
  ticketQuery,
  useAddTicketComment,
  useCreateSlaPolicy,
  useCreateTicket,
  useDeleteSlaPolicy,
  useTicketLiveUpdates,
  useUpdateSlaPolicy,
  useUpdateTicket,
} from './queries/supportQueries';
export {
  useCreateBranch,
  useCreateOrganization,
  useDeleteBranch,
  useDeleteOrganization,
  useUpdateBranch,
  useUpdateOrganization,
} from './queries/tenancyMutations';
export {
  branchKeys,
  branchListQuery,
  branchQuery,
  organizationKeys,
  organizationListQuery,
  organizationQuery,
} from './queries/tenancyQueries';
export { useApiMutation } from './queries/useApiMutation';
export {
  useActivateUser,
  useAssignUser,
  useEditUser,
  useInviteUser,
  useReinviteUser,
  useResetPassword,
  userAdminKeys,
  userExistsQuery,
  userListQuery,
  userQuery,
  userSpaceOfQuery,
  useUpdateUser,
} from './queries/userAdminQueries';
export { jupyterCheckQuery, userInfoQuery, userKeys, userSpaceQuery } from './queries/userQueries';
export { RequireAuth, type RequireAuthProps } from './RequireAuth';
export { RequireJupyter, type RequireJupyterProps } from './RequireJupyter';
export { RequireModule, type RequireModuleProps } from './RequireModule';
export {
  branchAtom,
  clearSelectionAtom,
  currentModuleAtom,
  organizationAtom,
  projectAtom,
  type SelectedProject,
  selectionAtom,
} from './selection';
export { createSelectionStore, type SelectionStore } from './selectionStore';
export { type AuthApi, useAuth } from './useAuth';
export { useModuleAccess } from './useModuleAccess';
export {
  type UseNotificationsOptions,
  useLiveNotifications,
  useNotifications,
  useUnreadCount,
} from './useNotifications';
export { useRole } from './useRole';
export { type SelectionApi, useSelection } from './useSelection';
export { useStreamStatus } from './useStreamStatus';
export { useToasts } from './useToasts';
export { useUserInfo } from './useUserInfo';
export { useUserSpace } from './useUserSpace';
