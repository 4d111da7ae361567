import { deepEqual, useLocation, useRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { internalPath } from './internalPath';

export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of this console (or a full URL, opened as it is). */
  to: string;
  /** Loads the page anew instead of navigating in the page. */
  reloadDocument?: boolean;
}

/**
 * The router's link as this console uses it (a path, no preloading, no link options), in a few lines: the same
 * anchor (`href`, and while its page is the current one `class="… active"`, `data-status="active"` and
 * `aria-current="page"`) and a plain left click navigating in the page. The router's own `Link` weighs 1.2 KB gz in
 * the entry script, which every screen's links (the root's error screens, the widgets') are part of.
 */
export function RouterLink({ to, reloadDocument, onClick, className, children, ...rest }: RouterLinkProps) {
  const router = useRouter();
  const location = useLocation();
  // A full URL is opened as it is, as the router's link does.
  const next = /^[a-z][a-z\d+.-]*:/i.test(to) ? undefined : router.buildLocation({ to: internalPath(to) });
  const current = withoutTrailingSlash(location.pathname, router.basepath);
  const path = next && withoutTrailingSlash(next.pathname, router.basepath);
  // The router's rule: the link's path is the current one or one of its parents, with its search params in the current.
  const active =
    path !== undefined &&
    current.startsWith(path) &&
    (current.length === path.length || current[path.length] === '/') &&
    deepEqual(location.search, next?.search, true);
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const target = rest.target ?? event.currentTarget.getAttribute('target');
    if (
      !next ||
      reloadDocument ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey ||
      (target && target !== '_self')
    ) {
      return;
    }
    event.preventDefault();
    void router.navigate({ to: internalPath(to) });
  };
  return (
    <a
      {...rest}
      href={next ? router.history.createHref(next.publicHref) || '/' : to}
      className={active ? (className ? `${className} active` : 'active') : className}
      onClick={click}
      {...(active ? { 'data-status': 'active', 'aria-current': 'page' as const } : {})}
    >
      {children}
    </a>
  );
}

/** The router's `removeTrailingSlash`. */
function withoutTrailingSlash(path: string, basepath: string): string {
  return path.endsWith('/') && path !== '/' && path !== `${basepath}/` ? path.slice(0, -1) : path;
}
