import type { ModuleId } from '@console/core';
import { useSelection } from '@console/react';
import { Link } from '@tanstack/react-router';
import { useConsoleMessages } from '../i18n/language';
import { moduleById } from '../modules';
import { internalPath } from './internalPath';

/** The module's pages as a navigation list; `onNavigate` lets the drawer close when a page is chosen. */
export function ModuleNav({ module, onNavigate }: { module: ModuleId; onNavigate?: () => void }) {
  const def = moduleById(module);
  const t = useConsoleMessages();
  const label = t.modules[module];
  // The Jupyter rule: no notebook links for a project without the hub (the guard still forbids a typed URL).
  const hasHub = useSelection().selection.project?.isHaveJupyterhub === true;
  return (
    <nav aria-label={t.shell.moduleNav({ module: label })}>
      <p className="mb-2 px-2 text-xs font-semibold tracking-wide text-muted-fg uppercase">{label}</p>
      <ul className="flex flex-col gap-0.5">
        {def.pages
          .filter((p) => p.nav && (!p.jupyter || hasHub))
          .map((p) => (
            <li key={p.path}>
              <Link
                to={internalPath(`/${module}/${p.path}`)}
                {...(onNavigate ? { onClick: onNavigate } : {})}
                className="block rounded-md px-2 py-1.5 text-sm text-fg hover:bg-muted"
                activeProps={{
                  className: 'bg-accent-subtle font-medium text-accent-text hover:bg-accent-subtle',
                  'aria-current': 'page',
                }}
              >
                {t.pages[p.title]}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
