import type { ModuleId } from '@console/core';
import { useSelection } from '@console/react';
import { Link, Outlet, useLocation, useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { config } from '../config';
import { moduleById } from '../modules';
import { Breadcrumbs } from './Breadcrumbs';
import { ContextSwitcher } from './ContextSwitcher';
import { HeaderBell } from './HeaderBell';
import { internalPath } from './internalPath';
import { recordVisit } from './navigationHistory';
import { RenderAfterPaint } from './RenderAfterPaint';
import { Spinner } from './Spinner';
import { UserMenu } from './UserMenu';
import { useDocumentTitle } from './useDocumentTitle';

/** The frame of one module area: header with context, bell and user menu; the module's navigation; the page. */
export function ModuleLayout({ module }: { module: ModuleId }) {
  const def = moduleById(module);
  const matches = useMatches();
  const page = matches.findLast((m) => m.staticData.page)?.staticData.page;
  const { href } = useLocation();
  // The Jupyter rule: no notebook links for a project without the hub (the guard still forbids a typed URL).
  const hasHub = useSelection().selection.project?.isHaveJupyterhub === true;
  useDocumentTitle(page?.title);
  useEffect(() => {
    if (page) recordVisit({ href, title: page.title });
  }, [href, page]);

  // Entering a module mounts the whole frame and its page at once: rendered in slices, not one long task.
  return (
    <RenderAfterPaint fallback={<Spinner label="Loading your workspace" />}>
      <div className="flex min-h-screen flex-col bg-slate-50">
        <header className="flex flex-wrap items-center gap-4 border-b border-slate-200 bg-white px-4 py-2">
          <Link to="/" className="font-semibold text-slate-900">
            {config.productName}
          </Link>
          <ContextSwitcher />
          <div className="ml-auto flex items-center gap-2">
            <HeaderBell module={module} />
            <UserMenu />
          </div>
        </header>
        <div className="flex flex-1">
          <nav aria-label={`${def.label} module`} className="w-56 shrink-0 border-r border-slate-200 bg-white p-3">
            <p className="mb-2 px-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">{def.label}</p>
            <ul className="flex flex-col gap-0.5">
              {def.pages
                .filter((p) => p.nav && (!p.jupyter || hasHub))
                .map((p) => (
                  <li key={p.path}>
                    <Link
                      to={internalPath(`/${module}/${p.path}`)}
                      className="block rounded px-2 py-1.5 text-sm text-slate-800 hover:bg-slate-100"
                      activeProps={{ className: 'bg-blue-50 font-medium text-blue-900', 'aria-current': 'page' }}
                    >
                      {p.title}
                    </Link>
                  </li>
                ))}
            </ul>
          </nav>
          <main className="min-w-0 flex-1 p-6">
            {page ? <Breadcrumbs module={module} page={page} /> : null}
            <Outlet />
          </main>
        </div>
      </div>
    </RenderAfterPaint>
  );
}
