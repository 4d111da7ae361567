import type { ModuleId } from '@console/core';

/** How a page's breadcrumb finds its parent: a fixed page of the same module, or the page the user came from. */
export type CrumbParent = { path: string } | 'dynamic';

/** One child route of a module area (spec section 2). */
export interface PageDef {
  /** Path below the module, without a leading slash; `$id` marks the id parameter. */
  path: string;
  /** Page title: the browser title is `{product}-{title}`. */
  title: string;
  /** Listed in the module navigation (pages reached from another page are not). */
  nav: boolean;
  /** Breadcrumb parent; absent for top-level pages. */
  parent?: CrumbParent;
  /** Guarded by the Jupyter rule. */
  jupyter?: boolean;
}

/** One module area with its layout, entry check and children. */
export interface ModuleDef {
  id: ModuleId;
  /** Navigation heading. */
  label: string;
  /** Where the module's own root path leads (spec section 2 landing table). */
  home: string;
  pages: PageDef[];
}

const page = (path: string, title: string, nav: boolean, parent?: CrumbParent, jupyter?: boolean): PageDef => ({
  path,
  title,
  nav,
  ...(parent ? { parent } : {}),
  ...(jupyter ? { jupyter } : {}),
});
const under = (path: string) => ({ path });

const clusterAndSupport = [
  page('cluster-overview', 'Cluster Overview', true),
  page('notifications', 'Notifications', true),
  page('ticket-dashboard', 'Ticket Dashboard', true),
  page('sla', 'SLA List', true),
  page('sla/create', 'Create SLA', false, under('sla')),
  page('sla/update/$id', 'Update SLA', false, under('sla')),
];
/** Who changed what, and when: admins of a scope read its audit log (not in the project-member module). */
const auditLog = page('audit-log', 'Audit Log', true);
const tickets = [
  page('tickets', 'Tickets', true),
  page('ticket/create', 'Create Ticket', false, under('tickets')),
  page('ticket/detail/$id', 'Ticket Detail', false, under('tickets')),
];
const iam = [
  page('iam', 'IAM', true),
  page('invite-user', 'Invite User', false, under('iam')),
  page('user-detail/$id', 'User Detail', false, under('iam')),
];
const branchesAndProjects = [
  page('branches', 'Branches', true),
  page('branch/$id', 'Branch Information', false, under('branches')),
  page('branch/update/$id', 'Update Branch', false, 'dynamic'),
  page('projects', 'Projects', true),
  page('project/create', 'Create Project', false, under('projects')),
  page('project/update/$id', 'Update Project', false, 'dynamic'),
];

/** The five module areas of spec section 2, each listing exactly its child routes. */
export const modules: ModuleDef[] = [
  {
    id: 'super-admin',
    label: 'Super admin',
    home: '/super-admin/organizations',
    pages: [
      page('organizations', 'Organizations', true),
      page('organization/create', 'Create Organization', false, under('organizations')),
      page('organization/update/$id', 'Update Organization', false, 'dynamic'),
      page('branch/update/$id', 'Update Branch', false, 'dynamic'),
      page('project/update/$id', 'Update Project', false, 'dynamic'),
      ...clusterAndSupport,
      ...tickets,
      ...iam,
      auditLog,
    ],
  },
  {
    id: 'org-module',
    label: 'Organization',
    home: '/org-module/branches',
    pages: [
      page('organization/update/$id', 'Update Organization', false, 'dynamic'),
      ...branchesAndProjects,
      page('branch/create', 'Create Branch', false, under('branches')),
      ...clusterAndSupport,
      ...tickets,
      ...iam,
      auditLog,
    ],
  },
  {
    id: 'branch-module',
    label: 'Branch',
    home: '/branch-module/branches',
    pages: [...branchesAndProjects, ...clusterAndSupport, ...tickets, ...iam, auditLog],
  },
  {
    id: 'project-module',
    label: 'Project',
    home: '/project-module/project-panel?active=0',
    pages: [
      page('project-panel', 'Project Panel', true),
      page('triton-inference', 'Inferencing list', true),
      page('triton-inference/create', 'Custom Deployments', false, under('triton-inference')),
      page('triton-inference/$id', 'Deployment Details', false, under('triton-inference')),
      page('triton-inference/update/$id', 'Update Deployment', false, 'dynamic'),
      page('predefined-models', 'Predefined Models', true),
      page('jupyter-notebooks', 'Jupyter Notebooks', true, undefined, true),
      page('jupyter-notebook/create', 'Create Jupyter Notebook', false, under('jupyter-notebooks'), true),
      page('jupyter-notebook/update/$id', 'Update Jupyter Notebook', false, under('jupyter-notebooks'), true),
      page('invite-user', 'Invite User', false, under('project-panel')),
      page('user-detail/$id', 'User Detail', false, under('project-panel')),
      ...clusterAndSupport,
      ...tickets,
      auditLog,
    ],
  },
  {
    id: 'project-member-module',
    label: 'Project',
    home: '/project-member-module/project-panel?active=0',
    pages: [
      page('project-panel', 'Project Panel', true),
      // Deployments an admin granted the member CALL or MANAGE on (the list is filtered by the admin API).
      page('triton-inference', 'Inferencing list', true),
      page('triton-inference/$id', 'Deployment Details', false, under('triton-inference')),
      page('triton-inference/update/$id', 'Update Deployment', false, 'dynamic'),
      page('jupyter-notebooks', 'Jupyter Notebooks', true, undefined, true),
      page('notifications', 'Notifications', true),
      ...tickets,
    ],
  },
];

/** The module definition for an id. */
export function moduleById(id: ModuleId): ModuleDef {
  const found = modules.find((m) => m.id === id);
  if (!found) throw new Error(`Unknown module ${id}`);
  return found;
}

/** The page definition of a module child route. */
export function pageOf(module: ModuleId, path: string): PageDef {
  const found = moduleById(module).pages.find((p) => p.path === path);
  if (!found) throw new Error(`Module ${module} has no page ${path}`);
  return found;
}
