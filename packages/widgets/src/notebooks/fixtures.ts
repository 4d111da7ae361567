import type { ServiceQuota } from '@console/core';
import type { NotebookChoices, NotebookRow } from './types';

/** The hub's choices as the reference server offers them. */
export const sampleChoices: NotebookChoices = {
  images: [
    {
      id: 'jupyter-datascience',
      name: 'Data science (Python 3.11)',
      description: 'pandas, scikit-learn',
      gpuCapable: false,
    },
    {
      id: 'jupyter-pytorch-cuda',
      name: 'PyTorch 2.4 with CUDA 12',
      description: 'PyTorch, CUDA 12.4',
      gpuCapable: true,
    },
  ],
  sizes: [
    { id: 'SMALL', name: 'Small', cpu: 1, memoryGiB: 4 },
    { id: 'MEDIUM', name: 'Medium', cpu: 2, memoryGiB: 8 },
    { id: 'LARGE', name: 'Large', cpu: 4, memoryGiB: 16 },
  ],
  gpuType: 'NVIDIA A100 40GB',
  maxGpu: 4,
  minStorageGiB: 5,
  maxStorageGiB: 500,
  maxIdleTimeoutMinutes: 1440,
  maxReplicas: 4,
};

/** One notebook; override what a story needs. */
export function sampleNotebook(overrides: Partial<NotebookRow> = {}): NotebookRow {
  return {
    id: 1,
    name: 'max-exploration',
    ownerName: 'Max Member',
    imageName: 'Data science (Python 3.11)',
    size: 'SMALL',
    cpu: 1,
    memoryGiB: 4,
    gpuCount: 0,
    storageGiB: 20,
    status: 'RUNNING',
    statusReason: null,
    url: 'https://hub.example.test/hub/1/1/lab',
    lastActivityAt: '2026-01-05T09:15:00Z',
    idleTimeoutMinutes: 120,
    replicas: 1,
    ...overrides,
  };
}

/** Notebooks in every state. */
export function sampleNotebooks(): NotebookRow[] {
  return [
    sampleNotebook(),
    sampleNotebook({
      id: 2,
      name: 'paula-training',
      ownerName: 'Paula Project',
      status: 'STOPPED',
      url: null,
      gpuCount: 1,
      cpu: 4,
      memoryGiB: 16,
      statusReason: 'Stopped by the idle culler after 60 minutes without activity.',
    }),
    sampleNotebook({
      id: 3,
      name: 'paula-gpu-check',
      ownerName: 'Paula Project',
      status: 'FAILED',
      url: null,
      gpuCount: 1,
      statusReason: 'Minimal (Python 3.11) has no CUDA libraries; choose a GPU image or no GPU.',
    }),
    sampleNotebook({
      id: 4,
      name: 'paula-eda',
      ownerName: 'Paula Project',
      status: 'PENDING',
      url: null,
      lastActivityAt: null,
    }),
    sampleNotebook({
      id: 5,
      name: 'paula-reports',
      ownerName: 'Paula Project',
      status: 'STOPPING',
      url: null,
      replicas: 2,
      cpu: 2,
      memoryGiB: 8,
    }),
  ];
}

/** The notebook hub's detail with a short history. */
export function sampleServiceQuota(overrides: Partial<ServiceQuota> = {}): ServiceQuota {
  return {
    serviceId: 5,
    name: 'Notebook hub',
    status: 'READY',
    quota: 6,
    used: 4,
    unit: 'notebook replicas',
    history: [
      { id: 3, kind: 'REDEPLOYED', detail: 'Redeployed', actorName: 'Paula Project', at: '2026-01-04T10:00:00Z' },
      { id: 2, kind: 'QUOTA_CHANGED', detail: 'Quota 4 → 6', actorName: 'Paula Project', at: '2026-01-03T10:00:00Z' },
      { id: 1, kind: 'ADDED', detail: 'Added with a quota of 4', actorName: 'Ben Branch', at: '2026-01-01T10:00:00Z' },
    ],
    ...overrides,
  };
}
