// IAM: the connected users panel, the users table and detail, the invite dialog and its schema.
// Entry point `@console/widgets/iam`: add an export here and run `pnpm api:update`.
export { assignmentLabel, placeLabel } from './assignmentLabel';
export { InviteDialog, type InviteDialogProps, type InviteScope, type InviteUserInput } from './InviteDialog';
export { InvitePanel, type InvitePanelProps } from './InvitePanel';
export { type InviteFormValues, inviteSchema, inviteSchemaOf } from './inviteSchema';
export { assignableProjects, inviteScopes, type UserScopeIds } from './inviteScopes';
export type { AssignmentRole, UserFilters, UserRow } from './types';
export { UserDetail, type UserDetailProps } from './UserDetail';
export { UserDetailPanel, type UserDetailPanelProps } from './UserDetailPanel';
export {
  type UserEditChanges,
  UserEditForm,
  type UserEditFormProps,
  userEditSchema,
  userEditSchemaOf,
} from './UserEditForm';
export { UserEditPanel, type UserEditPanelProps } from './UserEditPanel';
export { type UserSpaceLike, UserSpaceTree } from './UserSpaceTree';
export { UsersPanel, type UsersPanelProps } from './UsersPanel';
export { NO_USER_FILTERS, UsersTable, type UsersTableProps } from './UsersTable';
export { NOTHING_EDITABLE, type UserEditable, userEditable } from './userEditAccess';
