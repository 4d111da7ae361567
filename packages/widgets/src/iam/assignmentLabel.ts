import { en, type WidgetMessages } from '../i18n/messages/en';
import type { UserRow } from './types';

/** "Admin of Acme / Vision / ml-lab" style text for one assignment. */
export function assignmentLabel(assignment: UserRow['assignments'][number], messages: WidgetMessages = en): string {
  const where = placeLabel(assignment);
  return messages.iam.assignment({ role: messages.iam.roles[assignment.role], where });
}

/** Where an assignment applies, e.g. "Acme / Berlin / Vision". */
export function placeLabel(
  assignment: Pick<UserRow['assignments'][number], 'organizationName' | 'branchName' | 'projectName'>,
): string {
  return [assignment.organizationName, assignment.branchName, assignment.projectName].filter(Boolean).join(' / ');
}
