import type { AccessDecision } from './selection';

/** Routes that need no login (spec section 2); /forbidden is not one of them. */
export const PUBLIC_ROUTES = ['/callback', '/login', '/not-authenticated', '/not-found'] as const;

/** Whether `path` (query and hash ignored) is a public route. */
export function isPublicRoute(path: string): boolean {
  const pathname = stripPath(path);
  return (PUBLIC_ROUTES as readonly string[]).includes(pathname);
}

/**
 * The guard of public routes and the root (spec section 4): the callback always proceeds; the root
 * (a path of length 1) goes to the base path; a public route visited with a token goes to the base path.
 */
export function decidePublicRoute(path: string, authenticated: boolean, basePath: string): AccessDecision {
  const pathname = stripPath(path);
  if (pathname === '/callback') return { allow: true };
  if (pathname.length <= 1) return { allow: false, redirect: basePath };
  if (authenticated === true && isPublicRoute(pathname)) return { allow: false, redirect: basePath };
  return { allow: true };
}

function stripPath(path: string): string {
  const pathname = (path ?? '').split(/[?#]/)[0] ?? '';
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}
