import type { Selection } from '@console/core';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { useConsoleContext } from './ConsoleContext';
import {
  branchAtom,
  clearSelectionAtom,
  organizationAtom,
  projectAtom,
  type SelectedProject,
  selectionAtom,
} from './selection';

/** The selection and the setters a context switcher needs. */
export interface SelectionApi {
  selection: Selection;
  /** Selects an organization; a different one drops the branch and project below it. */
  selectOrganization(id: number | null): void;
  /** Selects a branch; a different one drops the project below it. */
  selectBranch(id: number | null): void;
  /** Selects a project with its service flags. */
  selectProject(project: SelectedProject | null): void;
  /** Replaces the whole selection. */
  setSelection(selection: Selection): void;
  /** Forgets the whole selection. */
  clear(): void;
}

/** The selected organization, branch and project (persisted client-side) with setters. */
export function useSelection(): SelectionApi {
  const { store } = useConsoleContext('useSelection');
  const opts = { store };
  const selection = useAtomValue(selectionAtom, opts);
  const setAll = useSetAtom(selectionAtom, opts);
  const setOrg = useSetAtom(organizationAtom, opts);
  const setBranch = useSetAtom(branchAtom, opts);
  const setProject = useSetAtom(projectAtom, opts);
  const clear = useSetAtom(clearSelectionAtom, opts);

  const selectOrganization = useCallback(
    (id: number | null) => {
      const current = store.get(organizationAtom);
      if (current?.id === id) return;
      setOrg(id === null ? null : { id });
      setBranch(null);
      setProject(null);
    },
    [store, setOrg, setBranch, setProject],
  );
  const selectBranch = useCallback(
    (id: number | null) => {
      const current = store.get(branchAtom);
      if (current?.id === id) return;
      setBranch(id === null ? null : { id });
      setProject(null);
    },
    [store, setBranch, setProject],
  );

  return useMemo(
    () => ({ selection, selectOrganization, selectBranch, selectProject: setProject, setSelection: setAll, clear }),
    [selection, selectOrganization, selectBranch, setProject, setAll, clear],
  );
}
