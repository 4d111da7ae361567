import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './safeReturnPath';

const origin = 'https://console.example';

describe('safeReturnPath', () => {
  it.each([
    ['/org-module/branches', '/org-module/branches'],
    ['/project-module/project-panel?active=0', '/project-module/project-panel?active=0'],
    ['/tickets#top', '/tickets#top'],
    ['/a/../b', '/b'],
  ])('keeps the same-origin path %s', (raw, expected) => {
    expect(safeReturnPath(raw, origin, '/home')).toBe(expected);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example',
    'https://console.example.evil.example/x',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'evil.example',
    '',
    '/%E0%A4%A',
    undefined,
    null,
    42,
  ])('falls back for %j', (raw) => {
    expect(safeReturnPath(raw, origin, '/home')).toBe('/home');
  });

  it.each(['/.//evil.example', '/./\\evil.example', '/a/..//evil.example', '/%2e//evil.example'])(
    'refuses %s, which normalises to a protocol-relative URL',
    (raw) => {
      expect(safeReturnPath(raw, origin, '/home')).toBe('/home');
    },
  );

  // Paths built from the pieces that confuse parsers: dots, slashes, backslashes, encodings, controls.
  const piece = fc.constantFrom(
    '/',
    '.',
    '..',
    '//',
    '\\',
    '%2F',
    '%2f',
    '%5C',
    '%2e',
    '%00',
    '\t',
    '?',
    '#',
    '@',
    ':',
    'a',
    'evil.example',
  );
  const pathLike = fc.array(piece, { maxLength: 8 }).map((parts) => parts.join(''));

  it('is idempotent and never returns something that leaves the origin', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          pathLike,
          pathLike.map((p) => `/${p}`),
          fc.string(),
        ),
        (raw) => {
          const once = safeReturnPath(raw, origin, '/');
          expect(safeReturnPath(once, origin, '/')).toBe(once);
          expect(once.startsWith('/')).toBe(true);
          expect(once.startsWith('//')).toBe(false);
          expect(new URL(once, origin).origin).toBe(origin);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
