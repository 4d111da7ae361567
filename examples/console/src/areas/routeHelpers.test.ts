import { describe, expect, it } from 'vitest';
import { moduleBaseOf } from './useModuleBase';
import { parseId } from './useRouteId';

describe('route helpers', () => {
  it('reads the module of a path', () => {
    expect(moduleBaseOf('/org-module/branch/update/3')).toBe('/org-module');
    expect(moduleBaseOf('/')).toBe('');
  });

  it('accepts only positive integer ids', () => {
    expect(parseId('42')).toBe(42);
    for (const raw of [undefined, '', '0', '-1', '1.5', '1e3', '007', 'abc']) expect(parseId(raw)).toBe(0);
  });
});
