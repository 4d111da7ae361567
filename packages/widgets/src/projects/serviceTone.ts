import type { StatusTone } from '../status/StatusBadge';
import type { ProjectServiceRow } from './types';

/** Badge tone of a service status. */
export function serviceTone(status: ProjectServiceRow['status']): StatusTone {
  return status === 'READY' ? 'success' : status === 'FAILED' ? 'danger' : 'info';
}

/** Readable service status. */
export function serviceStatusLabel(status: ProjectServiceRow['status']): string {
  return status === 'READY' ? 'Ready' : status === 'FAILED' ? 'Failed' : 'Provisioning';
}
