import type { BranchDetail } from '@console/core';
import { branchListQuery, useConsoleClient, useDeleteBranch, useUserSpace } from '@console/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Allowance } from '../actions/Allowance';
import { organizations as organizationsEn } from '../i18n/messages/en/organizations';
import { useMessages } from '../i18n/useMessages';
import { EditorDialog } from '../panel/EditorDialog';
import { LIST_SORT_KEYS } from '../panel/listSortKeys';
import { queryListProps } from '../panel/queryListProps';
import { adminsOrganization, allowIf } from '../panel/spaceAccess';
import { type EditorHrefs, usePanelEditor } from '../panel/usePanelEditor';
import { useSuccessToast } from '../panel/useSuccessToast';
import { LazyPart, lazyPart } from '../state/lazyPart';
import { listQueryOf, NO_FILTERS } from '../table/listState';
import { type ListStateProps, useListState } from '../table/useListState';
import type { Appearance } from '../theme/appearance';
import { BranchesTable } from './BranchesTable';
import type { BranchFormPanelProps } from './BranchFormPanel';

/** The form panel's code (the form and its validation) is fetched the first time the dialog opens. */
const branchFormPanel = lazyPart<BranchFormPanelProps>(() =>
  import('./BranchFormPanel').then((m) => m.BranchFormPanel),
);
export interface BranchesPanelProps extends ListStateProps<typeof NO_FILTERS>, EditorHrefs<BranchDetail> {
  /** Whose branches. */
  organizationId: number;
  branchHref?: ((branch: BranchDetail) => string) | undefined;
  /** Overrides who may create and delete; by default the organization's admins. */
  canCreate?: Allowance | undefined;
  canDelete?: ((branch: BranchDetail) => Allowance) | undefined;
  /** Overrides who may edit; by default the branch's admins. */
  canEdit?: ((branch: BranchDetail) => Allowance) | undefined;
  appearance?: Appearance | undefined;
}

/**
 * An organization's branches, connected: fetches, searches, sorts and pages by itself; creates and edits in its own
 * dialog (or on the host's pages, given `createHref` / `editHref`); deletes after confirmation.
 */
export function BranchesPanel(props: BranchesPanelProps) {
  const { organizationId, branchHref, appearance } = props;
  const client = useConsoleClient();
  const [list, setList] = useListState(props, NO_FILTERS);
  const query = useQuery({
    ...branchListQuery(client, { ...listQueryOf(list, LIST_SORT_KEYS), organizationId }),
    placeholderData: keepPreviousData,
  });
  const t = useMessages({ organizations: organizationsEn }).organizations.branches;
  const orgAdmin = allowIf(adminsOrganization(useUserSpace().data, organizationId), t.onlyOrgAdmins);
  const editor = usePanelEditor(props);
  const remove = useDeleteBranch();
  const notify = useSuccessToast();

  return (
    <>
      <BranchesTable
        {...queryListProps(query)}
        value={list}
        onValueChange={setList}
        branchHref={branchHref}
        onCreate={editor.create}
        canCreate={props.canCreate ?? orgAdmin}
        onEdit={editor.edit}
        canEdit={props.canEdit ?? ((b) => allowIf(b.isAdmin, t.onlyAdminsEdit))}
        onDelete={async (branch) => {
          await remove.mutateAsync(branch.id);
          notify(t.deleted, branch.name);
        }}
        canDelete={props.canDelete ?? (() => orgAdmin)}
        appearance={appearance}
      />
      <EditorDialog editor={editor} title={{ create: t.create, update: t.update }} appearance={appearance}>
        {(editing, done) => (
          <LazyPart
            code={branchFormPanel}
            props={{
              ...(editing.mode === 'update' ? { branch: editing.row } : { organizationId }),
              onSaved: (saved) => {
                if (editing.mode === 'update') notify(t.saved, saved.name);
                done();
              },
              onCancel: done,
              appearance,
            }}
          />
        )}
      </EditorDialog>
    </>
  );
}
