import { describe, expect, it } from 'vitest';
// The widgets' checker, so the console and the widgets hold their texts to one rule.
// biome-ignore lint/style/noRestrictedImports: test tooling shared with the widgets, not the SDK a host integrates
import { findHardCodedText } from '../../../../packages/widgets/src/i18n/hardCodedText';

// Every console source file a reader sees the output of: not tests, test helpers, the catalogues themselves, the
// generated route tree or the server-side hosting code.
const sources = import.meta.glob<string>(
  [
    '../**/*.{ts,tsx}',
    '!../**/*.test.{ts,tsx}',
    '!../**/*.d.ts',
    '!../**/testing/**',
    '!../hosting/**',
    '!../routeTree.gen.ts',
    '!./en.ts',
    '!./de.ts',
    '!./enAreas.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
);

const found = Object.entries(sources).flatMap(([file, source]) =>
  findHardCodedText(file.replace('../', 'src/'), source),
);

describe('the console catalogue', () => {
  it('reads every console source file', () => {
    expect(Object.keys(sources)).toContain('../shell/UserMenu.tsx');
    expect(Object.keys(sources).length).toBeGreaterThan(50);
  });

  it('finds a hard-coded text when there is one', () => {
    const found = findHardCodedText(
      'x.tsx',
      ['<PageHeading title="Projects" />', "toasts.show({ severity: 'success', summary: 'Project saved' });"].join(
        '\n',
      ),
    );
    expect(found.map((f) => f.line)).toEqual([1, 2]);
  });

  it('holds every user-visible text of the console', () => {
    expect(found.map((f) => `${f.file}:${f.line} ${f.text}`)).toEqual([]);
  });
});
