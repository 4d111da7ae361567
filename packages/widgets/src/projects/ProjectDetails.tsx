import type { ProjectGroup } from '@console/core';
import { type ReactNode, useId, useMemo } from 'react';
import { iam as iamEn } from '../i18n/messages/en/iam';
import { projects as projectsEn } from '../i18n/messages/en/projects';
import { useFormat, useMessages } from '../i18n/useMessages';
import { CodeBlock } from '../layout/CodeBlock';
import { EmptyState } from '../state/EmptyState';
import { ErrorState } from '../state/ErrorState';
import { LoadingState } from '../state/LoadingState';
import type { WidgetError } from '../state/widgetError';
import { StatusBadge } from '../status/StatusBadge';
import { DataTable } from '../table/DataTable';
import type { DataTableColumn } from '../table/types';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
import { serviceStatusLabel, serviceTone } from './serviceTone';
import type { ProjectServiceRow } from './types';

/** One part of the details as a query gives it: `data` undefined while loading, or the error. */
export interface ProjectDetailsPart<T> {
  data: T | undefined;
  error?: WidgetError | null | undefined;
  onRetry?: (() => void) | undefined;
}

/** A project's group of members; core's `ProjectGroup` fits. */
export type ProjectGroupRow = Pick<ProjectGroup, 'name' | 'role'> & {
  members: readonly Pick<ProjectGroup['members'][number], 'id' | 'name' | 'email'>[];
};

export interface ProjectDetailsProps {
  /** The project's name, for the accessible names of the parts. */
  projectName: string;
  /** The services with status and quota (`GET /workspace/project/{id}/status`). */
  status: ProjectDetailsPart<readonly ProjectServiceRow[]>;
  /** The services the project has now (`GET /workspace/project/{id}/service/current`). */
  current: ProjectDetailsPart<readonly Pick<ProjectServiceRow, 'serviceId' | 'name' | 'status'>[]>;
  /** The members grouped by role (`GET /workspace/project/{id}/groups`). */
  groups: ProjectDetailsPart<readonly ProjectGroupRow[]>;
  /** Project ids and names of the project's branch, as drop-downs list them (`GET /workspace/project/ddl`). */
  ddl: ProjectDetailsPart<readonly { id: number; name: string }[]>;
  appearance?: Appearance | undefined;
}

/** Loading, error or empty state of a part, else its content. */
function Part<T>(props: {
  part: ProjectDetailsPart<readonly T[]>;
  loading: string;
  empty: string;
  children: (rows: readonly T[]) => ReactNode;
}) {
  const { part, loading, empty, children } = props;
  if (part.error) return <ErrorState error={part.error} {...(part.onRetry ? { onRetry: part.onRetry } : {})} />;
  if (part.data === undefined) return <LoadingState label={loading} />;
  if (part.data.length === 0) return <EmptyState title={empty} />;
  return <>{children(part.data)}</>;
}

/**
 * What an admin looks up about a project, each part with its own loading, empty and error state: the services'
 * status and quota, the services it has now, its members by group, and the branch's project list (DDL) as text to
 * copy. Everything from the API renders as text.
 */
export function ProjectDetails({ projectName, status, current, groups, ddl, appearance }: ProjectDetailsProps) {
  const messages = useMessages({ iam: iamEn, projects: projectsEn });
  const format = useFormat();
  const t = messages.projects.details;
  const id = useId();
  const columns = useMemo<DataTableColumn<ProjectServiceRow>[]>(
    () => [
      { id: 'name', header: t.columns.service, cell: (s) => s.name },
      {
        id: 'status',
        header: t.columns.status,
        cell: (s) => <StatusBadge tone={serviceTone(s.status)}>{serviceStatusLabel(s.status, messages)}</StatusBadge>,
      },
      { id: 'quota', header: t.columns.quota, cell: (s) => format.number(s.quota) },
      { id: 'used', header: t.columns.used, cell: (s) => format.number(s.used) },
      { id: 'updated', header: t.columns.updated, cell: (s) => format.dateTime(s.updatedAt) },
    ],
    [t, messages, format],
  );

  return (
    <WidgetRoot
      appearance={appearance}
      data-slot="project-details"
      role="region"
      aria-label={t.label({ name: projectName })}
    >
      <div data-slot="project-details-part">
        <h3 data-slot="section-title" id={`${id}-status`}>
          {t.status}
        </h3>
        <DataTable
          label={t.status}
          columns={columns}
          rows={status.data}
          getRowId={(s) => s.serviceId}
          error={status.error}
          {...(status.onRetry ? { onRetry: status.onRetry } : {})}
          emptyTitle={t.statusEmpty}
        />
      </div>
      <div data-slot="project-details-part">
        <h3 data-slot="section-title" id={`${id}-current`}>
          {t.current}
        </h3>
        <Part part={current} loading={t.currentLoading} empty={t.currentEmpty}>
          {(rows) => (
            <ul data-slot="project-details-services" aria-labelledby={`${id}-current`}>
              {rows.map((s) => (
                <li key={s.serviceId} data-slot="project-details-service">
                  <span>{s.name}</span>{' '}
                  <StatusBadge tone={serviceTone(s.status)}>{serviceStatusLabel(s.status, messages)}</StatusBadge>
                </li>
              ))}
            </ul>
          )}
        </Part>
      </div>
      <div data-slot="project-details-part">
        <h3 data-slot="section-title" id={`${id}-groups`}>
          {t.groups}
        </h3>
        <Part part={groups} loading={t.groupsLoading} empty={t.groupsEmpty}>
          {(rows) => (
            <dl data-slot="info-list">
              {rows.map((group) => (
                <div data-slot="info-item" key={`${group.role}:${group.name}`}>
                  <dt>
                    <span data-slot="badge-list">
                      {group.name}
                      <StatusBadge tone="neutral">{messages.iam.roles[group.role]}</StatusBadge>
                    </span>
                  </dt>
                  <dd>
                    {group.members.length === 0 ? (
                      <span data-slot="state-description">{t.noMembers}</span>
                    ) : (
                      <ul data-slot="plain-list" aria-label={t.groupMembers({ name: group.name })}>
                        {group.members.map((m) => (
                          <li key={m.id}>
                            {m.name} <span data-slot="state-description">{m.email}</span>
                          </li>
                        ))}
                      </ul>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </Part>
      </div>
      <div data-slot="project-details-part">
        <h3 data-slot="section-title" id={`${id}-ddl`}>
          {t.ddl}
        </h3>
        <p data-slot="state-description">{t.ddlHelp}</p>
        <Part part={ddl} loading={t.ddlLoading} empty={t.ddlEmpty}>
          {(rows) => <CodeBlock label={t.ddl} code={rows.map((p) => `${p.id}\t${p.name}`).join('\n')} />}
        </Part>
      </div>
    </WidgetRoot>
  );
}
