import type { AnchorHTMLAttributes, ComponentType, ReactNode } from 'react';

/** Props the host's `Link` receives: a console path plus ordinary anchor attributes. */
export interface NavigationLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  children?: ReactNode;
}

/** How widgets move around the host app without knowing its router. `Link` must render an anchor. */
export interface Navigation {
  Link: ComponentType<NavigationLinkProps>;
  navigate: (to: string) => void;
}

/** A plain anchor: full page loads, for hosts without a client router. */
function AnchorLink({ to, children, ...rest }: NavigationLinkProps) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

/** Navigation through plain anchors and `location.assign`. */
export const anchorNavigation: Navigation = {
  Link: AnchorLink,
  navigate: (to) => window.location.assign(to),
};
