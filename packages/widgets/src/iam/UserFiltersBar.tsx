import { useId } from 'react';
import type { AssignmentRole, UserFilters } from './types';

const toBool = (value: string): boolean | null => (value === '' ? null : value === 'true');

/** The active, new-user and role filters of the user list. */
export function UserFiltersBar({
  filters,
  onChange,
}: {
  filters: UserFilters;
  onChange: (filters: UserFilters) => void;
}) {
  const id = useId();
  return (
    <>
      <div data-slot="table-filter">
        <label htmlFor={`${id}-active`}>Status</label>
        <select
          id={`${id}-active`}
          value={filters.isActive === null ? '' : String(filters.isActive)}
          onChange={(event) => onChange({ ...filters, isActive: toBool(event.target.value) })}
        >
          <option value="">Any</option>
          <option value="true">Active</option>
          <option value="false">Inactive</option>
        </select>
      </div>
      <div data-slot="table-filter">
        <label htmlFor={`${id}-new`}>New user</label>
        <select
          id={`${id}-new`}
          value={filters.isNewUser === null ? '' : String(filters.isNewUser)}
          onChange={(event) => onChange({ ...filters, isNewUser: toBool(event.target.value) })}
        >
          <option value="">Any</option>
          <option value="true">New</option>
          <option value="false">Not new</option>
        </select>
      </div>
      <div data-slot="table-filter">
        <label htmlFor={`${id}-role`}>Role</label>
        <select
          id={`${id}-role`}
          value={filters.role ?? ''}
          onChange={(event) =>
            onChange({ ...filters, role: event.target.value === '' ? null : (event.target.value as AssignmentRole) })
          }
        >
          <option value="">Any</option>
          <option value="ADMIN">Admin</option>
          <option value="MEMBER">Member</option>
        </select>
      </div>
    </>
  );
}
