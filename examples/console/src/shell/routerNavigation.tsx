import type { Navigation, NavigationLinkProps } from '@console/widgets';
import { Link, useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { internalPath } from './internalPath';

function RouterLink({ to, children, target, ...rest }: NavigationLinkProps) {
  return (
    <Link to={internalPath(to)} {...(target ? { target } : {})} {...rest}>
      {children}
    </Link>
  );
}

/** The widgets' navigation adapter over this console's router: client-side links and navigation. */
export function useRouterNavigation(): Navigation {
  const router = useRouter();
  return useMemo(() => ({ Link: RouterLink, navigate: (to) => void router.navigate({ href: to }) }), [router]);
}
