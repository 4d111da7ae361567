import { DEFAULT_SERVICE_IDS, type ServiceIds } from '@console/core';
import { projects as projectsEn } from '../i18n/messages/en/projects';
import type { MessagesOf } from '../i18n/types';
import type { ServiceOption } from './types';

/** The English of the areas this module's texts come from. */
const en = { projects: projectsEn };

/**
 * The service catalogue offered when creating a project and as the project list filter. The admin API has no
 * catalogue call outside a project, so the names follow the fixed service ids the client is configured with.
 */
export function serviceCatalogue(
  ids: Readonly<ServiceIds> = DEFAULT_SERVICE_IDS,
  messages: MessagesOf<'projects'> = en,
): ServiceOption[] {
  const names: Record<keyof ServiceIds, string> = messages.projects.serviceNames;
  return (Object.keys(names) as (keyof ServiceIds)[]).map((key) => ({ id: ids[key], name: names[key] }));
}
