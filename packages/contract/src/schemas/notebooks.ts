import { z } from '@hono/zod-openapi';
import { pageOf } from './common';

/**
 * Where a notebook instance is in its life: PENDING while the hub starts it, RUNNING once it answers,
 * STOPPING while it shuts down (asked for, or culled for idleness), STOPPED, FAILED with a reason.
 */
export const notebookStatusValues = ['PENDING', 'RUNNING', 'STOPPING', 'STOPPED', 'FAILED'] as const;
export const NotebookStatus = z.enum(notebookStatusValues).openapi('NotebookStatus');

/** A container size: CPU cores and memory go together, as the hub's profiles offer them. */
export const notebookSizeValues = ['SMALL', 'MEDIUM', 'LARGE', 'XLARGE'] as const;
export const NotebookSize = z.enum(notebookSizeValues).openapi('NotebookSize');

/** A notebook image the hub offers. */
export const NotebookImage = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    /** Whether the image carries the CUDA libraries a GPU needs. */
    gpuCapable: z.boolean(),
  })
  .openapi('NotebookImage');

/** A size profile with what it gives. */
export const NotebookSizeOption = z
  .object({ id: NotebookSize, name: z.string(), cpu: z.number(), memoryGiB: z.number().int() })
  .openapi('NotebookSizeOption');

/** The limits and choices a create or update form offers. */
export const NotebookOptions = z
  .object({
    images: z.array(NotebookImage),
    sizes: z.array(NotebookSizeOption),
    gpuType: z.string(),
    maxGpu: z.number().int(),
    minStorageGiB: z.number().int(),
    maxStorageGiB: z.number().int(),
    maxIdleTimeoutMinutes: z.number().int(),
    maxReplicas: z.number().int(),
  })
  .openapi('NotebookOptions');

/** A notebook instance of a project, as its owner or a project admin sees it. */
export const Notebook = z
  .object({
    id: z.number().int(),
    projectId: z.number().int(),
    name: z.string(),
    ownerId: z.number().int(),
    ownerName: z.string(),
    imageId: z.string(),
    imageName: z.string(),
    size: NotebookSize,
    cpu: z.number(),
    memoryGiB: z.number().int(),
    gpuCount: z.number().int(),
    storageGiB: z.number().int(),
    status: NotebookStatus,
    /** Why it failed or was stopped by the hub; null otherwise. */
    statusReason: z.string().nullable(),
    /** Where the running notebook opens; null unless RUNNING. */
    url: z.string().nullable(),
    lastActivityAt: z.string().nullable(),
    /** Minutes without activity after which the hub stops it; 0 never. */
    idleTimeoutMinutes: z.number().int(),
    replicas: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Notebook');

/** A one-time address that takes a running notebook's owner into their server, signed in. */
export const NotebookAccess = z
  .object({
    /** Navigate here once; it stops working at `expiresAt` or after its first use. */
    url: z.string(),
    expiresAt: z.string(),
  })
  .openapi('NotebookAccess');

/** One of the notebook hub's own progress events while a server starts. */
export const NotebookProgressEvent = z
  .object({
    /** Percent done, 0-100, as the hub reports it. */
    progress: z.number(),
    message: z.string(),
  })
  .openapi('NotebookProgressEvent');

/** The hub's progress events of a start so far, oldest first (empty when none is under way). */
export const NotebookProgress = z.object({ events: z.array(NotebookProgressEvent) }).openapi('NotebookProgress');

/** A page of notebook instances. */
export const NotebookPage = pageOf(Notebook, 'NotebookPage');

/** What can happen to a project's service. */
export const serviceEventKindValues = ['ADDED', 'REDEPLOYED', 'QUOTA_CHANGED'] as const;

/** What happened to a project's service, newest first in its detail. */
export const ServiceEvent = z
  .object({
    id: z.number().int(),
    kind: z.enum(serviceEventKindValues),
    detail: z.string(),
    actorName: z.string().nullable(),
    at: z.string(),
  })
  .openapi('ServiceEvent');

/** One service of a project: its quota against its use, and its history. */
export const ServiceQuota = z
  .object({
    serviceId: z.number().int(),
    name: z.string(),
    status: z.enum(['PROVISIONING', 'READY', 'FAILED']),
    quota: z.number().int(),
    used: z.number().int(),
    /** What the quota counts, in words: "notebook replicas". */
    unit: z.string(),
    history: z.array(ServiceEvent),
  })
  .openapi('ServiceQuota');
