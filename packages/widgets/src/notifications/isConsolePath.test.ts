import { describe, expect, it } from 'vitest';
import { isConsolePath } from './isConsolePath';

describe('isConsolePath', () => {
  it('accepts console paths with a query', () => {
    expect(isConsolePath('/project-module/project-panel?active=2')).toBe(true);
    expect(isConsolePath('/org-module/branches')).toBe(true);
  });

  it('refuses other origins and tricks', () => {
    for (const link of [
      'https://evil.test/',
      '//evil.test/x',
      '/\\evil.test',
      'javascript:alert(1)',
      ' /org-module',
      '/org-module\n',
      'org-module',
      '',
    ]) {
      expect(isConsolePath(link), link).toBe(false);
    }
  });
});
