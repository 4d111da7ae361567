import type { EventStreamStatus } from '@console/core/stream';
import { useInboxState } from './useInboxState';

/** The live notification stream's connection status ('idle' | 'connecting' | 'open' | 'closed'). */
export function useStreamStatus(): EventStreamStatus {
  return useInboxState('useStreamStatus', (state) => state.status);
}
