import type { ModuleId } from '@console/core';
import { Link, useLocation } from '@tanstack/react-router';
import { moduleById, type PageDef, pageOf } from '../modules';
import { internalPath } from './internalPath';
import { cameFrom } from './navigationHistory';

interface Crumb {
  href: string;
  title: string;
}

/** The trail to the current page: fixed parents where the spec names them, else the page the user came from. */
export function Breadcrumbs({ module, page }: { module: ModuleId; page: PageDef }) {
  const { href } = useLocation();
  const trail: Crumb[] = [];
  if (page.parent === 'dynamic') {
    const from = cameFrom(href);
    const home = moduleById(module).home;
    trail.push(from ?? { href: home, title: titleOfHome(module) });
  } else if (page.parent) {
    trail.push({ href: `/${module}/${page.parent.path}`, title: pageOf(module, page.parent.path).title });
  }
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm text-slate-700">
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map((crumb) => (
          <li key={crumb.href} className="flex items-center gap-1">
            <Link to={internalPath(crumb.href)} className="text-blue-800 underline-offset-2 hover:underline">
              {crumb.title}
            </Link>
            <span aria-hidden="true">/</span>
          </li>
        ))}
        <li aria-current="page" className="font-medium text-slate-900">
          {page.title}
        </li>
      </ol>
    </nav>
  );
}

function titleOfHome(module: ModuleId): string {
  const path =
    moduleById(module)
      .home.split('?')[0]
      ?.slice(module.length + 2) ?? '';
  return moduleById(module).pages.find((p) => p.path === path)?.title ?? moduleById(module).label;
}
