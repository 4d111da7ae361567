/**
 * Creating, changing and deleting projects (a new project's services commit with it and provision in
 * the background), and marking one a favorite.
 */
import { projectRoutes } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import { scopeBelow } from '../../access/access';
import type { RequestContext } from '../../env';
import { uniqueName } from '../../http/conflicts';
import { invalid, notFound } from '../../http/errors';
import { notice, resourceNotices } from '../../notify/messages';
import { resourceService } from '../../services/resourceService';
import { projectDetail } from './queries';
import { favorites, projectServices, projects } from './tables';

/** The project service: `create`, `update` and `delete`. */
export const projectService = resourceService(projectRoutes, {
  noun: 'Project',
  table: projects,
  label: projects.name,
  detail: ({ services, access }, id) => projectDetail(services.db, access, id),
  scopeOfNew: scopeBelow,
  unique: uniqueName('projects_branch_name', (name) => `A project named ${name} already exists in this branch`),
  notices: {
    ...resourceNotices('project'),
    created: (row, body) => notice('project.created', { ...row, provisioning: body.services?.length ?? 0 }),
  },
  create: {
    values: ({ services: wanted = [], ...body }, { scope }) => {
      if (scope.level !== 'branch') throw invalid({ branchId: 'Required' });
      const ids = wanted.map((s) => s.serviceId);
      if (new Set(ids).size !== ids.length) throw invalid({ services: 'Each service at most once' });
      return { ...body, organizationId: scope.organizationId };
    },
    // The services commit with the project, then provision in the background.
    inserted: async (tx, row, { services: wanted = [] }) => {
      if (wanted.length === 0) return;
      await tx
        .insert(projectServices)
        .values(wanted.map((s) => ({ projectId: row.id, serviceId: s.serviceId, quota: s.quota ?? 10 })));
    },
    created: async ({ scope }, { services: wanted = [] }, { services, access }) => {
      if (scope.level !== 'project') return;
      for (const s of wanted) await services.provisioner.schedule(scope.projectId, s.serviceId, access.userId);
    },
  },
});

/** Marks a project as one of the caller's favorites, or unmarks it; answers the project. */
export async function setFavorite(v: RequestContext, id: number, isFavorite: boolean) {
  const { db } = v.services;
  const userId = v.access.userId;
  if (isFavorite) await db.insert(favorites).values({ userId, projectId: id }).onConflictDoNothing();
  else await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.projectId, id)));
  const detail = await projectDetail(db, v.access, id);
  if (!detail) throw notFound('Project');
  return detail;
}
