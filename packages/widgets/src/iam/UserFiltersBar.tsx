import { useId } from 'react';
import { iam as iamEn } from '../i18n/messages/en/iam';
import { useMessages } from '../i18n/useMessages';
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
  const t = useMessages({ iam: iamEn }).iam;
  return (
    <>
      <div data-slot="table-filter">
        <label htmlFor={`${id}-active`}>{t.columns.status}</label>
        <select
          id={`${id}-active`}
          value={filters.isActive === null ? '' : String(filters.isActive)}
          onChange={(event) => onChange({ ...filters, isActive: toBool(event.target.value) })}
        >
          <option value="">{t.any}</option>
          <option value="true">{t.active}</option>
          <option value="false">{t.inactive}</option>
        </select>
      </div>
      <div data-slot="table-filter">
        <label htmlFor={`${id}-new`}>{t.newUser}</label>
        <select
          id={`${id}-new`}
          value={filters.isNewUser === null ? '' : String(filters.isNewUser)}
          onChange={(event) => onChange({ ...filters, isNewUser: toBool(event.target.value) })}
        >
          <option value="">{t.any}</option>
          <option value="true">{t.new}</option>
          <option value="false">{t.notNew}</option>
        </select>
      </div>
      <div data-slot="table-filter">
        <label htmlFor={`${id}-role`}>{t.role}</label>
        <select
          id={`${id}-role`}
          value={filters.role ?? ''}
          onChange={(event) =>
            onChange({ ...filters, role: event.target.value === '' ? null : (event.target.value as AssignmentRole) })
          }
        >
          <option value="">{t.any}</option>
          <option value="ADMIN">{t.roles.ADMIN}</option>
          <option value="MEMBER">{t.roles.MEMBER}</option>
        </select>
      </div>
    </>
  );
}
