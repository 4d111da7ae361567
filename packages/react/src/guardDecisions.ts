import {
  clearDeeperSelection,
  computeRole,
  decideJupyter,
  decideModuleEntry,
  landingFor,
  type ModuleId,
  projectFlags,
  StoreKey,
  type TokenStore,
} from '@console/core';
import type { ConsoleClient } from '@console/core/client';
import type { QueryClient } from '@tanstack/react-query';
import { jupyterCheckQuery, userSpaceQuery } from './queries/userQueries';
import { currentModuleAtom, selectionAtom } from './selection';
import type { SelectionStore } from './selectionStore';

/** What a guard needs: the client, the query cache and the selection store (a router's context). */
export interface GuardDeps {
  client: ConsoleClient;
  queryClient: QueryClient;
  store: SelectionStore;
  /** Where the current module and role are kept (spec section 6: cookies); pass the client's token store. */
  persist?: Pick<TokenStore, 'set'>;
}

/** A guard's verdict, for any router to act on: go on, go elsewhere, or start sign-in. */
export type GuardOutcome = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'sign-in' };

/** Login-required routes: allow with a token, otherwise sign in. */
export function checkAuth({ client }: Pick<GuardDeps, 'client'>): GuardOutcome {
  return client.auth.getSnapshot().authenticated ? { kind: 'allow' } : { kind: 'sign-in' };
}

/**
 * Module entry (spec sections 4 and 6): clears the selections deeper than the module, computes the
 * role from the user space and applies core's entry rule. The cleared selection is kept only when
 * entry is allowed, so a refused visit does not lose the context the user had.
 */
export async function checkModuleEntry(deps: GuardDeps, module: ModuleId): Promise<GuardOutcome> {
  const auth = checkAuth(deps);
  if (auth.kind !== 'allow') return auth;
  const space = await deps.queryClient.ensureQueryData(userSpaceQuery(deps.client));
  const selection = clearDeeperSelection(module, deps.store.get(selectionAtom));
  const role = computeRole(space, selection);
  const decision = decideModuleEntry(module, role, selection);
  if (!decision.allow) return { kind: 'redirect', to: decision.redirect };
  deps.store.set(selectionAtom, selection);
  deps.store.set(currentModuleAtom, module);
  deps.persist?.set(StoreKey.Module, module);
  deps.persist?.set(StoreKey.Role, String(role.priority));
  return { kind: 'allow' };
}

/**
 * Keeps the role cookie (spec section 6) in step with the selection: whenever the tenant switchers change it after
 * a module was entered, the role for the new selection is written. Call once at startup with the guards' deps;
 * returns the unsubscribe. Nothing is written before the user space is loaded or before the first module entry.
 */
export function persistRoleOnSelection(deps: Required<Pick<GuardDeps, 'persist'>> & GuardDeps): () => void {
  const { client, queryClient, store, persist } = deps;
  return store.sub(selectionAtom, () => {
    if (store.get(currentModuleAtom) === null) return;
    const space = queryClient.getQueryData(userSpaceQuery(client).queryKey);
    if (space === undefined) return;
    persist.set(StoreKey.Role, String(computeRole(space, store.get(selectionAtom)).priority));
  });
}

/** The Jupyter rule: only a selected project with the notebook hub may enter. */
export function checkJupyter(deps: Pick<GuardDeps, 'store'>): GuardOutcome {
  const decision = decideJupyter(deps.store.get(selectionAtom));
  return decision.allow ? { kind: 'allow' } : { kind: 'redirect', to: decision.redirect };
}

/**
 * The user's base path (spec section 2 landing table). Selects the organization, branch and project
 * that make the landing valid, with the project's service flags and notebook-hub check.
 */
export async function resolveLanding(deps: GuardDeps): Promise<string> {
  const space = await deps.queryClient.ensureQueryData(userSpaceQuery(deps.client));
  const { path, selection } = landingFor(space);
  const project = selection.project;
  if (project) {
    const found = space.organizations
      .flatMap((o) => o.branches)
      .flatMap((b) => b.projects)
      .find((p) => p.id === project.id);
    if (found) {
      const check = await deps.queryClient
        .ensureQueryData(jupyterCheckQuery(deps.client, found.id))
        .catch(() => ({ isHaveJupyterhub: false }));
      selection.project = projectFlags(found, check.isHaveJupyterhub, deps.client.config.serviceIds);
    }
  }
  deps.store.set(selectionAtom, selection);
  return path;
}
