import { describe, expect, it } from 'vitest';
import { changeList, initialListState, isFiltered, listQueryOf, NO_FILTERS, sortChange, sortOf } from './listState';

const users = initialListState({ isActive: null as boolean | null, role: null as string | null });

describe('list state', () => {
  it('starts on the first page of ten with no search, the server sort, and the overrides on top', () => {
    expect(initialListState(NO_FILTERS)).toEqual({ pageIndex: 0, pageSize: 10, search: '', filters: {} });
    expect(
      initialListState({ serviceId: null as number | null, x: 1 }, { pageSize: 5, filters: { serviceId: 3, x: 1 } }),
    ).toEqual({
      pageIndex: 0,
      pageSize: 5,
      search: '',
      filters: { serviceId: 3, x: 1 },
    });
  });

  it('goes back to the first page on any change but the page', () => {
    const onThird = { ...users, pageIndex: 2 };
    expect(changeList(onThird, { pageIndex: 3 }).pageIndex).toBe(3);
    expect(changeList(onThird, { search: 'ada' })).toMatchObject({ pageIndex: 0, search: 'ada' });
    expect(changeList(onThird, { pageSize: 50 })).toMatchObject({ pageIndex: 0, pageSize: 50 });
    expect(changeList(onThird, { filters: { isActive: true, role: null } }).pageIndex).toBe(0);
    expect(changeList(onThird, sortChange({ id: 'NAME', desc: true }))).toMatchObject({
      pageIndex: 0,
      sortBy: 'NAME',
      sortOrder: 'DESC',
    });
  });

  it('tells a narrowed list from a plain one', () => {
    expect(isFiltered(users)).toBe(false);
    expect(isFiltered({ ...users, search: '   ' })).toBe(false);
    expect(isFiltered({ ...users, search: 'ada' })).toBe(true);
    expect(isFiltered({ ...users, filters: { isActive: false, role: null } })).toBe(true);
  });

  it('converts between the table sort and sortBy / sortOrder', () => {
    expect(sortOf(users)).toBeNull();
    const byName = { ...users, ...sortChange({ id: 'NAME', desc: false }) };
    expect(sortOf(byName)).toEqual({ id: 'NAME', desc: false });
    expect(sortOf({ ...byName, ...sortChange(null) })).toBeNull();
  });

  it('builds the query: search trimmed, known sort keys only, null filters left out', () => {
    const state = {
      ...users,
      search: ' ada ',
      sortBy: 'NAME',
      sortOrder: 'DESC' as const,
      filters: { isActive: false, role: null },
    };
    expect(listQueryOf(state, ['NAME', 'CREATED_AT'])).toEqual({
      pageIndex: 0,
      pageSize: 10,
      search: 'ada',
      sortBy: 'NAME',
      sortOrder: 'DESC',
      isActive: false,
    });
    expect(listQueryOf({ ...state, sortBy: 'email', search: '' }, ['NAME'])).toEqual({
      pageIndex: 0,
      pageSize: 10,
      isActive: false,
    });
  });
});
