import type { SelectedProject, SpaceProjectLike } from './selection';
import { resolveServiceIds, type ServiceIds } from './serviceIds';

/**
 * The selected-project record (spec section 3): registry, repository, storage and delivery flags from
 * the fixed service ids, the notebook-hub flag from the check call. The services list is dropped.
 */
export function projectFlags(
  project: Pick<SpaceProjectLike, 'id' | 'services'>,
  isHaveJupyterhub: boolean,
  serviceIds: Partial<ServiceIds> = {},
): SelectedProject {
  const ids = resolveServiceIds(serviceIds);
  const present = new Set((project.services ?? []).map((service) => service?.id));
  return {
    id: project.id,
    isHaveJupyterhub: isHaveJupyterhub === true,
    isHaveHarbor: present.has(ids.containerRegistry),
    isHaveGitlab: present.has(ids.sourceRepository),
    isHaveMinio: present.has(ids.objectStorage),
    isHaveArgoCD: present.has(ids.continuousDelivery),
  };
}
