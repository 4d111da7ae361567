import type { StatusTone } from '../status/StatusBadge';
import type { NotebookRow } from './types';

type Status = NotebookRow['status'];

/** Badge tone of a notebook status. */
export function notebookTone(status: Status): StatusTone {
  if (status === 'RUNNING') return 'success';
  if (status === 'FAILED') return 'danger';
  if (status === 'STOPPED') return 'neutral';
  return 'info';
}

/** Readable notebook status. */
export function notebookStatusLabel(status: Status): string {
  return { PENDING: 'Starting', RUNNING: 'Running', STOPPING: 'Stopping', STOPPED: 'Stopped', FAILED: 'Failed' }[
    status
  ];
}

/** Whether the instance can be started (stopped or failed) or stopped (pending or running). */
export function powerActionOf(status: Status): 'start' | 'stop' | null {
  if (status === 'STOPPED' || status === 'FAILED') return 'start';
  if (status === 'PENDING' || status === 'RUNNING') return 'stop';
  return null;
}

/** "2 CPU · 8 GiB · 1 GPU". */
export function notebookResources(n: Pick<NotebookRow, 'cpu' | 'memoryGiB' | 'gpuCount'>): string {
  const parts = [`${n.cpu} CPU`, `${n.memoryGiB} GiB`];
  if (n.gpuCount > 0) parts.push(`${n.gpuCount} GPU`);
  return parts.join(' · ');
}
