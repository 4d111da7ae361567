import { useSelection } from '@console/react';

/** The selected project's id, or 0 when none is selected. */
export function useProjectId(): number {
  return useSelection().selection.project?.id ?? 0;
}
