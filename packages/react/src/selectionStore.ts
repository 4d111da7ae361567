import { createStore } from 'jotai';

/** The jotai store holding the selected organization, branch and project. */
export type SelectionStore = ReturnType<typeof createStore>;

/** A fresh selection store; pass it to the router context and to ConsoleProvider to share one. */
export function createSelectionStore(): SelectionStore {
  return createStore();
}
