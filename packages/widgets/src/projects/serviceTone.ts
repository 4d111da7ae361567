import { en, type WidgetMessages } from '../i18n/messages/en';
import type { StatusTone } from '../status/StatusBadge';
import type { ProjectServiceRow } from './types';

/** Badge tone of a service status. */
export function serviceTone(status: ProjectServiceRow['status']): StatusTone {
  return status === 'READY' ? 'success' : status === 'FAILED' ? 'danger' : 'info';
}

/** Readable service status. */
export function serviceStatusLabel(status: ProjectServiceRow['status'], messages: WidgetMessages = en): string {
  const labels = messages.projects.serviceStatus;
  return status === 'READY' ? labels.READY : status === 'FAILED' ? labels.FAILED : labels.PROVISIONING;
}
