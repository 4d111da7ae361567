import type { OrganizationDetail } from '@console/core';
import { organizationListQuery, useConsoleClient, useDeleteOrganization, useUserInfo } from '@console/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Allowance } from '../actions/Allowance';
import { organizations as organizationsEn } from '../i18n/messages/en/organizations';
import { useMessages } from '../i18n/useMessages';
import { EditorDialog } from '../panel/EditorDialog';
import { LIST_SORT_KEYS } from '../panel/listSortKeys';
import { queryListProps } from '../panel/queryListProps';
import { allowIf } from '../panel/spaceAccess';
import { type EditorHrefs, usePanelEditor } from '../panel/usePanelEditor';
import { useSuccessToast } from '../panel/useSuccessToast';
import { LazyPart, lazyPart } from '../state/lazyPart';
import { listQueryOf, NO_FILTERS } from '../table/listState';
import { type ListStateProps, useListState } from '../table/useListState';
import type { Appearance } from '../theme/appearance';
import type { OrganizationFormPanelProps } from './OrganizationFormPanel';
import { OrganizationsTable } from './OrganizationsTable';

/** The form panel's code (the form and its validation) is fetched the first time the dialog opens. */
const organizationFormPanel = lazyPart<OrganizationFormPanelProps>(() =>
  import('./OrganizationFormPanel').then((m) => m.OrganizationFormPanel),
);
export interface OrganizationsPanelProps extends ListStateProps<typeof NO_FILTERS>, EditorHrefs<OrganizationDetail> {
  /** Where an organization's name links to; plain text without it. */
  organizationHref?: ((organization: OrganizationDetail) => string) | undefined;
  /** Overrides who may create; by default super admins (others see the reason). */
  canCreate?: Allowance | undefined;
  /** Overrides who may edit; by default the organization's admins. */
  canEdit?: ((organization: OrganizationDetail) => Allowance) | undefined;
  /** Overrides who may delete; by default super admins. */
  canDelete?: ((organization: OrganizationDetail) => Allowance) | undefined;
  appearance?: Appearance | undefined;
}

/**
 * Every organization the signed-in user can see, connected: it fetches, searches, sorts and pages by itself,
 * creates and edits in its own dialog (or on the host's pages, given `createHref` / `editHref`), and deletes after
 * confirmation. Needs only `ConsoleProvider` above it.
 */
export function OrganizationsPanel(props: OrganizationsPanelProps) {
  const { organizationHref, appearance } = props;
  const client = useConsoleClient();
  const [list, setList] = useListState(props, NO_FILTERS);
  const query = useQuery({
    ...organizationListQuery(client, listQueryOf(list, LIST_SORT_KEYS)),
    placeholderData: keepPreviousData,
  });
  const superAdmin = useUserInfo().data?.isSuperAdmin;
  const editor = usePanelEditor(props);
  const remove = useDeleteOrganization();
  const notify = useSuccessToast();
  const t = useMessages({ organizations: organizationsEn }).organizations;

  return (
    <>
      <OrganizationsTable
        {...queryListProps(query)}
        value={list}
        onValueChange={setList}
        organizationHref={organizationHref}
        onCreate={editor.create}
        canCreate={props.canCreate ?? allowIf(superAdmin, t.onlySuperAdmins)}
        onEdit={editor.edit}
        canEdit={props.canEdit ?? ((o) => allowIf(o.isAdmin, t.onlyAdminsEdit))}
        onDelete={async (organization) => {
          await remove.mutateAsync(organization.id);
          notify(t.deleted, organization.name);
        }}
        canDelete={props.canDelete ?? (() => allowIf(superAdmin, t.onlySuperAdmins))}
        appearance={appearance}
      />
      <EditorDialog editor={editor} title={{ create: t.create, update: t.update }} appearance={appearance}>
        {(editing, done) => (
          <LazyPart
            code={organizationFormPanel}
            props={{
              ...(editing.mode === 'update' ? { organization: editing.row } : {}),
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
