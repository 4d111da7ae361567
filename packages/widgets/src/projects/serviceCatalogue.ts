import { DEFAULT_SERVICE_IDS, type ServiceIds } from '@console/core';
import { en, type WidgetMessages } from '../i18n/messages/en';
import type { ServiceOption } from './types';

/**
 * The service catalogue offered when creating a project and as the project list filter. The admin API has no
 * catalogue call outside a project, so the names follow the fixed service ids the client is configured with.
 */
export function serviceCatalogue(
  ids: Readonly<ServiceIds> = DEFAULT_SERVICE_IDS,
  messages: WidgetMessages = en,
): ServiceOption[] {
  const names: Record<keyof ServiceIds, string> = messages.projects.serviceNames;
  return (Object.keys(names) as (keyof ServiceIds)[]).map((key) => ({ id: ids[key], name: names[key] }));
}
