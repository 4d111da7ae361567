import { useCallback, useEffect, useState } from 'react';

/** The portal's pages: no router, just the address's hash (`#/projects`). */
export const PORTAL_VIEWS = ['inbox', 'projects', 'people', 'deployments', 'costs', 'audit'] as const;
export type PortalView = (typeof PORTAL_VIEWS)[number];

function viewOf(hash: string): PortalView {
  const name = hash.replace(/^#\/?/, '');
  return (PORTAL_VIEWS as readonly string[]).includes(name) ? (name as PortalView) : 'inbox';
}

/** The current view and a way to change it, kept in `location.hash` so reloads and the back button work. */
export function usePortalView(): [PortalView, (view: PortalView) => void] {
  const [view, setView] = useState(() => viewOf(location.hash));
  useEffect(() => {
    const onHash = () => setView(viewOf(location.hash));
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  const go = useCallback((next: PortalView) => {
    location.hash = `/${next}`;
  }, []);
  return [view, go];
}
