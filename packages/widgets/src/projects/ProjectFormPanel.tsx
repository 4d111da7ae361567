import type { ProjectDetail } from '@console/core';
import { projectQuery, useConsoleClient, useCreateProject, useUpdateProject, useUserSpace } from '@console/react';
import { useQuery } from '@tanstack/react-query';
import { common as commonEn } from '../i18n/messages/en/common';
import { projects as projectsEn } from '../i18n/messages/en/projects';
import { useMessages } from '../i18n/useMessages';
import { FormPanelGate } from '../panel/FormPanelGate';
import { projectBranchChoices } from '../panel/spaceAccess';
import { EmptyState } from '../state/EmptyState';
import { LoadingState } from '../state/LoadingState';
import type { Appearance } from '../theme/appearance';
import { ProjectForm } from './ProjectForm';
import { serviceCatalogue } from './serviceCatalogue';
import type { ServiceOption } from './types';

export interface ProjectFormPanelProps {
  /** The project to edit (fetched); left out, with `project` too, the panel creates one. */
  projectId?: number | undefined;
  /** The project to edit when the host already holds it (a list row): nothing is fetched. */
  project?: ProjectDetail | undefined;
  /** Creating: the organization or branch whose branches the project may go in (those the user administers). */
  organizationId?: number | undefined;
  branchId?: number | undefined;
  /** Creating: the service catalogue offered for provisioning; by default the client's fixed service ids. */
  services?: readonly ServiceOption[] | undefined;
  /** Called with what the server saved (toast an edit; the admin API announces a creation live). */
  onSaved?: ((project: ProjectDetail) => void) | undefined;
  onCancel?: (() => void) | undefined;
  appearance?: Appearance | undefined;
}

/**
 * Creates a project (in a branch the user administers, with the services to provision) or edits one (name,
 * description, logo) inside `ConsoleProvider`: fetches what it needs, validates, saves, and puts the server's
 * 400/409 field errors on the fields they name. The one place a project is saved.
 */
export function ProjectFormPanel(props: ProjectFormPanelProps) {
  const { project, onSaved, onCancel, appearance } = props;
  const client = useConsoleClient();
  const id = project?.id ?? props.projectId;
  const query = useQuery({ ...projectQuery(client, id ?? 0), enabled: project === undefined && id !== undefined });
  const space = useUserSpace();
  const create = useCreateProject();
  const update = useUpdateProject();
  const messages = useMessages({ common: commonEn, projects: projectsEn });
  const t = messages.projects;
  const withAppearance = appearance ? { appearance } : {};
  const cancel = onCancel ? { onCancel } : {};

  if (id === undefined) {
    if (!space.data) return <LoadingState label={messages.common.state.loading} />;
    const branches = projectBranchChoices(space.data, {
      organizationId: props.organizationId,
      branchId: props.branchId,
    });
    if (branches.length === 0)
      return <EmptyState title={t.noBranchToCreateIn} description={t.noBranchToCreateInHelp} />;
    return (
      <ProjectForm
        mode="create"
        branches={branches}
        services={props.services ?? serviceCatalogue(client.config.serviceIds, messages)}
        // The admin API announces a creation as a live notification; a host with the stream toasts it.
        onSubmit={async (input) => onSaved?.(await create.mutateAsync(input))}
        {...cancel}
        {...withAppearance}
      />
    );
  }
  return (
    <FormPanelGate value={project ?? query.data} editing error={query.error} onRetry={() => void query.refetch()}>
      {(current) =>
        current ? (
          <ProjectForm
            key={current.id}
            mode="update"
            branches={[{ id: current.branchId, name: current.branchName }]}
            services={[]}
            initialValues={current}
            onSubmit={async ({ name, description, logo }) => {
              onSaved?.(await update.mutateAsync({ id: current.id, body: { name, description, logo } }));
            }}
            {...cancel}
            {...withAppearance}
          />
        ) : null
      }
    </FormPanelGate>
  );
}
