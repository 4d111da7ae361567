import { computeRole, decideModuleEntry, type ModuleId, projectFlags, type Selection } from '@console/core';
import { jupyterCheckQuery, useConsoleClient, useRole, useSelection, useUserSpace } from '@console/react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { useConsoleMessages } from '../i18n/language';
import { moduleById } from '../modules';
import { roleLabel } from './roleLabel';

// Choosing a level takes the user to the module of that level when their role allows it.
const moduleFor: Record<'organization' | 'branch' | 'project', ModuleId[]> = {
  organization: ['org-module'],
  branch: ['branch-module'],
  project: ['project-module', 'project-member-module'],
};

/** Organization, branch and project pickers drawn from the user space; the role decides where a choice leads. */
export function ContextSwitcher({ stacked = false }: { stacked?: boolean }) {
  const client = useConsoleClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: space } = useUserSpace();
  const { selection, setSelection } = useSelection();
  const role = useRole();
  const id = useId();
  const t = useConsoleMessages();
  if (!space) return null;

  const organization = space.organizations.find((o) => o.id === selection.organization?.id);
  const branch = organization?.branches.find((b) => b.id === selection.branch?.id);

  async function choose(level: keyof typeof moduleFor, next: Selection) {
    if (!space) return;
    setSelection(next);
    for (const module of moduleFor[level]) {
      if (decideModuleEntry(module, computeRole(space, next), next).allow) {
        await navigate({ href: moduleById(module).home });
        return;
      }
    }
  }

  async function chooseProject(projectId: number) {
    const project = branch?.projects.find((p) => p.id === projectId);
    if (!project || !organization || !branch) return;
    const check = await queryClient
      .fetchQuery(jupyterCheckQuery(client, project.id))
      .catch(() => ({ isHaveJupyterhub: false }));
    const flags = projectFlags(project, check.isHaveJupyterhub, client.config.serviceIds);
    await choose('project', { organization: { id: organization.id }, branch: { id: branch.id }, project: flags });
  }

  const selectClass = stacked
    ? 'w-full rounded-md border border-control bg-surface px-2 py-1.5 text-sm text-fg'
    : 'max-w-44 rounded-md border border-control bg-surface px-2 py-1 text-sm text-fg';
  // In the drawer the switchers stack with their labels shown; in the header the labels are for screen readers.
  const labelClass = stacked ? 'text-xs font-medium text-muted-fg' : 'sr-only';
  return (
    <fieldset className={stacked ? 'flex flex-col gap-2' : 'flex flex-wrap items-center gap-2'}>
      <legend className={stacked ? 'mb-1 text-sm font-semibold' : 'sr-only'}>{t.shell.context}</legend>
      <label htmlFor={`${id}-org`} className={labelClass}>
        {t.shell.organization}
      </label>
      <select
        id={`${id}-org`}
        className={selectClass}
        value={organization?.id ?? ''}
        onChange={(e) => {
          const orgId = Number(e.target.value);
          void choose('organization', orgId ? { organization: { id: orgId } } : {});
        }}
      >
        <option value="">{t.shell.chooseOrganization}</option>
        {space.organizations.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-branch`} className={labelClass}>
        {t.shell.branch}
      </label>
      <select
        id={`${id}-branch`}
        className={selectClass}
        disabled={!organization}
        value={branch?.id ?? ''}
        onChange={(e) => {
          const branchId = Number(e.target.value);
          if (!organization) return;
          void choose('branch', {
            organization: { id: organization.id },
            ...(branchId ? { branch: { id: branchId } } : {}),
          });
        }}
      >
        <option value="">{t.shell.chooseBranch}</option>
        {organization?.branches.map((b) => (
          <option key={b.id} value={b.id}>
            {b.name}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-project`} className={labelClass}>
        {t.shell.project}
      </label>
      <select
        id={`${id}-project`}
        className={selectClass}
        disabled={!branch}
        value={selection.project?.id ?? ''}
        onChange={(e) => void chooseProject(Number(e.target.value))}
      >
        <option value="">{t.shell.chooseProject}</option>
        {branch?.projects.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
      {role ? (
        <span data-testid="role" className="self-start rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-fg">
          {roleLabel(role, t)}
        </span>
      ) : null}
    </fieldset>
  );
}
