import { z } from '@hono/zod-openapi';
import { pageOf } from './common';

/** A branch as listed and edited. */
export const BranchDetail = z
  .object({
    id: z.number().int(),
    organizationId: z.number().int(),
    organizationName: z.string(),
    name: z.string(),
    logo: z.string().nullable(),
    description: z.string(),
    location: z.string().nullable(),
    createdAt: z.string(),
    projectCount: z.number().int(),
    isAdmin: z.boolean(),
  })
  .openapi('BranchDetail');
export const BranchPage = pageOf(BranchDetail, 'BranchPage');
