import { clearDeeperSelection, computeRole, decideModuleEntry, type ModuleId } from '@console/core';
import { type ReactNode, useEffect, useMemo } from 'react';
import { RequireAuth } from './RequireAuth';
import { useSelection } from './useSelection';
import { useUserSpace } from './useUserSpace';

/** Props of {@link RequireModule}. */
export interface RequireModuleProps {
  module: ModuleId;
  children?: ReactNode;
  /** Shown while the auth state or the user space is not known yet. */
  fallback?: ReactNode;
  /** Shown when the role or selection does not allow the module (spec section 6). */
  forbidden?: ReactNode;
}

/**
 * Renders its children only when core's module entry rule allows the module for the current role and
 * selection; on entry, selections deeper than the module are cleared (spec section 4).
 */
export function RequireModule({ module, children, fallback = null, forbidden = null }: RequireModuleProps) {
  return (
    <RequireAuth fallback={fallback}>
      <ModuleGate module={module} fallback={fallback} forbidden={forbidden}>
        {children}
      </ModuleGate>
    </RequireAuth>
  );
}

function ModuleGate({ module, children, fallback, forbidden }: RequireModuleProps) {
  const { data: space } = useUserSpace();
  const { selection, setSelection } = useSelection();
  const cleared = useMemo(() => clearDeeperSelection(module, selection), [module, selection]);
  const allowed = space ? decideModuleEntry(module, computeRole(space, cleared), cleared).allow : undefined;
  const changed = JSON.stringify(cleared) !== JSON.stringify(selection);
  useEffect(() => {
    if (allowed && changed) setSelection(cleared);
  }, [allowed, changed, cleared, setSelection]);
  if (allowed === undefined) return <>{fallback}</>;
  return <>{allowed ? children : forbidden}</>;
}
