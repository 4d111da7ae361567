import { Fragment, type ReactNode } from 'react';
import type { Appearance } from '../theme/appearance';
import { FormDialog } from './FormDialog';
import type { Editing, PanelEditor } from './usePanelEditor';

export interface EditorDialogProps<T> {
  editor: PanelEditor<T>;
  /** Dialog titles, e.g. "Create project" / "Update project". */
  title: { create: string; update: string };
  /** The form for what is edited; `done` closes the dialog after a successful save. */
  children: (editing: Editing<T>, done: () => void) => ReactNode;
  appearance?: Appearance | undefined;
}

/** A panel's create / edit form in a dialog, a fresh form each time it opens. */
export function EditorDialog<T>({ editor, title, children, appearance }: EditorDialogProps<T>) {
  const { editing } = editor;
  return (
    <FormDialog
      title={editing?.mode === 'update' ? title.update : title.create}
      open={editor.open}
      onOpenChange={editor.setOpen}
      appearance={appearance}
    >
      {editing ? <Fragment key={editor.session}>{children(editing, editor.close)}</Fragment> : null}
    </FormDialog>
  );
}
