import type { OrganizationDetail } from '@console/core';

/** The fields of an organization the organization widgets show; core's `OrganizationDetail` fits. */
export type OrganizationRow = Pick<
  OrganizationDetail,
  'id' | 'name' | 'description' | 'contactEmail' | 'branchCount' | 'projectCount' | 'userCount' | 'createdAt'
>;

/** Server-side sort keys of the organization list (`sortBy`). */
export type OrganizationSortKey = 'NAME' | 'CREATED_AT' | 'ID';
