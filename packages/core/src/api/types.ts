import type { components, operations } from './schema.gen';

type Schemas = components['schemas'];

/** The signed-in user (`GET /users/info`). */
export type UserInfo = Schemas['UserInfo'];
/** What the signed-in user can see (`GET /users/space`). */
export type UserSpace = Schemas['UserSpace'];
/** An organization in the user space. */
export type Organization = Schemas['Organization'];
/** A branch in the user space. */
export type Branch = Schemas['Branch'];
/** A project in the user space. */
export type Project = Schemas['Project'];
/** A notification of the inbox and of the live stream. */
export type Notification = Schemas['Notification'];
/** Notification categories. */
export type NotificationCategory = Schemas['NotificationCategory'];
/** Notification severities. */
export type NotificationSeverity = Schemas['NotificationSeverity'];
/** An organization as listed and edited. */
export type OrganizationDetail = Schemas['OrganizationDetail'];
/** A branch as listed and edited. */
export type BranchDetail = Schemas['BranchDetail'];
/** A project as listed and edited, with its services. */
export type ProjectDetail = Schemas['ProjectDetail'];
/** A service provisioned in a project, with status and quota. */
export type ProjectService = Schemas['ProjectService'];
/** Lifecycle of a project service. */
export type ServiceStatus = Schemas['ServiceStatus'];
/** A service of the catalogue. */
export type CatalogueService = Schemas['CatalogueService'];
/** A person as administrators see them, with their role assignments. */
export type User = Schemas['User'];
/** A role a user holds at one scope. */
export type Assignment = Schemas['Assignment'];
/** A role at a scope. */
export type AssignmentRole = Schemas['Role'];
/** A project member with their role. */
export type ProjectUser = Schemas['ProjectUser'];
/** A project's members grouped by role. */
export type ProjectGroup = Schemas['ProjectGroup'];
/** An id and name, for drop-downs. */
export type Option = Schemas['Option'];
/** The error body of every failed call. */
export type ErrorBody = Schemas['ErrorBody'];

/** A support ticket with its SLA due times and breach flags. */
export type Ticket = Schemas['Ticket'];
/** Lifecycle of a ticket. */
export type TicketStatus = Schemas['TicketStatus'];
/** Priority of a ticket; SLA targets are per priority. */
export type TicketPriority = Schemas['TicketPriority'];
/** What a ticket is about. */
export type TicketCategory = Schemas['TicketCategory'];
/** A requester, assignee or comment author. */
export type TicketPerson = Schemas['TicketPerson'];
/** A plain-text comment on a ticket. */
export type TicketComment = Schemas['TicketComment'];
/** One change of a ticket's status, priority or assignee. */
export type TicketHistoryEntry = Schemas['TicketHistoryEntry'];
/** The ticket dashboard of a scope. */
export type TicketDashboard = Schemas['TicketDashboard'];
/** An SLA policy: targets per priority, business hours and holidays. */
export type SlaPolicy = Schemas['SlaPolicy'];
/** Business minutes to first response and resolution for one priority. */
export type SlaTarget = Schemas['SlaTarget'];
/** When an SLA clock runs. */
export type BusinessHours = Schemas['BusinessHours'];
/** A day of the week, Monday first. */
export type WeekDay = Schemas['WeekDay'];

/** A paged list; `pageIndex` is 0-based. */
export interface Page<T> {
  items: T[];
  pageIndex: number;
  pageSize: number;
  total: number;
}

/** The query parameters of an operation. */
export type QueryOf<Op extends keyof operations> = NonNullable<operations[Op]['parameters']['query']>;

/** The JSON body of an operation. */
export type BodyOf<Op extends keyof operations> = operations[Op] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? B
  : never;

type Responses<Op extends keyof operations> = operations[Op]['responses'];
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;

/** The JSON a successful call of an operation answers with (200, 201 or 202). */
export type ResultOf<Op extends keyof operations> = JsonOf<
  Responses<Op>[Extract<keyof Responses<Op>, 200 | 201 | 202>]
>;

/** An inference deployment with its active serving configuration and usage. */
export type Deployment = Schemas['Deployment'];
/** Lifecycle of a deployment. */
export type DeploymentStatus = Schemas['DeploymentStatus'];
/** The serving configuration one version fixes. */
export type DeploymentConfig = Schemas['DeploymentConfig'];
/** A new deployment. */
export type DeploymentCreate = Schemas['DeploymentCreate'];
/** A change of a deployment. */
export type DeploymentUpdate = Schemas['DeploymentUpdate'];
/** One version of a deployment's serving configuration. */
export type DeploymentVersion = Schemas['DeploymentVersion'];
/** An API key of a deployment, without its secret. */
export type DeploymentKey = Schemas['DeploymentKey'];
/** A key just created, with the secret shown this once. */
export type CreatedDeploymentKey = Schemas['CreatedDeploymentKey'];
/** One entry of a deployment's timeline. */
export type TimelineEvent = Schemas['TimelineEvent'];
/** What happened on a deployment's timeline. */
export type TimelineAction = Schemas['TimelineAction'];
/** What a deployment's endpoint answered over a range, one point per step. */
export type DeploymentMetrics = Schemas['DeploymentMetrics'];
/** The calls, errors and latency percentiles of one step. */
export type DeploymentMetricsPoint = Schemas['DeploymentMetricsPoint'];
/** A project user's permission on a deployment. */
export type DeploymentPermission = Schemas['DeploymentPermission'];
/** CALL or MANAGE. */
export type DeploymentAccess = Schemas['DeploymentAccess'];
/** What the signed-in user may do with a deployment: ADMIN, MANAGE or CALL. */
export type DeploymentCallerAccess = Schemas['DeploymentCallerAccess'];
/** A weekly uptime window of a deployment. */
export type ScheduledUptime = Schemas['ScheduledUptime'];
/** Registry credentials, secret masked. */
export type RegistryCredential = Schemas['RegistryCredential'];
/** A model of the predefined catalog. */
export type PredefinedModel = Schemas['PredefinedModel'];
/** What a model does. */
export type InferenceTask = Schemas['InferenceTask'];
/** The serving runtime. */
export type InferenceBackend = Schemas['InferenceBackend'];
/** GPU models a deployment can ask for. */
export type GpuType = Schemas['GpuType'];

/** One entry of the audit log: who did what to which resource, when, from where, where in the tenancy. */
export type AuditEntry = Schemas['AuditEntry'];
/** A page of audit entries with the cursor of the next. */
export type AuditPage = Schemas['AuditPage'];
/** What an audit entry records being done. */
export type AuditAction = Schemas['AuditAction'];
/** What kind of resource an audit entry is about. */
export type AuditResourceKind = Schemas['AuditResourceKind'];
/** An organization's audit retention in days. */
export type AuditRetention = Schemas['AuditRetention'];
/** One result of the command palette's search. */
export type SearchHit = Schemas['SearchHit'];
/** What a search result is. */
export type SearchKind = Schemas['SearchKind'];
/** GPUs, CPU cores and GiB of memory: a quota, or a raise of one. */
export type ResourceAmounts = Schemas['ResourceAmounts'];
/** A tenant's quota, what it handed down and its headroom. */
export type TenantQuota = Schemas['TenantQuota'];
/** A request for more quota for a project, with its approval steps. */
export type QuotaRequest = Schemas['QuotaRequest'];
/** One approval step of a quota request. */
export type QuotaRequestStep = Schemas['QuotaRequestStep'];
/** Where a quota request stands. */
export type QuotaRequestStatus = Schemas['QuotaRequestStatus'];
/** Who decides a step: the branch's admins, the organization's, or super admins. */
export type QuotaApprover = Schemas['QuotaApprover'];
/** What a step of a quota request came to. */
export type QuotaStepOutcome = Schemas['QuotaStepOutcome'];
/** A page of quota requests. */
export type QuotaRequestPage = Schemas['QuotaRequestPage'];
/** GPUs, CPU cores and GiB of memory as measured or summed (fractions allowed). */
export type ResourceQuantities = Schemas['ResourceQuantities'];
/** A capacity board: a tier's quota, allocation, use and free room, per tenant below, and the capacity queue. */
export type CapacityBoard = Schemas['CapacityBoard'];
/** One row of a capacity board: a tenant one level down, or a workload of a project. */
export type CapacityRow = Schemas['CapacityRow'];
/** A workload waiting in the capacity queue: why, and its place. */
export type QueuedWorkload = Schemas['QueuedWorkload'];
/** Why a workload waits: its project's quota, or no node with room. */
export type QueueReason = Schemas['QueueReason'];
/** What holds resources: a project service, a notebook or a deployment. */
export type WorkloadKind = Schemas['WorkloadKind'];
/** The platform's price list. */
export type PriceList = Schemas['PriceList'];
/** Costs of a scope over a range, rolled up one level down. */
export type CostReport = Schemas['CostReport'];
/** One tenant's costs in a report. */
export type CostRow = Schemas['CostRow'];
/** One workload's costs in a report (a notebook, a deployment, a project service), under its project. */
export type CostWorkload = Schemas['CostWorkload'];
/** What kind of workload held the resources a cost is for. */
export type CostWorkloadKind = Schemas['CostWorkloadKind'];
/** A tier's monthly budget, spending, forecast and alerts. */
export type BudgetStatus = Schemas['BudgetStatus'];
