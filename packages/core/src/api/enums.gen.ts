// Generated from packages/contract/openapi.json (the @console/contract package) by `pnpm --filter @console/contract run generate`. Do not edit.
// The values of every enum of the contract, in its order: forms, filters and labels list them from here.
import type { components } from './schema.gen';

/** Every `Role`, in the contract's order. */
export const roleValues = ["ADMIN", "MEMBER"] as const satisfies readonly NonNullable<components['schemas']['Role']>[];

/** Every `NotificationCategory`, in the contract's order. */
export const notificationCategoryValues = ["ORGANIZATION", "BRANCH", "PROJECT", "SERVICE", "USER", "SYSTEM"] as const satisfies readonly NonNullable<components['schemas']['NotificationCategory']>[];

/** Every `NotificationSeverity`, in the contract's order. */
export const notificationSeverityValues = ["success", "info", "warn", "error"] as const satisfies readonly NonNullable<components['schemas']['NotificationSeverity']>[];

/** Every `ServiceStatus`, in the contract's order. */
export const serviceStatusValues = ["PROVISIONING", "READY", "FAILED"] as const satisfies readonly NonNullable<components['schemas']['ServiceStatus']>[];

/** Every `ClusterSource`, in the contract's order. */
export const clusterSourceValues = ["measured", "simulated"] as const satisfies readonly NonNullable<components['schemas']['ClusterSource']>[];

/** Every `NodeStatus`, in the contract's order. */
export const nodeStatusValues = ["READY", "CORDONED", "NOT_READY"] as const satisfies readonly NonNullable<components['schemas']['NodeStatus']>[];

/** Every `UsageLevel`, in the contract's order. */
export const usageLevelValues = ["organization", "branch", "project"] as const satisfies readonly NonNullable<components['schemas']['UsageLevel']>[];

/** Every `QuotaLevel`, in the contract's order. */
export const quotaLevelValues = ["ORGANIZATION", "BRANCH", "PROJECT"] as const satisfies readonly NonNullable<components['schemas']['QuotaLevel']>[];

/** Every `CapacityLevel`, in the contract's order. */
export const capacityLevelValues = ["PLATFORM", "ORGANIZATION", "BRANCH", "PROJECT"] as const satisfies readonly NonNullable<components['schemas']['CapacityLevel']>[];

/** Every `CapacityRowLevel`, in the contract's order. */
export const capacityRowLevelValues = ["ORGANIZATION", "BRANCH", "PROJECT", "WORKLOAD"] as const satisfies readonly NonNullable<components['schemas']['CapacityRowLevel']>[];

/** Every `WorkloadKind`, in the contract's order. */
export const workloadKindValues = ["SERVICE", "NOTEBOOK", "DEPLOYMENT"] as const satisfies readonly NonNullable<components['schemas']['WorkloadKind']>[];

/** Every `QueueReason`, in the contract's order. */
export const queueReasonValues = ["QUOTA", "NODE"] as const satisfies readonly NonNullable<components['schemas']['QueueReason']>[];

/** Every `QuotaRequestStatus`, in the contract's order. */
export const quotaRequestStatusValues = ["PENDING", "APPROVED", "DECLINED", "WITHDRAWN"] as const satisfies readonly NonNullable<components['schemas']['QuotaRequestStatus']>[];

/** Every `QuotaApprover`, in the contract's order. */
export const quotaApproverValues = ["BRANCH", "ORGANIZATION", "PLATFORM"] as const satisfies readonly NonNullable<components['schemas']['QuotaApprover']>[];

/** Every `QuotaStepOutcome`, in the contract's order. */
export const quotaStepOutcomeValues = ["WAITING", "APPROVED", "DECLINED", "ESCALATED", "WITHDRAWN"] as const satisfies readonly NonNullable<components['schemas']['QuotaStepOutcome']>[];

/** Every `CostLevel`, in the contract's order. */
export const costLevelValues = ["ORGANIZATION", "BRANCH", "PROJECT"] as const satisfies readonly NonNullable<components['schemas']['CostLevel']>[];

/** Every `CostWorkloadKind`, in the contract's order. */
export const costWorkloadKindValues = ["NOTEBOOK", "DEPLOYMENT", "SERVICE", "OTHER"] as const satisfies readonly NonNullable<components['schemas']['CostWorkloadKind']>[];

/** Every `NotebookSize`, in the contract's order. */
export const notebookSizeValues = ["SMALL", "MEDIUM", "LARGE", "XLARGE"] as const satisfies readonly NonNullable<components['schemas']['NotebookSize']>[];

/** Every `NotebookStatus`, in the contract's order. */
export const notebookStatusValues = ["PENDING", "RUNNING", "STOPPING", "STOPPED", "FAILED"] as const satisfies readonly NonNullable<components['schemas']['NotebookStatus']>[];

/** Every `DeploymentSourceType`, in the contract's order. */
export const deploymentSourceTypeValues = ["PREDEFINED", "CUSTOM"] as const satisfies readonly NonNullable<components['schemas']['DeploymentSourceType']>[];

/** Every `InferenceTask`, in the contract's order. */
export const inferenceTaskValues = ["text-generation", "embedding", "image-classification", "speech-recognition", "text-classification", "tabular-classification"] as const satisfies readonly NonNullable<components['schemas']['InferenceTask']>[];

/** Every `InferenceBackend`, in the contract's order. */
export const inferenceBackendValues = ["TRITON", "VLLM", "PYTHON"] as const satisfies readonly NonNullable<components['schemas']['InferenceBackend']>[];

/** Every `GpuType`, in the contract's order. */
export const gpuTypeValues = ["NVIDIA_T4", "NVIDIA_L4", "NVIDIA_A10G", "NVIDIA_A100", "NVIDIA_H100"] as const satisfies readonly NonNullable<components['schemas']['GpuType']>[];

/** Every `DeploymentStatus`, in the contract's order. */
export const deploymentStatusValues = ["DEPLOYING", "RUNNING", "PAUSED", "FAILED", "STOPPED", "QUEUED"] as const satisfies readonly NonNullable<components['schemas']['DeploymentStatus']>[];

/** Every `DeploymentCallerAccess`, in the contract's order. */
export const deploymentCallerAccessValues = ["ADMIN", "MANAGE", "CALL"] as const satisfies readonly NonNullable<components['schemas']['DeploymentCallerAccess']>[];

/** Every `TimelineAction`, in the contract's order. */
export const timelineActionValues = ["CREATED", "UPDATED", "RUNNING", "FAILED", "REPLICA_RESTARTED", "PAUSED", "RESUMED", "VERSION_ACTIVATED", "KEY_CREATED", "KEY_REVOKED", "PERMISSIONS_CHANGED", "SCHEDULE_CHANGED", "SCHEDULE_PAUSED", "SCHEDULE_RESUMED", "STOPPED", "QUEUED", "ADMITTED"] as const satisfies readonly NonNullable<components['schemas']['TimelineAction']>[];

/** Every `DeploymentAccess`, in the contract's order. */
export const deploymentAccessValues = ["CALL", "MANAGE"] as const satisfies readonly NonNullable<components['schemas']['DeploymentAccess']>[];

/** Every `WeekDay`, in the contract's order. */
export const weekDayValues = ["MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN"] as const satisfies readonly NonNullable<components['schemas']['WeekDay']>[];

/** Every `ModelFramework`, in the contract's order. */
export const modelFrameworkValues = ["ONNX", "TENSORRT", "PYTORCH", "PYTHON", "VLLM"] as const satisfies readonly NonNullable<components['schemas']['ModelFramework']>[];

/** Every `TicketStatus`, in the contract's order. */
export const ticketStatusValues = ["OPEN", "IN_PROGRESS", "WAITING_ON_CUSTOMER", "RESOLVED", "CLOSED"] as const satisfies readonly NonNullable<components['schemas']['TicketStatus']>[];

/** Every `TicketPriority`, in the contract's order. */
export const ticketPriorityValues = ["CRITICAL", "HIGH", "MEDIUM", "LOW"] as const satisfies readonly NonNullable<components['schemas']['TicketPriority']>[];

/** Every `TicketCategory`, in the contract's order. */
export const ticketCategoryValues = ["INCIDENT", "QUESTION", "ACCESS", "QUOTA", "BILLING", "OTHER"] as const satisfies readonly NonNullable<components['schemas']['TicketCategory']>[];

/** Every `RelatedResourceKind`, in the contract's order. */
export const relatedResourceKindValues = ["DEPLOYMENT", "NOTEBOOK", "PROJECT_SERVICE"] as const satisfies readonly NonNullable<components['schemas']['RelatedResourceKind']>[];

/** Every `AuditAction`, in the contract's order. */
export const auditActionValues = ["CREATE", "UPDATE", "DELETE", "PAUSE", "RESUME", "START", "STOP", "SCALE", "ROLLBACK", "GRANT", "REVOKE", "KEY_CREATE", "KEY_REVOKE", "INVITE", "REINVITE", "ACTIVATE", "DEACTIVATE", "SIGN_IN"] as const satisfies readonly NonNullable<components['schemas']['AuditAction']>[];

/** Every `AuditResourceKind`, in the contract's order. */
export const auditResourceKindValues = ["ORGANIZATION", "BRANCH", "PROJECT", "SERVICE", "DEPLOYMENT", "API_KEY", "NOTEBOOK", "TICKET", "SLA_POLICY", "USER", "ROLE", "REGISTRY_CREDENTIAL", "SCHEDULE", "AUDIT_RETENTION", "QUOTA_REQUEST", "PRICE_LIST", "BUDGET"] as const satisfies readonly NonNullable<components['schemas']['AuditResourceKind']>[];

/** Every `SearchKind`, in the contract's order. */
export const searchKindValues = ["ORGANIZATION", "BRANCH", "PROJECT", "DEPLOYMENT", "NOTEBOOK", "TICKET", "USER"] as const satisfies readonly NonNullable<components['schemas']['SearchKind']>[];

/** Every `EngineMode`, in the contract's order. */
export const engineModeValues = ["local", "simulated"] as const satisfies readonly NonNullable<components['schemas']['EngineMode']>[];
