import {
  computeRole,
  decideModuleEntry,
  type ModuleId,
  projectFlags,
  type SearchHit,
  type Selection,
  type UserSpace,
} from '@console/core';
import { jupyterCheckQuery, useAuth, useConsoleClient, useSelection, useUserSpace } from '@console/react';
import { CommandPalette, type PaletteItem, preloadCommandPalette } from '@console/widgets/palette';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { useConsoleMessages } from '../i18n/language';
import { moduleById } from '../modules';

/** The selection that puts a search result in context: its organization, branch and project. */
function selectionOf(hit: SearchHit): Selection {
  return {
    ...(hit.organizationId ? { organization: { id: hit.organizationId } } : {}),
    ...(hit.branchId ? { branch: { id: hit.branchId } } : {}),
    // The flags are filled in when the result is opened (the Jupyter check is a call).
    ...(hit.projectId ? { project: { id: hit.projectId } as Selection['project'] } : {}),
  };
}

/** The first of `modules` the user may enter with `selection`. */
function enterable(space: UserSpace, selection: Selection, modules: ModuleId[]): ModuleId | undefined {
  const role = computeRole(space, selection);
  return modules.find((m) => decideModuleEntry(m, role, selection).allow);
}

/**
 * Where a search result opens in the console, for the user's role on it: the module that shows it (project
 * results in the project module, or the member module), or the current module for tickets and users.
 */
export function destinationOf(space: UserSpace | undefined, current: ModuleId, hit: SearchHit): string | undefined {
  if (!space) return undefined;
  const base = `/${current}`;
  const selection = selectionOf(hit);
  const project = (path: (m: ModuleId) => string | undefined) => {
    const module = enterable(space, selection, ['project-module', 'project-member-module']);
    return module ? path(module) : undefined;
  };
  switch (hit.kind) {
    case 'ORGANIZATION':
      if (space.isSuperAdmin) return `/super-admin/organization/update/${hit.id}`;
      return enterable(space, { organization: selection.organization }, ['org-module'])
        ? '/org-module/branches'
        : undefined;
    case 'BRANCH': {
      if (space.isSuperAdmin) return `/super-admin/branch/update/${hit.id}`;
      const module = enterable(space, { organization: selection.organization, branch: selection.branch }, [
        'org-module',
        'branch-module',
      ]);
      return module ? `/${module}/branch/${hit.id}` : undefined;
    }
    case 'PROJECT':
      return project((m) => `/${m}/project-panel?active=0`);
    case 'DEPLOYMENT':
      return project((m) => `/${m}/triton-inference/${hit.id}`);
    case 'NOTEBOOK':
      return project((m) =>
        m === 'project-module' ? `/${m}/jupyter-notebook/update/${hit.id}` : `/${m}/jupyter-notebooks`,
      );
    case 'TICKET':
      return `${base}/ticket/detail/${hit.id}`;
    case 'USER':
      return moduleById(current).pages.some((p) => p.path === 'user-detail/$id')
        ? `${base}/user-detail/${hit.id}`
        : undefined;
    default:
      return undefined;
  }
}

/**
 * The header's search button and the command palette (Ctrl-K / ⌘-K anywhere): jump to any resource the user may
 * see, a page of this module, or run a command. Opening a resource first selects its organization, branch and
 * project, so the page it lands on shows it.
 */
export function PaletteLauncher({ module }: { module: ModuleId }) {
  const [open, setOpen] = useState(false);
  const client = useConsoleClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: space } = useUserSpace();
  const { setSelection } = useSelection();
  const { signOut } = useAuth();
  const t = useConsoleMessages();
  const base = `/${module}`;

  const hrefOf = useCallback((hit: SearchHit) => destinationOf(space, module, hit), [space, module]);
  const onOpenHit = useCallback(
    async (hit: SearchHit, href: string) => {
      if (hit.kind !== 'TICKET' && hit.kind !== 'USER') {
        const next = selectionOf(hit);
        const org = space?.organizations.find((o) => o.id === hit.organizationId);
        const project = org?.branches.find((b) => b.id === hit.branchId)?.projects.find((p) => p.id === hit.projectId);
        if (project) {
          const check = await queryClient
            .fetchQuery(jupyterCheckQuery(client, project.id))
            .catch(() => ({ isHaveJupyterhub: false }));
          next.project = projectFlags(project, check.isHaveJupyterhub, client.config.serviceIds);
        }
        setSelection(next);
      }
      await navigate({ href });
    },
    [space, client, queryClient, setSelection, navigate],
  );
  const pages = useMemo<PaletteItem[]>(
    () =>
      moduleById(module)
        .pages.filter((p) => p.nav)
        .map((p) => ({ id: `page:${p.path}`, kind: 'PAGE', label: t.pages[p.title], href: `${base}/${p.path}` })),
    [module, base, t],
  );
  const actions = useMemo<PaletteItem[]>(() => {
    const has = (path: string) => moduleById(module).pages.some((p) => p.path === path);
    return [
      ...(has('project/create')
        ? [
            {
              id: 'action:create-project',
              kind: 'ACTION' as const,
              label: t.shell.createProject,
              href: `${base}/project/create`,
            },
          ]
        : []),
      ...(has('ticket/create')
        ? [
            {
              id: 'action:open-ticket',
              kind: 'ACTION' as const,
              label: t.shell.openTicket,
              href: `${base}/ticket/create`,
            },
          ]
        : []),
      {
        id: 'action:sign-out',
        kind: 'ACTION',
        label: t.userMenu.signOut,
        keywords: t.shell.signOutKeywords,
        run: () => void signOut(),
      },
    ];
  }, [module, base, signOut, t]);

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => setOpen(true)}
        // The palette's dialog loads on its first open; a pointer or the focus on its button fetches it ahead.
        onPointerEnter={preloadCommandPalette}
        onFocus={preloadCommandPalette}
        className="inline-flex items-center gap-2 rounded-md border border-line px-2.5 py-1.5 text-sm text-muted-fg hover:bg-muted"
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor">
          <circle cx="7" cy="7" r="4.5" strokeWidth="1.5" />
          <path d="m10.5 10.5 3 3" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
        <span>{t.shell.search}</span>
        <kbd className="hidden rounded border border-line px-1 font-mono text-xs md:inline">
          {t.shell.searchShortcut}
        </kbd>
      </button>
      <CommandPalette
        open={open}
        onOpenChange={setOpen}
        hrefOf={hrefOf}
        onOpenHit={onOpenHit}
        pages={pages}
        actions={actions}
      />
    </>
  );
}
