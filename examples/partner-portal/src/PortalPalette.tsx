import type { SearchHit } from '@console/core';
import { useAuth } from '@console/react';
import { CommandPalette, type PaletteItem } from '@console/widgets/palette';
import { useMemo, useState } from 'react';
import { useLanguage } from './i18n/language';
import type { PortalView } from './usePortalView';

/**
 * Where a search result opens in the portal: the view that lists it. Tickets and notebooks have no page here,
 * so they are left out of the results.
 */
export function portalHrefOf(hit: SearchHit): string | undefined {
  switch (hit.kind) {
    case 'ORGANIZATION':
    case 'BRANCH':
    case 'PROJECT':
      return '#/projects';
    case 'DEPLOYMENT':
      return '#/deployments';
    case 'USER':
      return '#/people';
    default:
      return undefined;
  }
}

/**
 * The portal's search button and command palette (Ctrl-K / ⌘-K anywhere): the portal's pages, anything the
 * partner may see by name, and signing out.
 */
export function PortalPalette({ views, labels }: { views: readonly PortalView[]; labels: Record<PortalView, string> }) {
  const [open, setOpen] = useState(false);
  const { signOut } = useAuth();
  const { portal: t } = useLanguage();
  const pages = useMemo<PaletteItem[]>(
    () => views.map((view) => ({ id: `page:${view}`, kind: 'PAGE', label: labels[view], href: `#/${view}` })),
    [views, labels],
  );
  const actions = useMemo<PaletteItem[]>(
    () => [
      {
        id: 'action:sign-out',
        kind: 'ACTION',
        label: t.signOut,
        keywords: ['log out', 'logout'],
        run: () => void signOut(),
      },
    ],
    [signOut, t.signOut],
  );
  return (
    <>
      <button
        type="button"
        className="btn btn-outline portal-search"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => setOpen(true)}
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor">
          <circle cx="7" cy="7" r="4.5" strokeWidth="1.5" />
          <path d="m10.5 10.5 3 3" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
        <span className="portal-search-text">{t.search}</span>
        <kbd className="portal-kbd">{t.searchShortcut}</kbd>
      </button>
      <CommandPalette open={open} onOpenChange={setOpen} hrefOf={portalHrefOf} pages={pages} actions={actions} />
    </>
  );
}
