import { type Formatter, formatterFor } from '../i18n/format';
import { notebooks as notebooksEn } from '../i18n/messages/en/notebooks';
import type { MessagesOf } from '../i18n/types';
import type { StatusTone } from '../status/StatusBadge';
import type { NotebookRow } from './types';

/** The English of the areas this module's texts come from. */
const en = { notebooks: notebooksEn };

type Status = NotebookRow['status'];

/** Badge tone of a notebook status. */
export function notebookTone(status: Status): StatusTone {
  if (status === 'RUNNING') return 'success';
  if (status === 'FAILED') return 'danger';
  if (status === 'STOPPED') return 'neutral';
  return 'info';
}

/** Readable notebook status. */
export function notebookStatusLabel(status: Status, messages: MessagesOf<'notebooks'> = en): string {
  return messages.notebooks.status[status];
}

/** Whether the instance can be started (stopped or failed) or stopped (pending or running). */
export function powerActionOf(status: Status): 'start' | 'stop' | null {
  if (status === 'STOPPED' || status === 'FAILED') return 'start';
  if (status === 'PENDING' || status === 'RUNNING') return 'stop';
  return null;
}

/** "2 CPU · 8 GiB · 1 GPU". */
export function notebookResources(
  n: Pick<NotebookRow, 'cpu' | 'memoryGiB' | 'gpuCount'>,
  messages: MessagesOf<'notebooks'> = en,
  format: Formatter = formatterFor(undefined),
): string {
  const t = messages.notebooks.resources;
  const parts = [t.cpu({ count: format.number(n.cpu) }), t.memory({ gib: format.number(n.memoryGiB) })];
  if (n.gpuCount > 0) parts.push(t.gpu({ count: format.number(n.gpuCount) }));
  return parts.join(' · ');
}
