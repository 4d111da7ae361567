import type { Navigation } from '@console/widgets';
import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { RouterLink } from './RouterLink';

/** The widgets' navigation adapter over this console's router: client-side links and navigation. */
export function useRouterNavigation(): Navigation {
  const router = useRouter();
  return useMemo(() => ({ Link: RouterLink, navigate: (to) => void router.navigate({ href: to }) }), [router]);
}
