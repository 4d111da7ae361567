import { iam as iamEn } from '../i18n/messages/en/iam';
import type { MessagesOf } from '../i18n/types';
import type { UserRow } from './types';

/** The English of the areas this module's texts come from. */
const en = { iam: iamEn };

/** "Admin of Acme / Vision / ml-lab" style text for one assignment. */
export function assignmentLabel(assignment: UserRow['assignments'][number], messages: MessagesOf<'iam'> = en): string {
  const where = placeLabel(assignment);
  return messages.iam.assignment({ role: messages.iam.roles[assignment.role], where });
}

/** Where an assignment applies, e.g. "Acme / Berlin / Vision". */
export function placeLabel(
  assignment: Pick<UserRow['assignments'][number], 'organizationName' | 'branchName' | 'projectName'>,
): string {
  return [assignment.organizationName, assignment.branchName, assignment.projectName].filter(Boolean).join(' / ');
}
