// `@console/core/stream`: the server-sent-events client (heartbeat, backoff, `Last-Event-ID` resume, one leader
// tab sharing the stream with the others), the online and visibility managers it pauses and resumes on, and the
// audit log's live stream built on it.
export { createAuditStream } from '../audit/auditStream';
export type { ChannelLike, LockManagerLike } from '../platform/crossTab';
export type { OnlineSetup } from '../platform/onlineManager';
export { OnlineManager, onlineManager } from '../platform/onlineManager';
export type { VisibilitySetup } from '../platform/visibilityManager';
export { VisibilityManager, visibilityManager } from '../platform/visibilityManager';
export { backoffDelay, INITIAL_RETRY_DELAY_MS, MAX_RETRY_DELAY_MS } from './backoff';
export type { EventStreamOptions, EventStreamState, EventStreamStatus, StreamSession } from './eventStream';
export { EventStream, HEARTBEAT_TIMEOUT_MS } from './eventStream';
