import { z } from '@hono/zod-openapi';

/** A service of the fixed catalogue, as listed on a project in the user space. */
export const ServiceRef = z.object({ id: z.number().int() }).openapi('ServiceRef');

/** A project in the user space. */
export const Project = z
  .object({
    id: z.number().int(),
    name: z.string(),
    logo: z.string().nullable(),
    isAdmin: z.boolean(),
    services: z.array(ServiceRef),
  })
  .openapi('Project');

/** A branch in the user space, with the projects the user can see. */
export const Branch = z
  .object({
    id: z.number().int(),
    name: z.string(),
    logo: z.string().nullable(),
    isAdmin: z.boolean(),
    projects: z.array(Project),
  })
  .openapi('Branch');

/** An organization in the user space, with the branches the user can see. */
export const Organization = z
  .object({
    id: z.number().int(),
    name: z.string(),
    logo: z.string().nullable(),
    isAdmin: z.boolean(),
    branches: z.array(Branch),
  })
  .openapi('Organization');

/** What the signed-in user can see, from organizations down to projects. */
export const UserSpace = z
  .object({ isSuperAdmin: z.boolean(), organizations: z.array(Organization) })
  .openapi('UserSpace');
