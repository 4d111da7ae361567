import { describe, expect, it } from 'vitest';
import { listQuery } from './listQuery';

describe('listQuery', () => {
  it('defaults to sortBy=ID and sortOrder=DESC', () => {
    expect(listQuery({ pageIndex: 0, pageSize: 10 })).toEqual({
      pageIndex: 0,
      pageSize: 10,
      sortBy: 'ID',
      sortOrder: 'DESC',
    });
    expect(listQuery()).toEqual({ sortBy: 'ID', sortOrder: 'DESC' });
  });

  it('keeps an explicit sort and filters, dropping empty values', () => {
    expect(
      listQuery({
        sortBy: 'NAME',
        sortOrder: 'ASC',
        search: '  ',
        orgId: 3,
        serviceId: undefined,
        isActive: false,
        x: null,
      }),
    ).toEqual({ sortBy: 'NAME', sortOrder: 'ASC', orgId: 3, isActive: false });
  });
});
