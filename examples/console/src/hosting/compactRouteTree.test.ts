// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compactRouteTreeSource } from './compactRouteTree';

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
const b = ARoute._addFileChildren(ARouteChildren)`,
    );
  });

  it('leaves out an id that repeats the path, and keeps one that does not', () => {
    const source = `X.update({\n  id: '/costs',\n  path: '/costs',\n} as any)\nY.update({\n  id: '/_layout',\n  path: '/a',\n} as any)`;
    expect(compactRouteTreeSource(source)).toBe(
      `X.update({\n  \n  path: '/costs',\n} as any)\nY.update({\n  id: '/_layout',\n  path: '/a',\n} as any)`,
    );
  });

  it('rewrites every children object of the console route tree and keeps every child', () => {
    const compact = compactRouteTreeSource(generated);
    const objects = [...generated.matchAll(/^const \w+Children(?:: \w+)? =\s*\{([^{}]*)\}/gm)];
    const lists = [...compact.matchAll(/^const \w+Children(?:: \w+)? =\s*\[([^\]]*)\] as any/gm)];
    expect(objects.length).toBeGreaterThan(5);
    expect(lists.map((m) => m[1]?.split(', ').length)).toEqual(objects.map((m) => m[1]?.match(/:/g)?.length));
    expect(compact).not.toMatch(/update\(\{\s+id: ('[^']*'),\s+path: \1,/);
    expect(compact.split('\n').length).toBe(generated.split('\n').length);
  });
});
