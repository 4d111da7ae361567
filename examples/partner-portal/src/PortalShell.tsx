import { useAuth, useLiveNotifications, useStreamStatus, useToasts, useUserInfo, useUserSpace } from '@console/react';
import { LazyPart, lazyPart, type ThemeMode, Toaster, useThemePreference, WidgetsProvider } from '@console/widgets';
import { InboxBell } from '@console/widgets/notifications';
import { useMemo } from 'react';
import { LANGUAGE_NAMES, LANGUAGES, type Language, setLanguage, useLanguage } from './i18n/language';
import { PortalPalette } from './PortalPalette';
import { portalNavigation } from './portalNavigation';
import { PORTAL_VIEWS, usePortalView } from './usePortalView';
import { partnerScope } from './views/partnerScope';

// Each view, and the widget panels it embeds, loads on its first visit (the widgets' loading state meanwhile, their
// error state with a retry if the script cannot be fetched): the portal's first script carries its shell and the
// bell, not every panel.
const InboxView = lazyPart(() => import('./views/InboxView').then((m) => m.InboxView));
const ProjectsView = lazyPart(() => import('./views/ProjectsView').then((m) => m.ProjectsView));
const PeopleView = lazyPart(() => import('./views/PeopleView').then((m) => m.PeopleView));
const DeploymentsView = lazyPart(() => import('./views/DeploymentsView').then((m) => m.DeploymentsView));
const AuditView = lazyPart(() => import('./views/AuditView').then((m) => m.AuditView));
const CostsView = lazyPart(() => import('./views/CostsView').then((m) => m.CostsView));

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
  // The widgets speak the portal's language and write dates and numbers in its locale.
  const { portal: t, widgets, locale, calendar, language } = useLanguage();
  const views = useMemo(
    () => PORTAL_VIEWS.filter((name) => (name !== 'audit' && name !== 'costs') || scope?.isAdmin),
    [scope?.isAdmin],
  );

  return (
    <WidgetsProvider
      navigation={portalNavigation}
      appearance={appearance}
      messages={widgets}
      locale={locale}
      calendarLocale={calendar}
    >
      <header className="portal-topbar">
        <a className="portal-brand" href="#/inbox">
          Northwind <strong>{t.brand}</strong>
        </a>
        <nav aria-label={t.nav} className="portal-tabs">
          {views.map((name) => (
            <button
              key={name}
              type="button"
              className={name === view ? 'btn btn-tab active' : 'btn btn-tab'}
              aria-current={name === view ? 'page' : undefined}
              onClick={() => go(name)}
            >
              {t.views[name]}
            </button>
          ))}
        </nav>
        <div className="portal-user">
          <PortalPalette views={views} labels={t.views} />
          <span data-testid="portal-bell" data-stream-status={stream}>
            <InboxBell viewAllTo="/notifications" />
          </span>
          <span className="portal-user-name">{info.data?.name ?? ''}</span>
          <select
            aria-label={t.theme}
            className="portal-theme"
            value={theme}
            onChange={(e) => setTheme(e.target.value as ThemeMode)}
          >
            <option value="system">{t.themes.system}</option>
            <option value="light">{t.themes.light}</option>
            <option value="dark">{t.themes.dark}</option>
          </select>
          <select
            aria-label={t.language}
            className="portal-theme"
            value={language}
            onChange={(e) => void setLanguage(e.target.value as Language)}
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
          <button type="button" className="btn btn-outline" onClick={() => void signOut()}>
            {t.signOut}
          </button>
        </div>
      </header>
      <main className="portal-main">
        {space.isPending ? <p className="portal-status">{t.loadingOrganization}</p> : null}
        {space.error ? (
          <p className="portal-alert" role="alert">
            {t.organizationFailed}{' '}
            <button type="button" className="btn btn-link" onClick={() => void space.refetch()}>
              {t.tryAgain}
            </button>
          </p>
        ) : null}
        {space.data && !scope ? <p className="portal-status">{t.noOrganization}</p> : null}
        {view === 'inbox' ? <LazyPart code={InboxView} props={{}} /> : null}
        {scope && view === 'projects' ? <LazyPart code={ProjectsView} props={{ scope }} /> : null}
        {scope && view === 'people' ? <LazyPart code={PeopleView} props={{ scope }} /> : null}
        {scope && view === 'deployments' ? <LazyPart code={DeploymentsView} props={{ scope }} /> : null}
        {scope?.isAdmin && view === 'audit' ? <LazyPart code={AuditView} props={{ scope }} /> : null}
        {scope?.isAdmin && view === 'costs' ? <LazyPart code={CostsView} props={{ scope }} /> : null}
      </main>
      <Toaster toasts={toasts} onDismiss={dismiss} position="top-right" label={t.messages} />
    </WidgetsProvider>
  );
}
