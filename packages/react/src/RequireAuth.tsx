import { type ReactNode, useEffect } from 'react';
import { useAuth } from './useAuth';

/** Props of {@link RequireAuth}. */
export interface RequireAuthProps {
  children?: ReactNode;
  /** Shown instead of the children while signed out (sign-in starts at once). */
  fallback?: ReactNode;
  /** Path to come back to after sign-in; defaults to the current page. */
  returnTo?: string;
}

/**
 * Renders its children only for a signed-in user; otherwise starts sign-in and shows the fallback. With a
 * host-supplied session (`createConsoleClient({ auth })`) "starts sign-in" calls the host's `signIn`, if
 * it has one: the SDK never redirects on the host's behalf.
 */
export function RequireAuth({ children, fallback = null, returnTo }: RequireAuthProps) {
  const { authenticated, signIn } = useAuth();
  useEffect(() => {
    if (!authenticated) {
      const back = returnTo ?? (typeof location === 'undefined' ? '/' : location.pathname + location.search);
      void signIn({ returnTo: back });
    }
  }, [authenticated, signIn, returnTo]);
  return <>{authenticated ? children : fallback}</>;
}
