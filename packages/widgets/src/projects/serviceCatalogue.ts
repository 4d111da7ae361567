import { DEFAULT_SERVICE_IDS, type ServiceIds } from '@console/core';
import type { ServiceOption } from './types';

const names: Record<keyof ServiceIds, string> = {
  containerRegistry: 'Container registry',
  sourceRepository: 'Source repository',
  objectStorage: 'Object storage',
  continuousDelivery: 'Continuous delivery',
  notebookHub: 'Notebook hub',
  aiInferencing: 'AI inferencing',
};

/**
 * The service catalogue offered when creating a project and as the project list filter. The admin API has no
 * catalogue call outside a project, so the names follow the fixed service ids the client is configured with.
 */
export function serviceCatalogue(ids: Readonly<ServiceIds> = DEFAULT_SERVICE_IDS): ServiceOption[] {
  return (Object.keys(names) as (keyof ServiceIds)[]).map((key) => ({ id: ids[key], name: names[key] }));
}
