import { useLiveNotifications } from '@console/react';

/**
 * Keeps the notification stream connected and the bell's count and toasts live while mounted (the root mounts it,
 * lazily, once the first screen has painted: see `routes/__root.tsx`). Renders nothing.
 */
export default function LiveNotifications(): null {
  useLiveNotifications();
  return null;
}
