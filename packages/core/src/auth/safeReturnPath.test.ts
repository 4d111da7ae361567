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
});
