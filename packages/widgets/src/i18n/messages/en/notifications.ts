/** The notification bell, inbox and list. */
export const notifications = {
  title: 'Notifications',
  bell: (p: { unread: number; count: string }) => (p.unread > 0 ? `Notifications, ${p.count} unread` : 'Notifications'),
  latest: 'Latest notifications',
  markAllRead: 'Mark all read',
  markRead: 'Mark as read',
  markReadOf: (p: { title: string }) => `Mark as read: ${p.title}`,
  unreadPrefix: 'Unread: ',
  caughtUp: 'You are all caught up',
  viewAll: 'View all notifications',
  loading: 'Loading notifications…',
  unreadOnly: 'Unread only',
  noUnread: 'No unread notifications',
  none: 'No notifications yet',
};
