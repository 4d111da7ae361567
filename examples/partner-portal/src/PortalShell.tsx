import { useAuth, useLiveNotifications, useStreamStatus, useToasts, useUserInfo, useUserSpace } from '@console/react';
import { type ThemeMode, Toaster, useThemePreference, WidgetsProvider } from '@console/widgets';
import { InboxBell } from '@console/widgets/notifications';
import { useMemo } from 'react';
import { PortalPalette } from './PortalPalette';
import { portalNavigation } from './portalNavigation';
import { PORTAL_VIEWS, type PortalView, usePortalView } from './usePortalView';
import { AuditView } from './views/AuditView';
import { DeploymentsView } from './views/DeploymentsView';
import { InboxView } from './views/InboxView';
import { PeopleView } from './views/PeopleView';
import { ProjectsView } from './views/ProjectsView';
import { partnerScope } from './views/partnerScope';

const LABELS: Record<PortalView, string> = {
  inbox: 'Inbox',
  projects: 'Projects',
  people: 'People',
  deployments: 'Deployments',
  audit: 'Audit log',
};

/** The signed-in portal: its own top bar and tab strip, the widgets inside its own cards. */
export function PortalShell() {
  useLiveNotifications();
  const [view, go] = usePortalView();
  const info = useUserInfo();
  const space = useUserSpace();
  const { signOut } = useAuth();
  const { toasts, dismiss } = useToasts();
  const stream = useStreamStatus();
  const scope = space.data ? partnerScope(space.data) : undefined;
  const [theme, setTheme] = useThemePreference('portal-theme');
  // The widgets paint no canvas of their own here: they sit in the portal's cards, on the portal's surface.
  const appearance = useMemo(() => ({ theme, variables: { colorCanvas: 'transparent' } }), [theme]);
  const views = useMemo(() => PORTAL_VIEWS.filter((name) => name !== 'audit' || scope?.isAdmin), [scope?.isAdmin]);

  return (
    <WidgetsProvider navigation={portalNavigation} appearance={appearance}>
      <header className="portal-topbar">
        <a className="portal-brand" href="#/inbox">
          Northwind <strong>Partner Hub</strong>
        </a>
        <nav aria-label="Portal" className="portal-tabs">
          {views.map((name) => (
            <button
              key={name}
              type="button"
              className={name === view ? 'btn btn-tab active' : 'btn btn-tab'}
              aria-current={name === view ? 'page' : undefined}
              onClick={() => go(name)}
            >
              {LABELS[name]}
            </button>
          ))}
        </nav>
        <div className="portal-user">
          <PortalPalette views={views} labels={LABELS} />
          <span data-testid="portal-bell" data-stream-status={stream}>
            <InboxBell viewAllTo="/notifications" />
          </span>
          <span className="portal-user-name">{info.data?.name ?? ''}</span>
          <select
            aria-label="Theme"
            className="portal-theme"
            value={theme}
            onChange={(e) => setTheme(e.target.value as ThemeMode)}
          >
            <option value="system">System theme</option>
            <option value="light">Light</option>
            <option value="dark">Dark</option>
          </select>
          <button type="button" className="btn btn-outline" onClick={() => void signOut()}>
            Sign out
          </button>
        </div>
      </header>
      <main className="portal-main">
        {space.isPending ? <p className="portal-status">Loading your organization…</p> : null}
        {space.error ? (
          <p className="portal-alert" role="alert">
            Your organization could not be loaded.{' '}
            <button type="button" className="btn btn-link" onClick={() => void space.refetch()}>
              Try again
            </button>
          </p>
        ) : null}
        {space.data && !scope ? (
          <p className="portal-status">
            Your account belongs to no organization yet: ask your administrator to add you.
          </p>
        ) : null}
        {view === 'inbox' ? <InboxView /> : null}
        {scope && view === 'projects' ? <ProjectsView scope={scope} /> : null}
        {scope && view === 'people' ? <PeopleView scope={scope} /> : null}
        {scope && view === 'deployments' ? <DeploymentsView scope={scope} /> : null}
        {scope?.isAdmin && view === 'audit' ? <AuditView scope={scope} /> : null}
      </main>
      <Toaster toasts={toasts} onDismiss={dismiss} position="top-right" label="Portal messages" />
    </WidgetsProvider>
  );
}
