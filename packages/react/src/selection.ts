import type { ModuleId, Selection } from '@console/core';
import { atom } from 'jotai';
import { RESET } from 'jotai/utils';

/** The selected project with the service flags the console checks (spec section 3). */
export type SelectedProject = NonNullable<Selection['project']>;

// Selections survive reloads and new tabs (kept client-side, spec section 3). Each store reads
// storage lazily on first use, so a guard running before the first render sees the stored value.
const UNSET = Symbol('unset');
function persisted<T>(key: string, initial: T) {
  const storageKey = `console.selection.${key}`;
  const base = atom<T | typeof UNSET>(UNSET);
  return atom(
    (get): T => {
      const value = get(base);
      return value === UNSET ? readStored(storageKey, initial) : value;
    },
    (_get, set, next: T | typeof RESET) => {
      const value = next === RESET ? initial : next;
      set(base, value);
      writeStored(storageKey, value === initial ? undefined : value);
    },
  );
}

function readStored<T>(key: string, fallback: T): T {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

function writeStored(key: string, value: unknown): void {
  if (typeof localStorage === 'undefined') return;
  if (value === undefined) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(value));
}

/** Selected organization id, or null. */
export const organizationAtom = persisted<{ id: number } | null>('organization', null);
/** Selected branch id, or null. */
export const branchAtom = persisted<{ id: number } | null>('branch', null);
/** Selected project with its flags, or null. */
export const projectAtom = persisted<SelectedProject | null>('project', null);
/** The module area the user is working in, or null before the first module entry. */
export const currentModuleAtom = persisted<ModuleId | null>('module', null);

/** The whole selection in core's `Selection` shape; writing it replaces all three parts. */
export const selectionAtom = atom(
  (get): Selection => {
    const organization = get(organizationAtom);
    const branch = get(branchAtom);
    const project = get(projectAtom);
    return {
      ...(organization ? { organization } : {}),
      ...(branch ? { branch } : {}),
      ...(project ? { project } : {}),
    };
  },
  (_get, set, next: Selection) => {
    set(organizationAtom, next.organization ? { id: next.organization.id } : RESET);
    set(branchAtom, next.branch ? { id: next.branch.id } : RESET);
    set(projectAtom, next.project ? { ...next.project } : RESET);
  },
);

/** Forgets the selection and the current module (used on sign-out). */
export const clearSelectionAtom = atom(null, (_get, set) => {
  set(organizationAtom, RESET);
  set(branchAtom, RESET);
  set(projectAtom, RESET);
  set(currentModuleAtom, RESET);
});
