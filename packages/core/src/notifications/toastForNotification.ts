import type { Toast } from '../toasts/toastStore';
import type { NotificationLike } from './notificationLike';

/** Spec section 9: live-notification toasts last 30 s. */
export const NOTIFICATION_TOAST_LIFE_MS = 30_000;

const TOASTED = new Set(['ORGANIZATION', 'BRANCH', 'PROJECT', 'SERVICE']);

/**
 * The toast for a live notification (spec section 4): only categories ORGANIZATION, BRANCH, PROJECT and
 * SERVICE with severity success, for 30 s; anything else gives null. Content stays plain text.
 */
export function toastForNotification(
  notification: Pick<NotificationLike, 'category' | 'severity' | 'title' | 'content'>,
): Omit<Toast, 'id'> | null {
  if (!TOASTED.has(notification.category) || notification.severity !== 'success') return null;
  return {
    severity: 'success',
    summary: String(notification.title ?? ''),
    detail: String(notification.content ?? ''),
    life: NOTIFICATION_TOAST_LIFE_MS,
    closable: true,
  };
}
