import { useSelection, useUserSpace } from '@console/react';

const services = [
  ['isHaveHarbor', 'Container registry'],
  ['isHaveGitlab', 'Source repository'],
  ['isHaveMinio', 'Object storage'],
  ['isHaveArgoCD', 'Continuous delivery'],
  ['isHaveJupyterhub', 'Notebook hub'],
] as const;

/** The selected project and which services it includes. */
export function ProjectPanelPage() {
  const { selection } = useSelection();
  const { data: space } = useUserSpace();
  const project = space?.organizations
    .flatMap((o) => o.branches)
    .flatMap((b) => b.projects)
    .find((p) => p.id === selection.project?.id);
  const flags = selection.project;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="text-xl font-semibold text-slate-900">
        Project Panel
      </h1>
      <p className="mt-1 text-slate-700">{project ? project.name : 'No project selected.'}</p>
      {flags ? (
        <ul aria-label="Services" className="mt-4 grid max-w-md grid-cols-1 gap-2">
          {services.map(([flag, label]) => (
            <li key={flag} className="flex justify-between rounded border border-slate-200 bg-white px-3 py-2">
              <span>{label}</span>
              <span className={flags[flag] ? 'text-green-800' : 'text-slate-600'}>
                {flags[flag] ? 'Included' : 'Not included'}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-6 rounded border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-700">
        Service management is coming in a later release.
      </p>
    </section>
  );
}
