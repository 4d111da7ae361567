import type { ModuleId } from '@console/core';
import { Link, useLocation } from '@tanstack/react-router';
import type { PageTitle, ShellMessages } from '../i18n/en';
import { useConsoleMessages } from '../i18n/language';
import { moduleById, type PageDef, pageOf } from '../modules';
import { internalPath } from './internalPath';
import { cameFrom } from './navigationHistory';

interface Crumb {
  href: string;
  title: string;
}

/** A chevron between two crumbs; decoration, the list already says where one ends. */
function Separator() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5 shrink-0 text-muted-fg">
      <path d="m6 3.5 4.5 4.5L6 12.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

/** The trail to the current page: fixed parents where the spec names them, else the page the user came from; none on a top-level page. */
export function Breadcrumbs({ module, page }: { module: ModuleId; page: PageDef }) {
  const { href } = useLocation();
  const t = useConsoleMessages();
  const trail: Crumb[] = [];
  if (page.parent === 'dynamic') {
    const from = cameFrom(href);
    const home = moduleById(module).home;
    trail.push(
      from
        ? { href: from.href, title: t.pages[from.title as PageTitle] ?? from.title }
        : { href: home, title: titleOfHome(module, t) },
    );
  } else if (page.parent) {
    trail.push({ href: `/${module}/${page.parent.path}`, title: t.pages[pageOf(module, page.parent.path).title] });
  }
  // A top-level page has no trail: the crumb would only repeat the h1 under it.
  if (trail.length === 0) return null;
  return (
    <nav aria-label={t.shell.breadcrumb} className="mb-3 min-w-0 text-[0.8125rem] text-muted-fg">
      <ol className="flex min-w-0 flex-wrap items-center gap-1.5">
        {trail.map((crumb) => (
          <li key={crumb.href} className="flex min-w-0 items-center gap-1.5">
            <Link
              to={internalPath(crumb.href)}
              className="rounded-sm font-medium text-muted-fg underline-offset-2 hover:text-accent-text hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
            >
              {crumb.title}
            </Link>
            <Separator />
          </li>
        ))}
        <li aria-current="page" className="min-w-0 truncate text-fg">
          {t.pages[page.title]}
        </li>
      </ol>
    </nav>
  );
}

function titleOfHome(module: ModuleId, t: ShellMessages): string {
  const path =
    moduleById(module)
      .home.split('?')[0]
      ?.slice(module.length + 2) ?? '';
  const home = moduleById(module).pages.find((p) => p.path === path);
  return home ? t.pages[home.title] : t.modules[module];
}
