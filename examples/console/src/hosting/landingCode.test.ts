// @vitest-environment node
import { LANDING_PATHS } from '@console/core';
import { describe, expect, it } from 'vitest';
import { LANDING_PAGES, type LandingChunk, landingChunks, landingFrameModules } from './landingCode';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false): LandingChunk => ({
  fileName,
  moduleIds,
  imports,
  isEntry,
});
const routes = '/repo/examples/console/src/routes';

describe("the landings' code named in the page", () => {
  it('names each landing page of core', () => {
    const pages = Object.entries(LANDING_PAGES).map(([module, page]) => `/${module}/${page}`);
    const landings = Object.values(LANDING_PATHS).filter((path) => path !== LANDING_PATHS.none);
    expect(landings.map((path) => path.replace(/\?.*/, '')).sort()).toEqual(pages.sort());
  });

  it("lists a landing's frame, page, the shell's lazy parts and all they import, never the entry", () => {
    const lists = landingChunks([
      chunk('assets/index.js', ['/repo/examples/console/src/main.tsx'], [], true),
      chunk(
        'assets/route-a.js',
        [`${routes}/super-admin/route.tsx?tsr-split=component`],
        ['assets/shared-1.js', 'assets/index.js'],
      ),
      chunk(
        'assets/organizations-b.js',
        [`${routes}/super-admin/organizations.tsx?tsr-split=component`],
        ['assets/shared-2.js'],
      ),
      chunk('assets/shared-1.js', ['/repo/packages/widgets/src/x.tsx'], ['assets/shared-3.js']),
      chunk('assets/shared-2.js', ['/repo/packages/widgets/src/y.tsx']),
      chunk('assets/shared-3.js', ['/repo/packages/widgets/src/z.tsx']),
      chunk('assets/errorComponent-c.js', [`${routes}/super-admin/organizations.tsx?tsr-split=errorComponent`]),
      chunk('assets/costs-d.js', [`${routes}/super-admin/costs.tsx?tsr-split=component`]),
      chunk(
        'assets/LiveNotifications-e.js',
        ['/repo/examples/console/src/shell/LiveNotifications.tsx'],
        ['assets/shared-2.js'],
      ),
      chunk('assets/NavDrawer-f.js', ['/repo/examples/console/src/shell/NavDrawer.tsx']),
      // Loaded with the first toast, not by a landing.
      chunk('assets/Toaster-g.js', ['/repo/examples/console/src/shell/Toaster.tsx'], ['assets/shared-4.js']),
      chunk('assets/shared-4.js', ['/repo/packages/widgets/src/toast/Toaster.tsx']),
    ]);
    expect(lists['super-admin']).toEqual([
      'assets/LiveNotifications-e.js',
      'assets/organizations-b.js',
      'assets/route-a.js',
      'assets/shared-1.js',
      'assets/shared-2.js',
      'assets/shared-3.js',
    ]);
    // Another module's landing: only the frame's lazy parts here, none of the super administrator's pages.
    expect(lists['org-module']).toEqual(['assets/LiveNotifications-e.js', 'assets/shared-2.js']);
  });

  it("gathers the modules of the scripts every module landing loads, not one landing's own, never the entry's", () => {
    const shell = '/repo/examples/console/src/shell';
    const landing = (module: string, page: string, own: string) => [
      chunk(`assets/route-${module}.js`, [`${routes}/${module}/route.tsx?tsr-split=component`], ['assets/shared-1.js']),
      chunk(`assets/${page}-${module}.js`, [`${routes}/${module}/${page}.tsx?tsr-split=component`], [own]),
    ];
    const modules = landingFrameModules([
      chunk('assets/index.js', ['/repo/examples/console/src/main.tsx'], [], true),
      ...Object.entries(LANDING_PAGES).flatMap(([module, page]) =>
        landing(module, page, module === 'super-admin' ? 'assets/shared-3.js' : 'assets/shared-2.js'),
      ),
      chunk('assets/shared-1.js', ['/repo/packages/widgets/src/table.tsx', '/repo/packages/widgets/src/theme.ts']),
      chunk('assets/shared-2.js', ['/repo/packages/widgets/src/tree.tsx']),
      chunk('assets/shared-3.js', ['/repo/packages/widgets/src/chart.tsx']),
      chunk('assets/LiveNotifications-e.js', [`${shell}/LiveNotifications.tsx`], ['assets/index.js']),
    ]);
    expect([...modules].sort()).toEqual([
      `${shell}/LiveNotifications.tsx`,
      '/repo/packages/widgets/src/table.tsx',
      '/repo/packages/widgets/src/theme.ts',
    ]);
  });
});
