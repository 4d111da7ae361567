import type { Notebook, NotebookOptions } from '@console/core';

/** A notebook instance as the notebook widgets show it; core's `Notebook` fits. */
export type NotebookRow = Pick<
  Notebook,
  | 'id'
  | 'name'
  | 'ownerName'
  | 'imageName'
  | 'size'
  | 'cpu'
  | 'memoryGiB'
  | 'gpuCount'
  | 'storageGiB'
  | 'status'
  | 'statusReason'
  | 'url'
  | 'lastActivityAt'
  | 'idleTimeoutMinutes'
  | 'replicas'
>;

/** The choices a notebook form offers; core's `NotebookOptions` fits. */
export type NotebookChoices = NotebookOptions;
