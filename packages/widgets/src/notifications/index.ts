// Notifications: the connected inbox and bell, and the presentational list.
// Entry point `@console/widgets/notifications`: add an export here and run `pnpm api:update`.
export { InboxBell, type InboxBellProps } from './InboxBell';
export { bellLabel, NotificationBell, type NotificationBellProps } from './NotificationBell';
export { NotificationInbox, type NotificationInboxProps } from './NotificationInbox';
export { NotificationList, type NotificationListProps } from './NotificationList';
export type { NotificationItem, NotificationPage } from './types';
