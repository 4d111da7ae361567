/** A notification as the live stream delivers it (structural; the admin API types are a richer fit). */
export interface NotificationLike {
  id: number;
  type: string;
  category: string;
  severity: string;
  title: string;
  content: string;
  link?: string | null;
  createdAt?: string;
  isRead?: boolean;
}
