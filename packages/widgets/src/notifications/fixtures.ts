import type { NotificationItem } from './types';

const categories = ['PROJECT', 'ORGANIZATION', 'SERVICE', 'USER', 'SYSTEM', 'BRANCH'] as const;
const severities = ['success', 'info', 'warn', 'error'] as const;

/** `count` notifications, newest first; the first `unread` are unread. */
export function sampleNotifications(count: number, unread = 3, offset = 0): NotificationItem[] {
  return Array.from({ length: count }, (_, i) => {
    const n = offset + i + 1;
    return {
      id: n,
      title: `Project ml-lab-${n} created`,
      content: `The project ml-lab-${n} is ready with its services.`,
      severity: severities[n % severities.length] ?? 'info',
      category: categories[n % categories.length] ?? 'SYSTEM',
      link: n % 3 === 0 ? null : `/project-module/project-panel?active=${n}`,
      createdAt: new Date(Date.UTC(2026, 10, 21, 12, 0) - n * 3_600_000).toISOString(),
      isRead: offset + i >= unread,
    };
  });
}
