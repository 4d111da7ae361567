import { useAuth } from '@console/react';
import { useState } from 'react';
import { useConsoleMessages } from '../i18n/language';
import { prefetchLandingCode } from './landingCodePrefetch';
import { Screen } from './Screen';

/** The not-authenticated screen of /login, /not-authenticated and the signed-out root. */
export function NotAuthenticatedScreen({ title }: { title?: string }) {
  const { signIn } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const t = useConsoleMessages().screens;
  return (
    <Screen {...(title ? { title } : {})} heading={t.notSignedIn}>
      <p className="text-muted-fg">{t.signInText}</p>
      <button
        type="button"
        // The signed-in landing's code loads into the cache while the person signs in (see prefetchLandingCode): from
        // the moment the pointer or the focus reaches the button, not while the screen itself loads.
        onPointerEnter={() => prefetchLandingCode()}
        onFocus={() => prefetchLandingCode()}
        onClick={() => {
          setError(null);
          prefetchLandingCode();
          signIn({ returnTo: '/' }).catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
        }}
        className="w-full rounded-md bg-accent px-4 py-2 font-medium text-accent-fg hover:bg-accent/90"
      >
        {t.signIn}
      </button>
      {error ? (
        <p role="alert" className="text-danger">
          {error}
        </p>
      ) : null}
    </Screen>
  );
}
