import { z } from '@hono/zod-openapi';
import { pageOf } from './common';

/** An organization as listed and edited. */
export const OrganizationDetail = z
  .object({
    id: z.number().int(),
    name: z.string(),
    logo: z.string().nullable(),
    description: z.string(),
    contactEmail: z.string().nullable(),
    createdAt: z.string(),
    branchCount: z.number().int(),
    projectCount: z.number().int(),
    userCount: z.number().int(),
    isAdmin: z.boolean(),
  })
  .openapi('OrganizationDetail');
export const OrganizationPage = pageOf(OrganizationDetail, 'OrganizationPage');
