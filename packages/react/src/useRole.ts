import { computeRole } from '@console/core';
import { useMemo } from 'react';
import { useSelection } from './useSelection';
import { useUserSpace } from './useUserSpace';

/** The role priority and label for the current selection; recomputed whenever the selection changes. */
export function useRole(): ReturnType<typeof computeRole> | undefined {
  const { data: space } = useUserSpace();
  const { selection } = useSelection();
  return useMemo(() => (space ? computeRole(space, selection) : undefined), [space, selection]);
}
