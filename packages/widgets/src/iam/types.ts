import type { User } from '@console/core';

/** The fields of a user the IAM widgets show; core's `User` fits. */
export type UserRow = Pick<User, 'id' | 'email' | 'name' | 'isActive' | 'isNewUser' | 'lastSignIn'> & {
  assignments: readonly Pick<
    User['assignments'][number],
    'id' | 'scope' | 'role' | 'organizationName' | 'branchName' | 'projectName'
  >[];
};

/** A role within an assignment. */
export type AssignmentRole = 'ADMIN' | 'MEMBER';

/** The user list filters of spec section 3 besides search; `null` means any. */
export interface UserFilters {
  isActive: boolean | null;
  isNewUser: boolean | null;
  role: AssignmentRole | null;
}
