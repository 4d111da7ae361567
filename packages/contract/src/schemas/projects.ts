import { z } from '@hono/zod-openapi';
import { pageOf } from './common';
import { Role } from './users';

export const serviceStatusValues = ['PROVISIONING', 'READY', 'FAILED'] as const;
export const ServiceStatus = z.enum(serviceStatusValues).openapi('ServiceStatus');

/** A service provisioned in a project. */
export const ProjectService = z
  .object({
    serviceId: z.number().int(),
    key: z.string(),
    name: z.string(),
    status: ServiceStatus,
    quota: z.number().int(),
    used: z.number().int(),
    updatedAt: z.string(),
  })
  .openapi('ProjectService');

/** A catalogue service (what can be added to a project). */
export const CatalogueService = z
  .object({ id: z.number().int(), key: z.string(), name: z.string() })
  .openapi('CatalogueService');

/** A project as listed and edited. */
export const ProjectDetail = z
  .object({
    id: z.number().int(),
    organizationId: z.number().int(),
    organizationName: z.string(),
    branchId: z.number().int(),
    branchName: z.string(),
    name: z.string(),
    logo: z.string().nullable(),
    description: z.string(),
    createdAt: z.string(),
    isFavorite: z.boolean(),
    isAdmin: z.boolean(),
    services: z.array(ProjectService),
  })
  .openapi('ProjectDetail');
export const ProjectPage = pageOf(ProjectDetail, 'ProjectPage');

/** A member of a project with their role there. */
export const ProjectUser = z
  .object({ id: z.number().int(), email: z.string(), name: z.string(), isActive: z.boolean(), role: Role })
  .openapi('ProjectUser');

/** A group of a project's members by role. */
export const ProjectGroup = z
  .object({ name: z.string(), role: Role, members: z.array(ProjectUser) })
  .openapi('ProjectGroup');

/** Whether the project has the notebook hub. */
export const JupyterhubCheck = z.object({ isHaveJupyterhub: z.boolean() }).openapi('JupyterhubCheck');
