import { projects as projectsEn } from '../i18n/messages/en/projects';
import type { MessagesOf } from '../i18n/types';
import type { StatusTone } from '../status/StatusBadge';
import type { ProjectServiceRow } from './types';

/** The English of the areas this module's texts come from. */
const en = { projects: projectsEn };

/** Badge tone of a service status. */
export function serviceTone(status: ProjectServiceRow['status']): StatusTone {
  return status === 'READY' ? 'success' : status === 'FAILED' ? 'danger' : 'info';
}

/** Readable service status. */
export function serviceStatusLabel(status: ProjectServiceRow['status'], messages: MessagesOf<'projects'> = en): string {
  const labels = messages.projects.serviceStatus;
  return status === 'READY' ? labels.READY : status === 'FAILED' ? labels.FAILED : labels.PROVISIONING;
}
