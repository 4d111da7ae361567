export { VERSION } from '@console/core';
export { type ConsoleContextValue, useConsoleClient } from './ConsoleContext';
export { ConsoleProvider, type ConsoleProviderProps } from './ConsoleProvider';
export {
  branchAtom,
  clearSelectionAtom,
  currentModuleAtom,
  organizationAtom,
  projectAtom,
  type SelectedProject,
  selectionAtom,
} from './selection';
export { createSelectionStore, type SelectionStore } from './selectionStore';
export { type SelectionApi, useSelection } from './useSelection';
export { useToasts } from './useToasts';
