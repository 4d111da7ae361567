import { useAuth } from '@console/react';
import { useState } from 'react';
import { Screen } from './Screen';

/** The not-authenticated screen of /login, /not-authenticated and the signed-out root. */
export function NotAuthenticatedScreen({ title }: { title?: string }) {
  const { signIn } = useAuth();
  const [error, setError] = useState<string | null>(null);
  return (
    <Screen {...(title ? { title } : {})} heading="You are not signed in">
      <p className="text-muted-fg">Sign in with your organization account to use the console.</p>
      <button
        type="button"
        onClick={() => {
          setError(null);
          signIn({ returnTo: '/' }).catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
        }}
        className="w-full rounded-md bg-accent px-4 py-2 font-medium text-accent-fg hover:bg-accent/90"
      >
        Sign in
      </button>
      {error ? (
        <p role="alert" className="text-danger">
          {error}
        </p>
      ) : null}
    </Screen>
  );
}
