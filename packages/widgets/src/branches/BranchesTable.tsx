import { useMemo } from 'react';
import { common as commonEn } from '../i18n/messages/en/common';
import { organizations as organizationsEn } from '../i18n/messages/en/organizations';
import { useFormat, useMessages } from '../i18n/useMessages';
import { useNavigationOrAnchors } from '../provider/useLink';
import { type ResourceActionProps, type ResourceListProps, ResourceTable } from '../table/ResourceTable';
import type { DataTableColumn } from '../table/types';
import type { BranchRow } from './types';

export interface BranchesTableProps<T extends BranchRow> extends ResourceListProps<T>, ResourceActionProps<T> {
  /** Shows the organization column (for super admins listing across organizations). */
  showOrganization?: boolean | undefined;
  branchHref?: ((branch: T) => string) | undefined;
}

const name = (branch: BranchRow) => branch.name;

/** The branch list: server-side search, sort (`NAME`, `CREATED_AT`) and paging; create, edit and delete by role. */
export function BranchesTable<T extends BranchRow>({
  showOrganization = false,
  branchHref,
  ...rest
}: BranchesTableProps<T>) {
  const { Link } = useNavigationOrAnchors();
  const messages = useMessages({ common: commonEn, organizations: organizationsEn });
  const format = useFormat();
  const t = messages.organizations.branches;
  const none = messages.common.none;
  const columns = useMemo<DataTableColumn<T>[]>(
    () => [
      {
        id: 'NAME',
        header: t.columns.name,
        sortable: true,
        cell: (branch) => (branchHref ? <Link to={branchHref(branch)}>{branch.name}</Link> : branch.name),
      },
      ...(showOrganization
        ? [{ id: 'organization', header: t.columns.organization, cell: (b: T) => b.organizationName }]
        : []),
      { id: 'description', header: t.columns.description, cell: (b) => b.description || none },
      { id: 'location', header: t.columns.location, cell: (b) => b.location ?? none },
      { id: 'projectCount', header: t.columns.projects, align: 'end', cell: (b) => format.number(b.projectCount) },
      { id: 'CREATED_AT', header: t.columns.created, sortable: true, cell: (b) => format.date(b.createdAt) },
    ],
    [Link, branchHref, showOrganization, t, none, format],
  );
  return (
    <ResourceTable
      {...rest}
      label={t.label}
      searchLabel={t.search}
      columns={columns}
      getRowId={(branch) => branch.id}
      rowName={name}
      createLabel={t.create}
      deleteConsequence={t.deleteConsequence}
      emptyTitle={t.empty}
      noMatchTitle={({ search }) => t.noMatch({ search: search.trim() })}
    />
  );
}
