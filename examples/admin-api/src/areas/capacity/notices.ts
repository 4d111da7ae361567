/**
 * Who hears of the capacity queue: a workload that joins it or leaves it concerns its owner and every admin whose
 * capacity board shows it (the project's admins and those of its branch, its organization and the platform), so
 * each open board refetches at once rather than at its next refresh.
 */
import { loadAccesses, Priority, priorityOn } from '../../access/access';
import { projectScope } from '../../access/lookup';
import type { Db } from '../../db/database';
import { capacityLink, type LinkFor } from '../../notify/links';
import { concernedUsers, type NotificationInput, type Notifier } from '../../notify/notifier';

/**
 * Tells `owners` (with `ownLink`, the workload's own page for their role) and the admins above the project (with a
 * link to their capacity board) about a change of the queue.
 */
export async function tellQueueChange(
  { db, notifier }: { db: Db; notifier: Pick<Notifier, 'notify'> },
  projectId: number,
  input: Omit<NotificationInput, 'link'>,
  owners: number[],
  ownLink: LinkFor,
) {
  const scope = await projectScope(db, projectId);
  if (!scope) return;
  const concerned = await concernedUsers(db, scope);
  const accesses = await loadAccesses(db, [...new Set([...concerned, ...owners])]);
  const byLink = new Map<string | null, number[]>();
  for (const [userId, access] of accesses) {
    const priority = priorityOn(access, scope);
    const owner = owners.includes(userId);
    if (!owner && priority > Priority.ProjectAdmin) continue;
    const link = owner ? ownLink(priority) : capacityLink()(priority);
    byLink.set(link, [...(byLink.get(link) ?? []), userId]);
  }
  for (const [link, ids] of byLink) await notifier.notify(ids, { ...input, link });
}
