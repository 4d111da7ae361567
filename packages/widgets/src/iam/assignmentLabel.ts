import type { UserRow } from './types';

/** "Admin of Acme / Vision / ml-lab" style text for one assignment. */
export function assignmentLabel(assignment: UserRow['assignments'][number]): string {
  const where = [assignment.organizationName, assignment.branchName, assignment.projectName]
    .filter(Boolean)
    .join(' / ');
  return `${assignment.role === 'ADMIN' ? 'Admin' : 'Member'} of ${where}`;
}
