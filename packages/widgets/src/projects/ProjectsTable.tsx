import { useMemo } from 'react';
import { common as commonEn } from '../i18n/messages/en/common';
import { projects as projectsEn } from '../i18n/messages/en/projects';
import { useFormat, useMessages } from '../i18n/useMessages';
import { useNavigationOrAnchors } from '../provider/useLink';
import { StatusBadge } from '../status/StatusBadge';
import { type ResourceActionProps, type ResourceListProps, ResourceTable } from '../table/ResourceTable';
import type { DataTableColumn } from '../table/types';
import { FavoriteToggle } from './FavoriteToggle';
import { ServiceFilter } from './ServiceFilter';
import { serviceStatusLabel, serviceTone } from './serviceTone';
import type { ProjectFilters, ProjectRow, ServiceOption } from './types';

export interface ProjectsTableProps<T extends ProjectRow>
  extends ResourceListProps<T, ProjectFilters>,
    ResourceActionProps<T> {
  /** Services to filter by (the API's `serviceId`); no filter select without them. */
  services?: readonly ServiceOption[] | undefined;
  /** Saves a project's favorite flag; no star column without it. */
  onFavoriteChange?: ((project: T, favorite: boolean) => unknown) | undefined;
  projectHref?: ((project: T) => string) | undefined;
}

/** No service filter. */
export const NO_PROJECT_FILTERS: ProjectFilters = Object.freeze({ serviceId: null });

const name = (project: ProjectRow) => project.name;

/** The project list: server-side search, sort, paging and service filter, favorites, create, edit and delete by role. */
export function ProjectsTable<T extends ProjectRow>(props: ProjectsTableProps<T>) {
  const { services, onFavoriteChange, projectHref, ...rest } = props;
  const { Link } = useNavigationOrAnchors();
  const messages = useMessages({ common: commonEn, projects: projectsEn });
  const format = useFormat();
  const t = messages.projects;

  const columns = useMemo<DataTableColumn<T>[]>(() => {
    const favorite: DataTableColumn<T>[] = onFavoriteChange
      ? [
          {
            id: 'favorite',
            header: t.columns.favorite,
            width: 'calc(5 * var(--cw-rem, 16px))',
            cell: (row) => (
              <FavoriteToggle name={row.name} favorite={row.isFavorite} onChange={(on) => onFavoriteChange(row, on)} />
            ),
          },
        ]
      : [];
    return [
      ...favorite,
      {
        id: 'NAME',
        header: t.columns.name,
        sortable: true,
        cell: (row) => (projectHref ? <Link to={projectHref(row)}>{row.name}</Link> : row.name),
      },
      { id: 'organization', header: t.columns.organization, cell: (row) => row.organizationName },
      { id: 'branch', header: t.columns.branch, cell: (row) => row.branchName },
      {
        id: 'services',
        header: t.columns.services,
        cell: (row) =>
          row.services.length === 0 ? (
            messages.common.none
          ) : (
            <span data-slot="badge-list">
              {row.services.map((service) => (
                <StatusBadge key={service.serviceId} tone={serviceTone(service.status)}>
                  {service.name}
                  <span data-slot="visually-hidden">: {serviceStatusLabel(service.status, messages)}</span>
                </StatusBadge>
              ))}
            </span>
          ),
      },
      { id: 'CREATED_AT', header: t.columns.created, sortable: true, cell: (row) => format.date(row.createdAt) },
    ];
  }, [Link, onFavoriteChange, projectHref, messages, format, t]);
  return (
    <ResourceTable
      {...rest}
      label={t.label}
      searchLabel={t.search}
      columns={columns}
      getRowId={(row) => row.id}
      rowName={name}
      filters={NO_PROJECT_FILTERS}
      renderFilters={
        services
          ? (filters, onChange) => (
              <ServiceFilter
                services={services}
                value={filters.serviceId}
                onChange={(serviceId) => onChange({ ...filters, serviceId })}
              />
            )
          : undefined
      }
      createLabel={t.create}
      deleteConsequence={t.deleteConsequence}
      emptyTitle={t.empty}
      noMatchTitle={t.noMatch}
    />
  );
}
