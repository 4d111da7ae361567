// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compactRouteTreeSource, FILE_ROUTE_HELPER } from './compactRouteTree';

const generated = readFileSync(new URL('../routeTree.gen.ts', import.meta.url), 'utf8');

describe('compactRouteTreeSource', () => {
  it('lists each route children, in order, without their generated names', () => {
    const source = `const ARouteChildren: ARouteChildren = {
  AOneRoute: AOneRoute,
  ATwoRoute:
    ATwoRouteWithChildren,
}
const b = ARoute._addFileChildren(ARouteChildren)`;
    expect(compactRouteTreeSource(source)).toBe(
      `const ARouteChildren: ARouteChildren = [AOneRoute, ATwoRouteWithChildren] as any\n\n\n\n
const b = ARoute._addFileChildren(ARouteChildren)${FILE_ROUTE_HELPER}`,
    );
  });

  it('leaves out an id that repeats the path, and keeps one that does not', () => {
    const source = `X.update({\n  id: '/costs',\n  path: '/costs',\n} as any)\nY.update({\n  id: '/_layout',\n  path: '/a',\n} as any)`;
    expect(compactRouteTreeSource(source)).toBe(
      `X.update({\n  \n  path: '/costs',\n} as any)\nY.update({\n  id: '/_layout',\n  path: '/a',\n} as any)${FILE_ROUTE_HELPER}`,
    );
  });

  it('makes each route of a path and a parent one call of the helper, on as many lines', () => {
    const source = `const A = AImport.update({\n  id: '/a',\n  path: '/a',\n  getParentRoute: () => rootRouteImport,\n} as any)\nconst B = BImport.update({\n  id: '/_layout',\n  path: '/b',\n  getParentRoute: () => A,\n} as any)\n`;
    expect(compactRouteTreeSource(source)).toBe(
      `const A = fileRoute(AImport, '/a', rootRouteImport)\n\n\n\n\nconst B = BImport.update({\n  id: '/_layout',\n  path: '/b',\n  getParentRoute: () => A,\n} as any)${FILE_ROUTE_HELPER}\n`,
    );
    // The helper sets what the update did.
    const route = { update: (options: object) => options };
    const fileRoute = new Function(`${FILE_ROUTE_HELPER.replace(/: \w+/g, '')}; return fileRoute`)();
    const made = fileRoute(route, '/a', 'parent');
    expect(made.path).toBe('/a');
    expect(made.getParentRoute()).toBe('parent');
  });

  it('rewrites every children object of the console route tree and keeps every child', () => {
    const compact = compactRouteTreeSource(generated);
    const objects = [...generated.matchAll(/^const \w+Children(?:: \w+)? =\s*\{([^{}]*)\}/gm)];
    const lists = [...compact.matchAll(/^const \w+Children(?:: \w+)? =\s*\[([^\]]*)\] as any/gm)];
    expect(objects.length).toBeGreaterThan(5);
    expect(lists.map((m) => m[1]?.split(', ').length)).toEqual(objects.map((m) => m[1]?.match(/:/g)?.length));
    expect(compact).not.toMatch(/update\(\{\s+id: ('[^']*'),\s+path: \1,/);
    // Every route with a plain path and parent is a call of the helper.
    expect(compact.match(/\bfileRoute\(\w+, '[^']*', \w+\)/g)?.length).toBe(generated.match(/\.update\(\{/g)?.length);
    expect(compact.replace(FILE_ROUTE_HELPER, '')).not.toContain('.update({');
    expect(compact.split('\n').length).toBe(generated.split('\n').length);
  });
});
