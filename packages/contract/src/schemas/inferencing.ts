import { z } from '@hono/zod-openapi';
import { QueueReason } from './capacity';
import { descriptionField, idField, nameField, pageOf, WeekDay } from './common';

/** What a served model does; it fixes the tensors its KServe v2 endpoint takes and returns. */
export const inferenceTaskValues = [
  'text-generation',
  'embedding',
  'image-classification',
  'speech-recognition',
  'text-classification',
  'tabular-classification',
] as const;
export const InferenceTask = z.enum(inferenceTaskValues).openapi('InferenceTask');

/** The serving runtime a deployment runs on. */
export const inferenceBackendValues = ['TRITON', 'VLLM', 'PYTHON'] as const;
export const InferenceBackend = z.enum(inferenceBackendValues).openapi('InferenceBackend');

/** The framework a predefined model's weights are in. */
export const modelFrameworkValues = ['ONNX', 'TENSORRT', 'PYTORCH', 'PYTHON', 'VLLM'] as const;
export const ModelFramework = z.enum(modelFrameworkValues).openapi('ModelFramework');

/** GPU models a deployment can ask for. */
export const gpuTypeValues = ['NVIDIA_T4', 'NVIDIA_L4', 'NVIDIA_A10G', 'NVIDIA_A100', 'NVIDIA_H100'] as const;
export const GpuType = z.enum(gpuTypeValues).openapi('GpuType');

/** Where a deployment's model comes from: the catalog, or a custom image and model path. */
export const deploymentSourceTypeValues = ['PREDEFINED', 'CUSTOM'] as const;
export const DeploymentSourceType = z.enum(deploymentSourceTypeValues).openapi('DeploymentSourceType');

/**
 * Lifecycle of a deployment: DEPLOYING moves to RUNNING (or FAILED) by itself; pause and resume toggle
 * it. A deployment left paused by hand for a week is STOPPED: its replicas and GPUs are released, and
 * resuming it rolls it out again (DEPLOYING) instead of answering at once. One whose replicas its project's
 * quota or the cluster's nodes cannot take now (created, resumed, scaled up or its uptime window opening) is
 * QUEUED in the capacity queue, holding nothing, with the reason; it rolls out (DEPLOYING) when room appears.
 */
export const deploymentStatusValues = ['DEPLOYING', 'RUNNING', 'PAUSED', 'FAILED', 'STOPPED', 'QUEUED'] as const;
export const DeploymentStatus = z.enum(deploymentStatusValues).openapi('DeploymentStatus');

/** Resources a deployment runs with. */
export const DeploymentResources = z
  .object({
    replicasMin: z.number().int(),
    replicasMax: z.number().int(),
    gpuType: GpuType.nullable(),
    gpuCount: z.number().int(),
  })
  .openapi('DeploymentResources');

/** A model of the predefined catalog, ready to deploy. */
export const PredefinedModel = z
  .object({
    id: z.number().int(),
    name: z.string(),
    task: InferenceTask,
    framework: ModelFramework,
    backend: InferenceBackend,
    /** Weights size in megabytes. */
    sizeMb: z.number().int(),
    /** Newest first. */
    versions: z.array(z.string()),
    description: z.string(),
    defaultResources: DeploymentResources,
    /**
     * Why the platform cannot serve this model (hardware it lacks, weights it does not have), as a deployment of
     * it would fail with; null when it can. Simulated serving runs everything.
     */
    unavailableReason: z.string().nullable(),
  })
  .openapi('PredefinedModel');
export const PredefinedModelPage = pageOf(PredefinedModel, 'PredefinedModelPage');

/** The serving configuration of a deployment: what one version fixes. */
export const DeploymentConfig = z
  .object({
    sourceType: DeploymentSourceType,
    predefinedModelId: z.number().int().nullable(),
    modelVersion: z.string().nullable(),
    image: z.string().nullable(),
    modelPath: z.string().nullable(),
    task: InferenceTask,
    backend: InferenceBackend,
    replicasMin: z.number().int(),
    replicasMax: z.number().int(),
    gpuType: GpuType.nullable(),
    gpuCount: z.number().int(),
  })
  .openapi('DeploymentConfig');

/**
 * What the caller may do with a deployment: `ADMIN` (an admin of its project or wider) everything;
 * `MANAGE` run it (change, pause, resume, activate versions, schedule) and see all its keys; `CALL`
 * read it and create or revoke their own keys.
 */
export const deploymentCallerAccessValues = ['ADMIN', 'MANAGE', 'CALL'] as const;
export const DeploymentCallerAccess = z.enum(deploymentCallerAccessValues).openapi('DeploymentCallerAccess');

/** An inference deployment as listed and shown, with its active configuration and usage. */
export const Deployment = DeploymentConfig.extend({
  id: z.number().int(),
  projectId: z.number().int(),
  name: z.string(),
  description: z.string(),
  status: DeploymentStatus,
  /** Why it failed, what paused it, or why it waits in the capacity queue; null when nothing needs saying. */
  statusReason: z.string().nullable(),
  /** Why a QUEUED deployment waits: its project's quota or no node with room; null unless QUEUED. */
  queueReason: z.union([QueueReason, z.null()]),
  predefinedModelName: z.string().nullable(),
  /** The name the KServe v2 endpoint serves the model under. */
  modelName: z.string(),
  /** Base of the KServe v2 model endpoint: `{endpointUrl}/infer`, `{endpointUrl}/ready`. */
  endpointUrl: z.string(),
  activeVersion: z.number().int(),
  requestCount: z.number().int(),
  meanLatencyMs: z.number().nullable(),
  lastRequestAt: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  callerAccess: DeploymentCallerAccess,
}).openapi('Deployment');
export const DeploymentPage = pageOf(Deployment, 'DeploymentPage');

const replicas = z.number().int().min(0).max(20);
const configFields = {
  sourceType: DeploymentSourceType,
  predefinedModelId: idField.nullable().optional(),
  modelVersion: z.string().trim().min(1).max(64).nullable().optional(),
  image: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9]([a-z0-9._\-/:@]*[a-z0-9])?$/,
      'Must be an image reference such as registry.example.com/team/model:1.0',
    )
    .max(255)
    .nullable()
    .optional(),
  modelPath: z.string().trim().min(1).max(512).nullable().optional(),
  task: InferenceTask.optional(),
  backend: InferenceBackend.optional(),
  replicasMin: replicas.optional(),
  replicasMax: replicas.min(1).optional(),
  gpuType: GpuType.nullable().optional(),
  gpuCount: z.number().int().min(0).max(8).optional(),
};

/**
 * A new deployment. A predefined source needs `predefinedModelId` (its newest version, task, backend
 * and resources are the defaults); a custom one needs `image`, `modelPath` and `task`.
 */
export const DeploymentCreate = z
  .strictObject({ name: nameField, description: descriptionField.optional(), ...configFields })
  .openapi('DeploymentCreate');

/** A change of a deployment; a change of its serving configuration makes a new version. */
export const DeploymentUpdate = z
  .strictObject({
    name: nameField.optional(),
    description: descriptionField.optional(),
    ...configFields,
    sourceType: DeploymentSourceType.optional(),
  })
  .openapi('DeploymentUpdate');

/** One version of a deployment's serving configuration. */
export const DeploymentVersion = z
  .object({
    id: z.number().int(),
    number: z.number().int(),
    /** `v1`, `v2` ... */
    name: z.string(),
    active: z.boolean(),
    config: DeploymentConfig,
    createdBy: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('DeploymentVersion');

/** An API key of a deployment; the secret is never listed. */
export const DeploymentKey = z
  .object({
    keyId: z.number().int(),
    name: z.string(),
    /** The first characters of the secret, to tell keys apart. */
    prefix: z.string(),
    createdBy: z.string().nullable(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
    /** When a short-lived key stops working (null: a key that lasts until revoked). */
    expiresAt: z.string().nullable().optional(),
  })
  .openapi('DeploymentKey');

/** A key just created: the only answer that carries its secret. */
export const CreatedDeploymentKey = DeploymentKey.extend({ secret: z.string() }).openapi('CreatedDeploymentKey');

/** A new key; `expiresInMinutes` makes a short-lived one (a playground session's) that stops working by itself. */
export const DeploymentKeyCreate = z
  .strictObject({ name: nameField, expiresInMinutes: z.number().int().min(5).max(1440).optional() })
  .openapi('DeploymentKeyCreate');

/** What happened to a deployment. */
export const timelineActionValues = [
  'CREATED',
  'UPDATED',
  'RUNNING',
  'FAILED',
  /** A replica that crashed was restarted (with backoff); the detail says which and how it ended. */
  'REPLICA_RESTARTED',
  'PAUSED',
  'RESUMED',
  'VERSION_ACTIVATED',
  'KEY_CREATED',
  'KEY_REVOKED',
  'PERMISSIONS_CHANGED',
  'SCHEDULE_CHANGED',
  'SCHEDULE_PAUSED',
  'SCHEDULE_RESUMED',
  'STOPPED',
  /** It joined the capacity queue: the detail says why (quota or nodes) with the amounts. */
  'QUEUED',
  /** Room appeared: it left the capacity queue and rolls out. */
  'ADMITTED',
] as const;
export const TimelineAction = z.enum(timelineActionValues).openapi('TimelineAction');

/** One entry of a deployment's timeline: who did what, when (`actor` null: the platform itself). */
export const TimelineEvent = z
  .object({
    id: z.number().int(),
    at: z.string(),
    actor: z.string().nullable(),
    action: TimelineAction,
    detail: z.string(),
  })
  .openapi('TimelineEvent');

/** What a project user may do with a deployment. */
export const deploymentAccessValues = ['CALL', 'MANAGE'] as const;
export const DeploymentAccess = z.enum(deploymentAccessValues).openapi('DeploymentAccess');

/** A project user's permission on a deployment. */
export const DeploymentPermission = z
  .object({ userId: z.number().int(), name: z.string(), email: z.string(), access: DeploymentAccess })
  .openapi('DeploymentPermission');

/** The whole permission list of a deployment (replaces the previous one). */
export const DeploymentPermissionsSet = z
  .strictObject({
    entries: z.array(z.strictObject({ userId: idField, access: DeploymentAccess })).max(500),
  })
  .openapi('DeploymentPermissionsSet');

/**
 * A weekly window during which a deployment runs; outside every window of its deployment the server
 * pauses it, and resumes it when one opens. `end` before `start` runs overnight; `24:00` is midnight.
 */
export const ScheduledUptime = z
  .object({
    id: z.number().int(),
    deploymentId: z.number().int(),
    weekDays: z.array(WeekDay),
    start: z.string(),
    end: z.string(),
    timeZone: z.string(),
    createdAt: z.string(),
  })
  .openapi('ScheduledUptime');

const windowFields = {
  weekDays: z.array(WeekDay).max(7),
  start: z.string().max(5),
  end: z.string().max(5),
  timeZone: z.string().min(1).max(64),
};

/** A new window; days, times and zone are checked together with the deployment's other windows. */
export const ScheduledUptimeCreate = z
  .strictObject({ deploymentId: idField, ...windowFields })
  .openapi('ScheduledUptimeCreate');

/** A changed window. */
export const ScheduledUptimeUpdate = z.strictObject(windowFields).openapi('ScheduledUptimeUpdate');

/** Registry credentials as answered: the secret is never returned in full. */
export const RegistryCredential = z
  .object({
    id: z.number().int(),
    /** The registry host, such as `registry.example.com`. */
    source: z.string(),
    username: z.string(),
    /** The secret's last four characters behind a mask: `••••3f9a`. */
    secretHint: z.string(),
    updatedAt: z.string(),
  })
  .openapi('RegistryCredential');

/** Credentials for pulling custom images from a registry; saving again for the same source replaces them. */
export const RegistryCredentialSave = z
  .strictObject({
    source: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9.-]+(:\d{1,5})?$/, 'Must be a registry host such as registry.example.com')
      .max(253),
    username: z.string().trim().min(1).max(120),
    secret: z.string().min(4).max(4096),
  })
  .openapi('RegistryCredentialSave');
