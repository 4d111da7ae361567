import type {
  Deployment,
  DeploymentKey,
  DeploymentStatus,
  DeploymentVersion,
  PredefinedModel,
  ScheduledUptime,
  TimelineEvent,
} from '@console/core';

const STATUSES: DeploymentStatus[] = ['RUNNING', 'DEPLOYING', 'PAUSED', 'FAILED'];

/** A deployment as the reference API answers it. */
export function sampleDeployment(id = 1, overrides: Partial<Deployment> = {}): Deployment {
  const status = STATUSES[(id - 1) % STATUSES.length] as DeploymentStatus;
  return {
    id,
    projectId: 3,
    name: `model-${id}`,
    description: '',
    status,
    statusReason: status === 'FAILED' ? 'Image pull failed: no registry credentials for registry.acme.example' : null,
    queueReason: null,
    sourceType: 'PREDEFINED',
    predefinedModelId: 1,
    predefinedModelName: 'Phi-3 Mini',
    modelVersion: '4k-instruct-int4',
    image: null,
    modelPath: null,
    task: 'text-generation',
    backend: 'TRITON',
    replicasMin: 1,
    replicasMax: 3,
    gpuType: id % 2 ? 'NVIDIA_L4' : null,
    gpuCount: id % 2 ? 1 : 0,
    modelName: `model-${id}`,
    endpointUrl: `http://localhost:8080/inference/${id}/v2/models/model-${id}`,
    activeVersion: 2,
    requestCount: id * 37,
    meanLatencyMs: 12.5,
    lastRequestAt: '2026-01-05T09:30:00.000Z',
    createdBy: 'Paula Project',
    createdAt: '2026-01-05T09:00:00.000Z',
    updatedAt: '2026-01-05T09:00:00.000Z',
    callerAccess: 'ADMIN',
    ...overrides,
  };
}

/** A deployment waiting in the capacity queue for its project's quota, with the reason in words. */
export const queuedDeployment = (id = 5) =>
  sampleDeployment(id, {
    status: 'QUEUED',
    queueReason: 'QUOTA',
    gpuType: 'NVIDIA_L4',
    gpuCount: 2,
    statusReason:
      'Waiting for quota: Vision Lab may hold 4 GPUs, its workloads hold 4 GPUs and this one needs 2 GPUs. It starts when the project holds less or its quota is raised.',
  });

/** `count` deployments in rotating states. */
export const sampleDeployments = (count: number) => Array.from({ length: count }, (_, i) => sampleDeployment(i + 1));

/** A catalog model. */
export function sampleModel(id = 1, overrides: Partial<PredefinedModel> = {}): PredefinedModel {
  return {
    id,
    name: id === 1 ? 'Phi-3 Mini' : `Model ${id}`,
    task: 'text-generation',
    framework: 'ONNX',
    backend: 'TRITON',
    sizeMb: 2390,
    versions: ['4k-instruct-int4', '4k-instruct'],
    description: 'Small language model for summaries; runs on CPU.',
    defaultResources: { replicasMin: 1, replicasMax: 3, gpuType: null, gpuCount: 0 },
    unavailableReason: null,
    ...overrides,
  };
}
export const sampleModels = (count: number) => Array.from({ length: count }, (_, i) => sampleModel(i + 1));

const config = sampleDeployment(1);
/** Two versions, the newer active. */
export const sampleVersions: DeploymentVersion[] = [2, 1].map((n) => ({
  id: n,
  number: n,
  name: `v${n}`,
  active: n === 2,
  config: {
    sourceType: config.sourceType,
    predefinedModelId: config.predefinedModelId,
    modelVersion: config.modelVersion,
    image: null,
    modelPath: null,
    task: config.task,
    backend: config.backend,
    replicasMin: 1,
    replicasMax: n === 2 ? 5 : 3,
    gpuType: null,
    gpuCount: 0,
  },
  createdBy: 'Paula Project',
  createdAt: `2026-01-0${n + 4}T09:00:00.000Z`,
}));

export const sampleKeys: DeploymentKey[] = [
  {
    keyId: 1,
    name: 'chat-frontend',
    prefix: 'sk-Ab3dE',
    createdBy: 'Paula Project',
    createdAt: '2026-01-05T09:00:00.000Z',
    lastUsedAt: null,
  },
];

export const sampleEvents: TimelineEvent[] = [
  {
    id: 3,
    at: '2026-01-05T10:00:00.000Z',
    actor: null,
    action: 'SCHEDULE_RESUMED',
    detail: 'Resumed: an uptime window opened',
  },
  { id: 2, at: '2026-01-05T09:00:05.000Z', actor: null, action: 'RUNNING', detail: 'Version 1 is running' },
  {
    id: 1,
    at: '2026-01-05T09:00:00.000Z',
    actor: 'Paula Project',
    action: 'CREATED',
    detail: 'Deployed model-1 (version 1)',
  },
];

export const sampleWindows: ScheduledUptime[] = [
  {
    id: 1,
    deploymentId: 1,
    weekDays: ['MON', 'TUE', 'WED', 'THU', 'FRI'],
    start: '08:00',
    end: '18:00',
    timeZone: 'Europe/Berlin',
    createdAt: '2026-01-05T09:00:00.000Z',
  },
];
