import { useAuth, useUserInfo } from '@console/react';
import { useThemePreference, WidgetsProvider } from '@console/widgets';
import { createRootRouteWithContext, Outlet, useLocation } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useMemo, useRef } from 'react';
import { useConsoleMessages, useLanguagePack } from '../i18n/language';
import type { RouterContext } from '../routerContext';
import { useAfterFirstData } from '../shell/afterFirstData';
import { ErrorScreen } from '../shell/ErrorScreen';
import { FrameSkeleton } from '../shell/FrameSkeleton';
import { loadLiveNotifications } from '../shell/frameParts';
import { NotFoundScreen } from '../shell/NotFoundScreen';
import { useRouterNavigation } from '../shell/routerNavigation';
import { Screen } from '../shell/Screen';
import { ToastArea } from '../shell/ToastArea';

import { useDocumentTitle } from '../shell/useDocumentTitle';

// The live notifications (the stream, the inbox's count and toasts, the feed's cache) load with the frame's other lazy
// parts, not with the entry script, and start once the first screen's rows have painted: nothing of them shows before
// the bell does, and the landing's rows do not wait behind the stream's start.
const LiveNotifications = lazy(loadLiveNotifications);

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFoundScreen,
  errorComponent: ErrorScreen,
});

/** Spinner while the signed-in user's info loads, its error if that fails, else the routed page and toasts. */
function Root() {
  const { authenticated } = useAuth();
  return authenticated ? <SignedInRoot /> : <Routed />;
}

function SignedInRoot() {
  return (
    <>
      <AfterFirstData>
        <Suspense fallback={null}>
          <LiveNotifications />
        </Suspense>
      </AfterFirstData>
      <SignedInScreen />
    </>
  );
}

function SignedInScreen() {
  const info = useUserInfo();
  const t = useConsoleMessages();
  if (info.isPending) return <LoadingScreen />;
  if (info.isError) {
    return (
      <Screen heading={t.shell.couldNotStart}>
        <p role="alert" className="text-danger">
          {info.error.message}
        </p>
      </Screen>
    );
  }
  return <Routed />;
}

/** Renders `children` once the first screen's data is in and painted (its rows first, then the stream). */
function AfterFirstData({ children }: { children: ReactNode }) {
  return useAfterFirstData() ? children : null;
}

function LoadingScreen() {
  useDocumentTitle(undefined);
  return <FrameSkeleton label={useConsoleMessages().shell.loadingWorkspace} />;
}

function Routed() {
  const { pathname } = useLocation();
  const navigation = useRouterNavigation();
  // The widgets follow the console's theme: the system's scheme unless a person chose one in the user menu. They
  // paint no canvas of their own: the console's canvas, or the card they sit in, shows through.
  const [theme] = useThemePreference();
  const appearance = useMemo(() => ({ theme, variables: { colorCanvas: 'transparent' } }), [theme]);
  // The widgets speak the console's language and write its dates and numbers.
  const language = useLanguagePack();
  // The page the console opens on paints at once; only pages reached by navigating afterwards rise in.
  const opened = useRef(pathname);
  const navigated = useRef(false);
  if (pathname !== opened.current) navigated.current = true;
  return (
    <WidgetsProvider
      navigation={navigation}
      appearance={appearance}
      messages={language.widgets}
      locale={language.locale}
      calendarLocale={language.calendar}
    >
      <div
        key={pathname}
        className={navigated.current ? 'motion-safe:animate-[console-enter_160ms_ease-out]' : undefined}
      >
        <Outlet />
      </div>
      <ToastArea />
    </WidgetsProvider>
  );
}
