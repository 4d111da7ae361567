import type { Plugin } from 'vite';

/**
 * Writes the generated route tree (`src/routeTree.gen.ts`) more compactly for the build, with the same routes: each
 * route's children become a list instead of an object keyed by long generated names (the router reads only the
 * values), an `id` the same as the route's `path` is left out (the router takes the path as the id), and each route's
 * `update({ path, getParentRoute })` is a call of one small function. About 0.9 KB gz less in the entry script,
 * which carries every route's definition.
 */
export function compactRouteTree(): Plugin {
  return {
    name: 'console-compact-route-tree',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('/routeTree.gen.ts')) return null;
      // Lines stay where they were (see compactRouteTreeSource): `map: null` keeps the file's own mappings.
      return { code: compactRouteTreeSource(code), map: null };
    },
  };
}

/** The transformation itself (kept apart for its test); every line keeps its number. */
export function compactRouteTreeSource(code: string): string {
  return (
    code
      // `const XChildren: XChildren = {\n  A: A,\n  B: BWithChildren,\n}` -> `const XChildren: XChildren = [A, BWithChildren]`
      .replace(/^(const \w+Children(?:: \w+)? =\s*)\{([^{}]*)\}/gm, (_, head: string, body: string) => {
        const values = body
          .split(',')
          .map((entry) => entry.split(':')[1]?.trim())
          .filter(Boolean);
        // The same number of lines: the code after keeps its place, so the file's source map still holds.
        return `${head}[${values.join(', ')}] as any${'\n'.repeat(body.split('\n').length - 1)}`;
      })
      // `id: '/x',\n  path: '/x',` -> `\n  path: '/x',`
      .replace(/\bid: ('[^']*'),(\s+)path: \1,/g, '$2path: $1,')
      // `X.update({\n  path: '/x',\n  getParentRoute: () => P,\n} as any)` -> `fileRoute(X, '/x', P)`
      .replace(
        /\b(\w+)\.update\(\{(\s*)path: ('[^']*'),(\s*)getParentRoute: \(\) => (\w+),(\s*)\} as any\)/g,
        (_, route: string, a: string, path: string, b: string, parent: string, c: string) =>
          `fileRoute(${route}, ${path}, ${parent})${'\n'.repeat(`${a}${b}${c}`.split('\n').length - 1)}`,
      )
      // The helper, on the last line (a function declaration: the calls above may come before it).
      .replace(/\n?$/, (end) => `${FILE_ROUTE_HELPER}${end}`)
  );
}

/** A route of the tree given its path and its parent (the parent is declared before its children). */
export const FILE_ROUTE_HELPER =
  ';function fileRoute(route: any, path: string, parent: unknown) { return route.update({ path, getParentRoute: () => parent }) }';
