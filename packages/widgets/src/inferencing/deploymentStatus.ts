import type { DeploymentStatus } from '@console/core';
import type { StatusTone } from '../status/StatusBadge';

/** How a deployment status reads and looks. */
export const deploymentStatus: Record<DeploymentStatus, { label: string; tone: StatusTone }> = {
  DEPLOYING: { label: 'Deploying', tone: 'info' },
  RUNNING: { label: 'Running', tone: 'success' },
  PAUSED: { label: 'Paused', tone: 'warning' },
  FAILED: { label: 'Failed', tone: 'danger' },
  STOPPED: { label: 'Stopped', tone: 'neutral' },
};

/** Whether a deployment is still moving by itself (a list showing it should keep refreshing). */
export const isSettling = (status: DeploymentStatus) => status === 'DEPLOYING';

/** Task names as operators read them. */
export const taskLabel: Record<string, string> = {
  'text-generation': 'Text generation',
  embedding: 'Embeddings',
  'image-classification': 'Vision',
  'speech-recognition': 'Speech',
};

/** GPU model names as vendors write them. */
export const gpuLabel = (gpu: string | null, count: number) =>
  gpu === null || count === 0 ? 'CPU only' : `${count} × ${gpu.replace('NVIDIA_', 'NVIDIA ')}`;
