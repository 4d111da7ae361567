import { useState } from 'react';
import { useNavigationOrAnchors } from '../provider/useLink';

/** What a panel's form dialog edits: a new resource, or an existing row. */
export type Editing<T> = { mode: 'create' } | { mode: 'update'; row: T };

/** Where a panel's create and edit go instead of its own dialog: the host's pages for them. */
export interface EditorHrefs<T> {
  /** Create navigates here (through the provider's navigation) instead of opening the panel's dialog. */
  createHref?: string | undefined;
  /** Edit navigates here instead of opening the panel's dialog. */
  editHref?: ((row: T) => string) | undefined;
}

/** A panel's create / edit state; see {@link usePanelEditor}. */
export interface PanelEditor<T> {
  /** What the dialog edits; it stays set while the dialog closes, so the closing dialog keeps its form. */
  editing: Editing<T> | null;
  /** Counts the dialog's openings: each gets a fresh form. */
  session: number;
  open: boolean;
  setOpen: (open: boolean) => void;
  close: () => void;
  create: () => void;
  edit: (row: T) => void;
}

/** Create and edit for a connected panel: the host's page when it names one, else the panel's own form dialog. */
export function usePanelEditor<T>({ createHref, editHref }: EditorHrefs<T>): PanelEditor<T> {
  const { navigate } = useNavigationOrAnchors();
  const [state, setState] = useState<{ editing: Editing<T> | null; session: number }>({ editing: null, session: 0 });
  const [open, setOpen] = useState(false);
  const start = (editing: Editing<T>) => {
    setState((previous) => ({ editing, session: previous.session + 1 }));
    setOpen(true);
  };
  return {
    ...state,
    open,
    setOpen,
    close: () => setOpen(false),
    create: () => (createHref === undefined ? start({ mode: 'create' }) : navigate(createHref)),
    edit: (row) => (editHref === undefined ? start({ mode: 'update', row }) : navigate(editHref(row))),
  };
}
