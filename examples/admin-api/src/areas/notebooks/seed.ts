import { and, eq } from 'drizzle-orm';
import type { DbTransaction } from '../../db/database';
import { ServiceId } from '../projects';
import { projectServices, serviceEvents } from '../projects/tables';
import { notebookImages, notebooks } from './tables';

/** The images the demo hub offers. */
export const seedImages = [
  {
    id: 'jupyter-datascience',
    name: 'Data science (Python 3.11)',
    description: 'pandas, scikit-learn, matplotlib',
    gpuCapable: false,
    position: 1,
  },
  {
    id: 'jupyter-pytorch-cuda',
    name: 'PyTorch 2.4 with CUDA 12',
    description: 'PyTorch, torchvision, CUDA 12.4',
    gpuCapable: true,
    position: 2,
  },
  {
    id: 'jupyter-tensorflow-cuda',
    name: 'TensorFlow 2.17 with CUDA 12',
    description: 'TensorFlow, Keras, CUDA 12.3',
    gpuCapable: true,
    position: 3,
  },
  {
    id: 'jupyter-minimal',
    name: 'Minimal (Python 3.11)',
    description: 'JupyterLab and pip only',
    gpuCapable: false,
    position: 4,
  },
];

/**
 * The demo project's notebook hub: a quota of 6 replicas, four instances in different states (one of
 * them the member's), and a short service history. Runs inside the seed transaction.
 * With the real hub (`local`) the member's running instance is seeded as starting, so the hub's loop starts its
 * server and it runs for real a few seconds after the API is up (a row seeded RUNNING would be a server the hub
 * does not run, found lost and STOPPED).
 */
export async function seedNotebooks(
  tx: DbTransaction,
  o: { projectId: number; adminId: number; memberId: number; now?: Date },
  local = process.env.ENGINES === 'local',
) {
  const now = o.now ?? new Date();
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  await tx.insert(notebookImages).values(seedImages).onConflictDoNothing();
  await tx
    .update(projectServices)
    .set({ quota: 6, used: 4 })
    .where(and(eq(projectServices.projectId, o.projectId), eq(projectServices.serviceId, ServiceId.NotebookHub)));
  const common = { projectId: o.projectId, size: 'SMALL' as const, storageGiB: 20, replicas: 1 };
  await tx.insert(notebooks).values([
    {
      ...common,
      ownerId: o.memberId,
      name: 'max-exploration',
      imageId: 'jupyter-datascience',
      idleTimeoutMinutes: 120,
      createdAt: ago(600),
      ...(local
        ? { status: 'PENDING' as const, nextAt: now, updatedAt: now }
        : {
            status: 'RUNNING' as const,
            lastActivityAt: ago(15),
            nextAt: new Date(ago(15).getTime() + 120 * 60_000),
            updatedAt: ago(60),
          }),
    },
    {
      ...common,
      ownerId: o.adminId,
      name: 'paula-training',
      imageId: 'jupyter-pytorch-cuda',
      size: 'LARGE',
      gpuCount: 1,
      storageGiB: 100,
      status: 'STOPPED',
      statusReason: 'Stopped by the idle culler after 60 minutes without activity.',
      idleTimeoutMinutes: 60,
      lastActivityAt: ago(1500),
      createdAt: ago(4000),
      updatedAt: ago(1440),
    },
    {
      ...common,
      ownerId: o.adminId,
      name: 'paula-gpu-check',
      imageId: 'jupyter-minimal',
      gpuCount: 1,
      status: 'FAILED',
      statusReason: 'Minimal (Python 3.11) has no CUDA libraries; choose a GPU image or no GPU.',
      createdAt: ago(300),
      updatedAt: ago(299),
    },
    {
      ...common,
      ownerId: o.adminId,
      name: 'paula-reports',
      imageId: 'jupyter-datascience',
      status: 'STOPPED',
      idleTimeoutMinutes: 30,
      lastActivityAt: ago(200),
      createdAt: ago(900),
      updatedAt: ago(170),
    },
  ]);
  await tx.insert(serviceEvents).values([
    {
      projectId: o.projectId,
      serviceId: ServiceId.NotebookHub,
      kind: 'ADDED',
      detail: 'Added with a quota of 4',
      actorId: o.adminId,
      at: ago(10_000),
    },
    {
      projectId: o.projectId,
      serviceId: ServiceId.NotebookHub,
      kind: 'QUOTA_CHANGED',
      detail: 'Quota 4 → 6',
      actorId: o.adminId,
      at: ago(5000),
    },
    {
      projectId: o.projectId,
      serviceId: ServiceId.NotebookHub,
      kind: 'REDEPLOYED',
      detail: 'Redeployed',
      actorId: o.adminId,
      at: ago(2000),
    },
  ]);
}
