// What the client's stand-ins load on first use (see deferredLive.ts): the live stream and the notification inbox.
export { NotificationInbox } from '../notifications/notificationInbox';
export { EventStream } from '../stream/eventStream';
