import type { ModuleId } from '@console/core';
import type { PageTitle } from './i18n/en';

/** How a page's breadcrumb finds its parent: a fixed page of the same module, or the page the user came from. */
export type CrumbParent = { path: string } | 'dynamic';

/** One child route of a module area (spec section 2). */
export interface PageDef {
  /** Path below the module, without a leading slash; `$id` marks the id parameter. */
  path: string;
  /** Page title, a key of the catalogue's `pages`: the browser title is `{product}-{title}` in the reader's language. */
  title: PageTitle;
  /** Listed in the module navigation (pages reached from another page are not). */
  nav: boolean;
  /** Breadcrumb parent; absent for top-level pages. */
  parent?: CrumbParent;
  /** Guarded by the Jupyter rule. */
  jupyter?: boolean;
}

/** One module area with its layout, entry check and children. */
export interface ModuleDef {
  /** Also names the navigation heading (the catalogue's `modules`). */
  id: ModuleId;
  /** Where the module's own root path leads (spec section 2 landing table). */
  home: string;
  pages: PageDef[];
}

const page = (path: string, title: PageTitle, nav: boolean, parent?: CrumbParent, jupyter?: boolean): PageDef => ({
  path,
  title,
  nav,
  ...(parent ? { parent } : {}),
  ...(jupyter ? { jupyter } : {}),
});
const under = (path: string) => ({ path });

const clusterAndSupport = [
  page('cluster-overview', 'clusterOverview', true),
  page('notifications', 'notifications', true),
  page('ticket-dashboard', 'ticketDashboard', true),
  page('sla', 'slaList', true),
  page('sla/create', 'slaCreate', false, under('sla')),
  page('sla/update/$id', 'slaUpdate', false, under('sla')),
];
/** Who changed what, and when: admins of a scope read its audit log (not in the project-member module). */
const auditLog = page('audit-log', 'auditLog', true);
/** Quota requests: a project's admins ask for more GPUs, CPU cores or memory, each tier's admins decide. */
const quotaRequests = page('quota-requests', 'quotaRequests', true);
/** Capacity: quota, allocated, used and free per tenant below, and what waits in the capacity queue and why. */
const capacity = page('capacity', 'capacity', true);
/** Chargeback: costs per tenant, budgets and forecasts, the FOCUS export. */
const costs = page('costs', 'costs', true);
const tickets = [
  page('tickets', 'tickets', true),
  page('ticket/create', 'ticketCreate', false, under('tickets')),
  page('ticket/detail/$id', 'ticketDetail', false, under('tickets')),
];
const iam = [
  page('iam', 'iam', true),
  page('invite-user', 'inviteUser', false, under('iam')),
  page('user-detail/$id', 'userDetail', false, under('iam')),
];
const branchesAndProjects = [
  page('branches', 'branches', true),
  page('branch/$id', 'branchDetail', false, under('branches')),
  page('branch/update/$id', 'branchUpdate', false, 'dynamic'),
  page('projects', 'projects', true),
  page('project/create', 'projectCreate', false, under('projects')),
  page('project/update/$id', 'projectUpdate', false, 'dynamic'),
];

/** The five module areas of spec section 2, each listing exactly its child routes. */
export const modules: ModuleDef[] = [
  {
    id: 'super-admin',
    home: '/super-admin/organizations',
    pages: [
      page('organizations', 'organizations', true),
      page('organization/create', 'organizationCreate', false, under('organizations')),
      page('organization/update/$id', 'organizationUpdate', false, 'dynamic'),
      page('branch/update/$id', 'branchUpdate', false, 'dynamic'),
      page('project/update/$id', 'projectUpdate', false, 'dynamic'),
      ...clusterAndSupport,
      ...tickets,
      ...iam,
      auditLog,
      capacity,
      quotaRequests,
      costs,
    ],
  },
  {
    id: 'org-module',
    home: '/org-module/branches',
    pages: [
      page('organization/update/$id', 'organizationUpdate', false, 'dynamic'),
      ...branchesAndProjects,
      page('branch/create', 'branchCreate', false, under('branches')),
      ...clusterAndSupport,
      ...tickets,
      ...iam,
      auditLog,
      capacity,
      quotaRequests,
      costs,
    ],
  },
  {
    id: 'branch-module',
    home: '/branch-module/branches',
    pages: [...branchesAndProjects, ...clusterAndSupport, ...tickets, ...iam, auditLog, capacity, quotaRequests, costs],
  },
  {
    id: 'project-module',
    home: '/project-module/project-panel?active=0',
    pages: [
      page('project-panel', 'projectPanel', true),
      page('triton-inference', 'deployments', true),
      page('triton-inference/create', 'deploymentCreate', false, under('triton-inference')),
      page('triton-inference/$id', 'deploymentDetail', false, under('triton-inference')),
      page('triton-inference/update/$id', 'deploymentUpdate', false, 'dynamic'),
      page('predefined-models', 'predefinedModels', true),
      page('jupyter-notebooks', 'notebooks', true, undefined, true),
      page('jupyter-notebook/create', 'notebookCreate', false, under('jupyter-notebooks'), true),
      page('jupyter-notebook/update/$id', 'notebookUpdate', false, under('jupyter-notebooks'), true),
      page('invite-user', 'inviteUser', false, under('project-panel')),
      page('user-detail/$id', 'userDetail', false, under('project-panel')),
      ...clusterAndSupport,
      ...tickets,
      auditLog,
      capacity,
      quotaRequests,
      costs,
    ],
  },
  {
    id: 'project-member-module',
    home: '/project-member-module/project-panel?active=0',
    pages: [
      page('project-panel', 'projectPanel', true),
      // Deployments an admin granted the member CALL or MANAGE on (the list is filtered by the admin API).
      page('triton-inference', 'deployments', true),
      page('triton-inference/$id', 'deploymentDetail', false, under('triton-inference')),
      page('triton-inference/update/$id', 'deploymentUpdate', false, 'dynamic'),
      page('jupyter-notebooks', 'notebooks', true, undefined, true),
      page('notifications', 'notifications', true),
      ...tickets,
      capacity,
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

/**
 * The pages a static shell can name before the app runs: each module's navigation pages, by path
 * (`/super-admin/organizations`), with their title keys. index.html's shell script and the frame's skeleton read
 * the same table, so a reloaded page shows its heading from the first paint to the page's own.
 */
export function shellPages(): Record<string, PageTitle> {
  const table: Record<string, PageTitle> = {};
  for (const module of modules)
    for (const page of module.pages) if (page.nav) table[`/${module.id}/${page.path}`] = page.title;
  return table;
}

let shellTable: Record<string, PageTitle> | undefined;
/** The title key of the navigation page at `pathname` (a trailing slash ignored), if it is one. */
export function shellPageTitle(pathname: string): PageTitle | undefined {
  shellTable ??= shellPages();
  return shellTable[pathname.replace(/(.)\/+$/, '$1')];
}
