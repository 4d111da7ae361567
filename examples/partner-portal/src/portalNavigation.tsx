import type { Navigation, NavigationLinkProps } from '@console/widgets';

/** Console areas a widget may link to (a notification about a deployment, say), and the portal view for each. */
const VIEW_OF_PATH: ReadonlyArray<[RegExp, string]> = [
  [/inferenc|deployment/, '#/deployments'],
  [/\/(iam|users?|invite)/, '#/people'],
  [/project|branch/, '#/projects'],
];

/**
 * How widget links move around a portal without a router: console paths become the portal view that shows
 * the same thing (its hash); anything else (a bell's "view all") opens the inbox.
 */
function toHref(to: string): string {
  if (/^(https?:)?\/\//.test(to) || to.startsWith('#')) return to;
  const path = to.split(/[?#]/)[0] ?? '';
  return VIEW_OF_PATH.find(([pattern]) => pattern.test(path))?.[1] ?? '#/inbox';
}

function PortalLink({ to, children, ...rest }: NavigationLinkProps) {
  return (
    <a href={toHref(to)} {...rest}>
      {children}
    </a>
  );
}

/** The portal's navigation adapter for `WidgetsProvider`. */
export const portalNavigation: Navigation = {
  Link: PortalLink,
  navigate: (to) => window.location.assign(toHref(to)),
};
