import { z } from '@hono/zod-openapi';
import { pageOf } from './common';

/** The signed-in user. */
export const UserInfo = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    isSuperAdmin: z.boolean(),
    totalUnreadNotification: z.number().int(),
  })
  .openapi('UserInfo');

export const roleValues = ['ADMIN', 'MEMBER'] as const;
export const Role = z.enum(roleValues).openapi('Role');

/** A role a user holds at one scope. */
export const Assignment = z
  .object({
    id: z.number().int(),
    scope: z.enum(['ORGANIZATION', 'BRANCH', 'PROJECT']),
    organizationId: z.number().int(),
    organizationName: z.string(),
    branchId: z.number().int().nullable(),
    branchName: z.string().nullable(),
    projectId: z.number().int().nullable(),
    projectName: z.string().nullable(),
    role: Role,
  })
  .openapi('Assignment');

/** A person as administrators see them. */
export const User = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    isActive: z.boolean(),
    isNewUser: z.boolean(),
    isSuperAdmin: z.boolean(),
    lastSignIn: z.string().nullable(),
    createdAt: z.string(),
    assignments: z.array(Assignment),
  })
  .openapi('User');
export const UserPage = pageOf(User, 'UserPage');
