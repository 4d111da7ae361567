import type { DeploymentStatus } from '@console/core';
import { inferencing as inferencingEn } from '../i18n/messages/en/inferencing';
import type { MessagesOf } from '../i18n/types';
import type { StatusTone } from '../status/StatusBadge';

/** The English of the areas this module's texts come from. */
const en = { inferencing: inferencingEn };

const TONE: Record<DeploymentStatus, StatusTone> = {
  DEPLOYING: 'info',
  RUNNING: 'success',
  PAUSED: 'warning',
  FAILED: 'danger',
  STOPPED: 'neutral',
  QUEUED: 'warning',
};

/** How a deployment status reads (in English; widgets read `messages.inferencing.status`) and looks. */
export const deploymentStatus = Object.fromEntries(
  Object.entries(TONE).map(([status, tone]) => [
    status,
    { label: en.inferencing.status[status as DeploymentStatus], tone },
  ]),
) as Record<DeploymentStatus, { label: string; tone: StatusTone }>;

/**
 * Whether a deployment is still moving by itself (a list showing it should keep refreshing): rolling out, or waiting
 * in the capacity queue for room.
 */
export const isSettling = (status: DeploymentStatus) => status === 'DEPLOYING' || status === 'QUEUED';

/** A task name as operators read it; a task the catalogue does not know reads as its id. */
export const taskLabel = (task: string, messages: MessagesOf<'inferencing'> = en) =>
  messages.inferencing.tasks[task] ?? task;

/** The task ids the form offers, in the catalogue's order. */
export const TASKS = Object.keys(en.inferencing.tasks);

/** GPUs as vendors write them, e.g. "2 × NVIDIA A100", or "CPU only". */
export const gpuLabel = (
  gpu: string | null,
  count: number,
  messages: MessagesOf<'inferencing'> = en,
  number: (n: number) => string = String,
) =>
  gpu === null || count === 0
    ? messages.inferencing.cpuOnly
    : messages.inferencing.gpus({ count: number(count), gpu: gpuName(gpu) });

/** A GPU model name as vendors write it, e.g. "NVIDIA A100". */
export const gpuName = (gpu: string) => gpu.replace('NVIDIA_', 'NVIDIA ');
