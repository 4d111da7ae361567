import { BranchesPanel } from '@console/widgets/branches';
import { ProjectsPanel } from '@console/widgets/projects';
import { useAreaMessages } from '../../i18n/areaMessages';

/** Lists that only link: a super admin edits and deletes on the screens they lead to. */
const linksOnly = { canCreate: false, canEdit: () => false, canDelete: () => false } as const;

/**
 * An organization's branches and projects, linking to their update screens: how a super admin, who has no
 * branch or project lists of their own, reaches `branch/update/{id}` and `project/update/{id}`.
 */
export function OrganizationContents({ organizationId, base }: { organizationId: number; base: string }) {
  const t = useAreaMessages();
  return (
    <>
      <div>
        <h2 className="mb-2 text-lg font-semibold text-fg">{t.pageText.branches}</h2>
        <BranchesPanel
          organizationId={organizationId}
          defaultValue={{ pageSize: 5 }}
          branchHref={(b) => `${base}/branch/update/${b.id}`}
          {...linksOnly}
        />
      </div>
      <div>
        <h2 className="mb-2 text-lg font-semibold text-fg">{t.pageText.projects}</h2>
        <ProjectsPanel
          organizationId={organizationId}
          defaultValue={{ pageSize: 5 }}
          projectHref={(p) => `${base}/project/update/${p.id}`}
          {...linksOnly}
        />
      </div>
    </>
  );
}
