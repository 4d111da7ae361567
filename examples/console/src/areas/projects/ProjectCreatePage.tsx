import { useConsoleClient, useCreateProject, useSelection, useUserSpace } from '@console/react';
import { EmptyState, LoadingState, useNavigation } from '@console/widgets';
import { projectBranchChoices } from '@console/widgets/panel';
import { ProjectForm, serviceCatalogue } from '@console/widgets/projects';
import { PageHeading } from '../PageHeading';
import { useModuleBase } from '../useModuleBase';
import { projectScope } from './projectScope';

/** Creates a project with the services to provision, in a branch of the current selection, then lists projects. */
export function ProjectCreatePage() {
  const client = useConsoleClient();
  const base = useModuleBase();
  const { navigate } = useNavigation();
  const { selection } = useSelection();
  const space = useUserSpace();
  const create = useCreateProject();
  const scope = projectScope(base, selection);
  const branches = space.data ? (scope ? projectBranchChoices(space.data, scope) : []) : undefined;

  return (
    <section aria-labelledby="page-title" className="max-w-2xl">
      <PageHeading title="Create Project" />
      {branches === undefined ? (
        <LoadingState label="Loading branches…" />
      ) : branches.length === 0 ? (
        <EmptyState title="No branch to create a project in" description="Choose a branch you administer first." />
      ) : (
        <ProjectForm
          mode="create"
          branches={branches}
          services={serviceCatalogue(client.config.serviceIds)}
          onSubmit={async (input) => {
            // The admin API announces the creation as a live success notification, which the shell shows as a toast.
            await create.mutateAsync(input);
            navigate(`${base}/projects`);
          }}
          onCancel={() => navigate(`${base}/projects`)}
        />
      )}
    </section>
  );
}
