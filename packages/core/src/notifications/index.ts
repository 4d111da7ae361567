// `@console/core/notifications`: the notification inbox any host can drive (unread count, feed changes, live
// toasts) and its parts.
export type {
  InboxApi,
  InboxStream,
  NotificationFeedChange,
  NotificationInboxOptions,
  NotificationInboxState,
} from './notificationInbox';
export { NotificationInbox } from './notificationInbox';
export type { NotificationLike } from './notificationLike';
export { NOTIFICATION_TOAST_LIFE_MS, toastForNotification } from './toastForNotification';
export type { UnreadStorage } from './unreadStorage';
export { sessionUnreadStorage } from './unreadStorage';
