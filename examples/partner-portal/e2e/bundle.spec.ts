import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './portalFixtures';
import { portalStack } from './portalStack';

/** Every source module of the portal's production build, from the source maps the build writes. */
function bundledSources(): string[] {
  const port = new URL(portalStack.portalUrl).port;
  const assets = join(import.meta.dirname, '..', 'dist', `port-${port}`, 'assets');
  const maps = readdirSync(assets).filter((file) => file.endsWith('.js.map'));
  expect(maps.length).toBeGreaterThan(0);
  return maps.flatMap(
    (file) => (JSON.parse(readFileSync(join(assets, file), 'utf8')) as { sources: string[] }).sources,
  );
}

test('the built portal carries no router of ours: no TanStack Router, no React Router', () => {
  const sources = bundledSources();
  // The graph is the real one: the widgets, the SDK and the portal's own OIDC library are in it.
  expect(sources.some((s) => s.includes('packages/widgets/src/'))).toBe(true);
  expect(sources.some((s) => s.includes('oauth4webapi'))).toBe(true);
  expect(sources.filter((s) => /@tanstack\/(react-)?router|router-core|react-router/.test(s))).toEqual([]);
});
