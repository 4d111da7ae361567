/** Connection status of the live stream. */
export type EventStreamStatus = 'idle' | 'connecting' | 'open' | 'closed';

/** What `EventStream.getSnapshot()` returns. */
export interface EventStreamState {
  status: EventStreamStatus;
}

/** One frozen state object per status, so snapshots compare by identity. */
export const STREAM_STATES: Record<EventStreamStatus, EventStreamState> = {
  idle: Object.freeze({ status: 'idle' }),
  connecting: Object.freeze({ status: 'connecting' }),
  open: Object.freeze({ status: 'open' }),
  closed: Object.freeze({ status: 'closed' }),
};
