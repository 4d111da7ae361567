import type { Plugin } from 'vite';

/** A route file's `createFileRoute('/some/path')` call. */
const FILE_ROUTE_CALL = /\bcreateFileRoute\((['"`])\/[^'"`]*\1\)/g;

/**
 * Leaves out the path of each route file's `createFileRoute('/path')` in the build: the router reads it only for its
 * types and its route tree generator (the route tree gives every route its path); at run time `createFileRoute`
 * ignores it. The entry script carries every route's definition, so every path it does not need weighs there.
 */
export function fileRoutesWithoutPaths(): Plugin {
  return {
    name: 'console-file-routes-without-paths',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/[\\/]src[\\/]routes[\\/]/.test(id) || !code.includes('createFileRoute(')) return null;
      return { code: code.replace(FILE_ROUTE_CALL, 'createFileRoute()'), map: null };
    },
  };
}
