import type { ModuleId } from '@console/core';
import { Link, Outlet, useLocation, useMatches } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { config } from '../config';
import { useConsoleMessages } from '../i18n/language';
import { useAfterFirstData } from './afterFirstData';
import { Breadcrumbs } from './Breadcrumbs';
import { ContextSwitcher } from './ContextSwitcher';
import { FrameSkeleton } from './FrameSkeleton';
import { loadInfrastructureBadge } from './frameParts';
import { HeaderBell } from './HeaderBell';
import { ModuleNav } from './ModuleNav';
import { recordVisit } from './navigationHistory';
import { PaletteLauncher } from './PaletteLauncher';
import { RenderAfterPaint } from './RenderAfterPaint';
import { UserMenu } from './UserMenu';
import { useDocumentTitle } from './useDocumentTitle';

// The drawer is only needed below 1024 px, and only once opened: its code loads on the first open.
const loadDrawer = () => import('./NavDrawer');
const NavDrawer = lazy(loadDrawer);
// Whether the engines behind the API are simulated: asked once the first screen's rows are painted, never on the first
// load's path.
const InfrastructureBadge = lazy(loadInfrastructureBadge);

/**
 * The frame of one module area: header with context, bell and user menu; the module's navigation; the page.
 * From 1024 px the navigation is a side column; below it folds into a drawer behind a "Menu" button, with the
 * tenant switchers.
 */
export function ModuleLayout({ module }: { module: ModuleId }) {
  const matches = useMatches();
  const page = matches.findLast((m) => m.staticData.page)?.staticData.page;
  const { href } = useLocation();
  const [drawer, setDrawer] = useState<'closed' | 'open' | 'unused'>('unused');
  const menuButton = useRef<HTMLButtonElement>(null);
  const t = useConsoleMessages();
  // The badge asks the API about the engines: after the first screen's rows, not between their data and their paint.
  const extras = useAfterFirstData();
  useDocumentTitle(page ? t.pages[page.title] : undefined);
  useEffect(() => {
    // The page's title key, not its text: the crumb back to it follows a language switch.
    if (page) recordVisit({ href, title: page.title });
  }, [href, page]);

  // Entering a module mounts the whole frame and its page at once: rendered in slices, not one long task.
  return (
    <RenderAfterPaint fallback={<FrameSkeleton label={t.shell.loadingWorkspace} />}>
      <div className="flex min-h-screen flex-col bg-canvas text-fg">
        <header className="sticky top-0 z-30 flex min-h-14 items-center gap-3 border-b border-line bg-surface px-3 py-2 lg:px-4">
          <button
            ref={menuButton}
            type="button"
            aria-haspopup="dialog"
            aria-expanded={drawer === 'open'}
            onClick={() => setDrawer('open')}
            onPointerEnter={() => void loadDrawer()}
            className="inline-flex items-center gap-2 rounded-md border border-line px-2.5 py-1.5 text-sm font-medium hover:bg-muted lg:hidden"
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor">
              <path d="M2 4h12M2 8h12M2 12h12" strokeWidth="1.5" strokeLinecap="round" />
            </svg>
            {t.shell.menu}
          </button>
          <Link to="/" className="truncate font-semibold text-fg">
            {config.productName}
          </Link>
          <div className="hidden min-w-0 lg:block">
            <ContextSwitcher />
          </div>
          <div className="ml-auto flex shrink-0 items-center gap-1">
            <span className="hidden empty:hidden lg:inline-flex">
              {extras ? (
                <Suspense fallback={null}>
                  <InfrastructureBadge />
                </Suspense>
              ) : null}
            </span>
            <PaletteLauncher module={module} />
            <HeaderBell module={module} />
            <UserMenu />
          </div>
        </header>
        <div className="flex min-w-0 flex-1">
          <div className="hidden w-60 shrink-0 border-r border-line bg-surface p-3 lg:block">
            <ModuleNav module={module} />
          </div>
          <main className="min-w-0 flex-1 p-4 lg:p-6">
            <div className="mb-2 flex justify-end empty:hidden lg:hidden">
              {extras ? (
                <Suspense fallback={null}>
                  <InfrastructureBadge />
                </Suspense>
              ) : null}
            </div>
            {page ? <Breadcrumbs module={module} page={page} /> : null}
            <Outlet />
          </main>
        </div>
      </div>
      {drawer === 'unused' ? null : (
        <Suspense fallback={null}>
          <NavDrawer
            module={module}
            open={drawer === 'open'}
            onOpenChange={(open) => setDrawer(open ? 'open' : 'closed')}
            menuButton={menuButton}
          />
        </Suspense>
      )}
    </RenderAfterPaint>
  );
}
