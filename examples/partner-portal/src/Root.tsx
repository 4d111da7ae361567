import type { ConsoleClient, HostAuthClient } from '@console/core/client';
import { ConsoleProvider, RequireAuth } from '@console/react';
import { useEffect, useState } from 'react';
import type { PortalSession } from './auth/portalSession';
import { useLanguage } from './i18n/language';
import { PortalShell } from './PortalShell';
import { SignInScreen } from './SignInScreen';

const CALLBACK_PATH = '/auth/callback';

/** Finishes a sign-in coming back from the provider, then shows the portal to signed-in users only. */
export function Root({ session, client }: { session: PortalSession; client: ConsoleClient<HostAuthClient> }) {
  const [callback, setCallback] = useState<'idle' | 'running' | Error>(() =>
    location.pathname === CALLBACK_PATH ? 'running' : 'idle',
  );
  useEffect(() => {
    if (callback !== 'running') return;
    let live = true;
    session.completeSignIn(new URL(location.href)).then(
      (returnTo) => {
        history.replaceState(null, '', returnTo);
        if (live) setCallback('idle');
      },
      (error: unknown) => {
        history.replaceState(null, '', '/');
        if (live) setCallback(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return () => {
      live = false;
    };
  }, [callback, session]);
  const { portal: t } = useLanguage();

  if (callback === 'running') return <p className="portal-status">{t.signingIn}</p>;
  return (
    <ConsoleProvider client={client}>
      <RequireAuth
        fallback={
          <SignInScreen
            error={callback instanceof Error ? callback.message : undefined}
            onSignIn={() => void session.signIn({ returnTo: location.pathname + location.hash })}
          />
        }
      >
        <PortalShell />
      </RequireAuth>
    </ConsoleProvider>
  );
}
