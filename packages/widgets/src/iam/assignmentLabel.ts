import { en, type WidgetMessages } from '../i18n/messages/en';
import type { UserRow } from './types';

/** "Admin of Acme / Vision / ml-lab" style text for one assignment. */
export function assignmentLabel(assignment: UserRow['assignments'][number], messages: WidgetMessages = en): string {
  const where = [assignment.organizationName, assignment.branchName, assignment.projectName]
    .filter(Boolean)
    .join(' / ');
  return messages.iam.assignment({ role: messages.iam.roles[assignment.role], where });
}
