// Building blocks of connected panels: editor and form dialogs, list props, space access and the success toast.
// Entry point `@console/widgets/panel`: add an export here and run `pnpm api:update`.
export { EditorDialog, type EditorDialogProps } from './EditorDialog';
export { FormDialog, type FormDialogProps } from './FormDialog';
export { LIST_SORT_KEYS } from './listSortKeys';
export { type QueryListProps, queryListProps } from './queryListProps';
export { adminsBranch, adminsOrganization, allowIf, projectBranchChoices } from './spaceAccess';
export { type Editing, type EditorHrefs, type PanelEditor, usePanelEditor } from './usePanelEditor';
export { useSuccessToast } from './useSuccessToast';
