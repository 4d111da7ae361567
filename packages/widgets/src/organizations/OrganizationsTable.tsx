import { useMemo } from 'react';
import { common as commonEn } from '../i18n/messages/en/common';
import { organizations as organizationsEn } from '../i18n/messages/en/organizations';
import { useFormat, useMessages } from '../i18n/useMessages';
import { useNavigationOrAnchors } from '../provider/useLink';
import { type ResourceActionProps, type ResourceListProps, ResourceTable } from '../table/ResourceTable';
import type { DataTableColumn } from '../table/types';
import type { OrganizationRow } from './types';

export interface OrganizationsTableProps<T extends OrganizationRow>
  extends ResourceListProps<T>,
    ResourceActionProps<T> {
  /** Where an organization's name links to, e.g. its update route. */
  organizationHref?: ((organization: T) => string) | undefined;
}

const name = (organization: OrganizationRow) => organization.name;

/**
 * The organization list: server-side search, sort (`NAME`, `CREATED_AT`) and paging, with create, edit and delete
 * as the role allows. The list state is controlled (`value` / `onValueChange`) or kept by the table.
 */
export function OrganizationsTable<T extends OrganizationRow>({
  organizationHref,
  ...rest
}: OrganizationsTableProps<T>) {
  const { Link } = useNavigationOrAnchors();
  const messages = useMessages({ common: commonEn, organizations: organizationsEn });
  const format = useFormat();
  const t = messages.organizations;
  const none = messages.common.none;
  const columns = useMemo<DataTableColumn<T>[]>(
    () => [
      {
        id: 'NAME',
        header: t.columns.name,
        sortable: true,
        cell: (row) => (organizationHref ? <Link to={organizationHref(row)}>{row.name}</Link> : row.name),
      },
      { id: 'description', header: t.columns.description, cell: (row) => row.description || none },
      { id: 'contactEmail', header: t.columns.contact, cell: (row) => row.contactEmail ?? none },
      { id: 'branchCount', header: t.columns.branches, align: 'end', cell: (row) => format.number(row.branchCount) },
      { id: 'projectCount', header: t.columns.projects, align: 'end', cell: (row) => format.number(row.projectCount) },
      { id: 'userCount', header: t.columns.users, align: 'end', cell: (row) => format.number(row.userCount) },
      { id: 'CREATED_AT', header: t.columns.created, sortable: true, cell: (row) => format.date(row.createdAt) },
    ],
    [Link, organizationHref, t, none, format],
  );
  return (
    <ResourceTable
      {...rest}
      label={t.label}
      searchLabel={t.search}
      columns={columns}
      getRowId={(row) => row.id}
      rowName={name}
      createLabel={t.create}
      deleteConsequence={t.deleteConsequence}
      emptyTitle={t.empty}
      noMatchTitle={({ search }) => t.noMatch({ search: search.trim() })}
    />
  );
}
