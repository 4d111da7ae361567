import { useLocation } from '@tanstack/react-router';

/** The module the current page belongs to, as its path prefix (e.g. `/org-module`). */
export function useModuleBase(): string {
  const { pathname } = useLocation();
  return moduleBaseOf(pathname);
}

/** The first segment of a console path, e.g. `/org-module/branch/3` -> `/org-module`. */
export function moduleBaseOf(pathname: string): string {
  const first = pathname.split('/').find((part) => part !== '');
  return first ? `/${first}` : '';
}
