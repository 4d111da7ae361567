import type { BranchDetail } from '@console/core';

/** The fields of a branch the branch widgets show; core's `BranchDetail` fits. */
export type BranchRow = Pick<
  BranchDetail,
  'id' | 'name' | 'description' | 'location' | 'organizationName' | 'projectCount' | 'createdAt' | 'logo'
>;
