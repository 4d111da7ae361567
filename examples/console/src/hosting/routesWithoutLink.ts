import type { Plugin } from 'vite';

/** The router's route classes, wherever the package manager put them. */
const ROUTE_MODULE = /[\\/]@tanstack[\\/]react-router[\\/]dist[\\/]esm[\\/]route\.js$/;
/** Each route class's constructor sets `this.Link`, the router's `Link` bound to that route's path. */
const ROUTE_LINK = /\n\t\tthis\.Link = React\.forwardRef\(\(props, ref\) => \{\n[\s\S]*?\n\t\t\}\);/g;

/**
 * Takes `Route.Link` (the router's `Link` bound to a route, which this console never uses) out of the router's route
 * classes in the build, so the router's `Link` (1.2 KB gz) is no longer part of every route's definition in the entry
 * script: the screens the entry script renders link through `shell/RouterLink.tsx`, and the pages that use the
 * router's `Link` (the module frame's navigation) load it with their own code. The build fails if the router's code
 * no longer has the shape this expects (an upgrade): nothing is taken out silently wrong.
 */
export function routesWithoutLink(): Plugin {
  return {
    name: 'console-routes-without-link',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!ROUTE_MODULE.test(id.split('?')[0] ?? id)) return null;
      const assignments = code.match(ROUTE_LINK)?.length ?? 0;
      // Lines keep their numbers (an empty line for each line taken out): the file's own source map still holds.
      const withoutImport = code.replace('import { Link } from "./link.js";\n', '\n');
      if (assignments !== 3 || withoutImport === code) {
        throw new Error(`${id}: expected the Link import and 3 route classes setting this.Link, found ${assignments}`);
      }
      const blank = (block: string) => '\n'.repeat(block.split('\n').length - 1);
      return { code: withoutImport.replace(ROUTE_LINK, blank), map: null };
    },
  };
}
