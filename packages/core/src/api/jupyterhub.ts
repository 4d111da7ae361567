import type { ApiFetch } from '../http/apiFetch';
import { callsOf } from './callsOf';
import type { components } from './schema.gen';
import type { BodyOf, QueryOf, ResultOf } from './types';

type Schemas = components['schemas'];

/** A notebook instance of a project, as its owner or a project admin sees it. */
export type Notebook = Schemas['Notebook'];
/** Where a notebook instance is in its life. */
export type NotebookStatus = Schemas['NotebookStatus'];
/** A size profile name of the notebook hub. */
export type NotebookSize = Schemas['NotebookSize'];
/** An image the notebook hub offers. */
export type NotebookImage = Schemas['NotebookImage'];
/** The images, sizes and limits a notebook form offers. */
export type NotebookOptions = Schemas['NotebookOptions'];
/** A page of notebook instances. */
export type NotebookPage = Schemas['NotebookPage'];
/** What a notebook list asks for: paging, search, sorting and a status filter. */
export type NotebookListQuery = QueryOf<'jupyterhub.list'>;
/** The fields of a new notebook instance. */
export type NotebookCreate = BodyOf<'jupyterhub.create'>;
/** The fields of a notebook instance that change. */
export type NotebookUpdate = BodyOf<'jupyterhub.update'>;
/** The replicas of one notebook instance. */
export type NotebookScale = BodyOf<'jupyterhub.scale'>;
/** A one-time address into a running notebook for its owner, signed in to the hub. */
export type NotebookAccess = Schemas['NotebookAccess'];
/** The notebook hub's own progress events of a start so far. */
export type NotebookProgress = Schemas['NotebookProgress'];
/** One of the notebook hub's progress events. */
export type NotebookProgressEvent = Schemas['NotebookProgressEvent'];
/** One service of a project: quota against use, with its history. */
export type ServiceQuota = Schemas['ServiceQuota'];
/** Something that happened to a project's service. */
export type ServiceEvent = Schemas['ServiceEvent'];

/**
 * Notebook hub calls (spec section 7, under `/workspace/project/{id}/ai/jupyterhub`). Project admins
 * see and manage every instance of their project; a member sees and controls their own.
 */
export interface JupyterhubCalls {
  /** Whether the project has the notebook hub. */
  check(projectId: number): Promise<ResultOf<'jupyterhub.check'>>;
  /** Images, sizes and limits the project's hub offers. */
  options(projectId: number): Promise<ResultOf<'jupyterhub.options'>>;
  /** Notebook instances the caller may see: paging, search, sorting (ID descending by default), status. */
  list(projectId: number, query?: NotebookListQuery): Promise<ResultOf<'jupyterhub.list'>>;
  /** Every instance of the list with the same search, status and sort, as a CSV file (streamed). */
  export(projectId: number, query?: QueryOf<'jupyterhub.export'>): Promise<Blob>;
  /** Starts a new notebook instance owned by the caller; refused (409) past the notebook hub quota. */
  create(projectId: number, body: NotebookCreate): Promise<ResultOf<'jupyterhub.create'>>;
  /** Sets the replicas of an instance (project admins); refused (409) past the quota. */
  scale(projectId: number, body: NotebookScale): Promise<ResultOf<'jupyterhub.scale'>>;
  /** One notebook instance. */
  get(projectId: number, instanceId: number): Promise<ResultOf<'jupyterhub.get'>>;
  /** Changes a notebook instance; a running one restarts when image, size or GPU change. */
  update(projectId: number, instanceId: number, body: NotebookUpdate): Promise<ResultOf<'jupyterhub.update'>>;
  /** Deletes a notebook instance and its storage. */
  remove(projectId: number, instanceId: number): Promise<ResultOf<'jupyterhub.delete'>>;
  /** Starts a stopped or failed instance. */
  start(projectId: number, instanceId: number): Promise<ResultOf<'jupyterhub.start'>>;
  /** Stops a pending or running instance. */
  stop(projectId: number, instanceId: number): Promise<ResultOf<'jupyterhub.stop'>>;
  /**
   * A one-time address into a running instance, for its owner only: navigating there signs them in to the hub
   * and lands on their server, with no credential left in the address. Navigate at once: it expires in a minute.
   */
  open(projectId: number, instanceId: number): Promise<ResultOf<'jupyterhub.open'>>;
  /** The hub's own progress events of the instance's start so far (oldest first). */
  progress(projectId: number, instanceId: number): Promise<ResultOf<'jupyterhub.progress'>>;
}

/**
 * Notebook hub calls (spec section 7, under `/workspace/project/{id}/ai/jupyterhub`). Project admins
 * see and manage every instance of their project; a member sees and controls their own.
 */
export const createJupyterhubCalls = (fetch: ApiFetch) =>
  callsOf<JupyterhubCalls>(fetch, {
    check: '/workspace/project/{id}/ai/Jupyterhub/check',
    options: '/workspace/project/{id}/ai/jupyterhub/options',
    list: '/workspace/project/{id}/ai/jupyterhub L',
    export: '/workspace/project/{id}/ai/jupyterhub/export E',
    create: 'POST /workspace/project/{id}/ai/jupyterhub B',
    scale: 'PUT /workspace/project/{id}/ai/jupyterhub B',
    get: '/workspace/project/{id}/ai/jupyterhub/{instanceId}',
    update: 'PUT /workspace/project/{id}/ai/jupyterhub/{instanceId} B',
    remove: 'DELETE /workspace/project/{id}/ai/jupyterhub/{instanceId}',
    start: 'POST /workspace/project/{id}/ai/jupyterhub/{instanceId}/start',
    stop: 'POST /workspace/project/{id}/ai/jupyterhub/{instanceId}/stop',
    open: 'POST /workspace/project/{id}/ai/jupyterhub/{instanceId}/open',
    progress: '/workspace/project/{id}/ai/jupyterhub/{instanceId}/progress',
  });
