import { describe, expect, it } from 'vitest';
import { listQuery } from './useListState';
import { moduleBaseOf } from './useModuleBase';
import { parseId } from './useRouteId';

describe('listQuery', () => {
  it('sends paging always, search only when set, and sort only for a server sort key', () => {
    expect(listQuery({ search: '  ', sort: null, pageIndex: 2, pageSize: 25 })).toEqual({ pageIndex: 2, pageSize: 25 });
    expect(listQuery({ search: ' lab ', sort: { id: 'NAME', desc: false }, pageIndex: 0, pageSize: 10 })).toEqual({
      pageIndex: 0,
      pageSize: 10,
      search: 'lab',
      sortBy: 'NAME',
      sortOrder: 'ASC',
    });
    expect(listQuery({ search: '', sort: { id: 'services', desc: true }, pageIndex: 0, pageSize: 10 })).toEqual({
      pageIndex: 0,
      pageSize: 10,
    });
  });
});

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
