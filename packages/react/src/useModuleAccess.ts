import { decideModuleEntry, type ModuleId } from '@console/core';
import { useMemo } from 'react';
import { useRole } from './useRole';
import { useSelection } from './useSelection';

/** Core's module entry decision for the current role and selection; undefined while the user space loads. */
export function useModuleAccess(module: ModuleId): ReturnType<typeof decideModuleEntry> | undefined {
  const role = useRole();
  const { selection } = useSelection();
  return useMemo(() => (role ? decideModuleEntry(module, role, selection) : undefined), [module, role, selection]);
}
