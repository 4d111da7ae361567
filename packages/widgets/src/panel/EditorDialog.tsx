import { Fragment, type ReactNode } from 'react';
import { useLatch } from '../hooks/useLatch';
import { LazyPart, lazyPart } from '../state/lazyPart';
import type { Appearance } from '../theme/appearance';
import type { FormDialogProps } from './FormDialog';
import type { Editing, PanelEditor } from './usePanelEditor';

export interface EditorDialogProps<T> {
  editor: PanelEditor<T>;
  /** Dialog titles, e.g. "Create project" / "Update project". */
  title: { create: string; update: string };
  /** The form for what is edited; `done` closes the dialog after a successful save. */
  children: (editing: Editing<T>, done: () => void) => ReactNode;
  appearance?: Appearance | undefined;
}

// The dialog's code (Radix Dialog with its focus trap and scroll lock) is fetched when a panel's dialog first opens:
// a panel's first paint, closed, does not carry it.
const formDialog = lazyPart<FormDialogProps>(() => import('./FormDialog').then((m) => m.FormDialog));

/** A panel's create / edit form in a dialog, a fresh form each time it opens. */
export function EditorDialog<T>({ editor, title, children, appearance }: EditorDialogProps<T>) {
  const { editing } = editor;
  // Mounted from its first opening on, so that it closes, animates and returns focus as before.
  const used = useLatch(editor.open);
  if (!used) return null;
  return (
    <LazyPart
      code={formDialog}
      loading={null}
      props={{
        title: editing?.mode === 'update' ? title.update : title.create,
        open: editor.open,
        onOpenChange: editor.setOpen,
        appearance,
        children: editing ? <Fragment key={editor.session}>{children(editing, editor.close)}</Fragment> : null,
      }}
    />
  );
}
