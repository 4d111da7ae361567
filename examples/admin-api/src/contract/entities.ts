import { z } from '@hono/zod-openapi';
import { pageOf } from './common';

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

export const NotificationCategory = z
  .enum(['ORGANIZATION', 'BRANCH', 'PROJECT', 'SERVICE', 'USER', 'SYSTEM'])
  .openapi('NotificationCategory');
export const NotificationSeverity = z.enum(['success', 'info', 'warn', 'error']).openapi('NotificationSeverity');

/** One entry of a user's inbox; also the `data` of a stream event. */
export const Notification = z
  .object({
    id: z.number().int(),
    type: z.string(),
    category: NotificationCategory,
    severity: NotificationSeverity,
    title: z.string(),
    content: z.string(),
    link: z.string().nullable(),
    createdAt: z.string(),
    isRead: z.boolean(),
  })
  .openapi('Notification');
export const NotificationPage = pageOf(Notification, 'NotificationPage');

/** The unread count after a mark-read call. */
export const UnreadCount = z.object({ totalUnreadNotification: z.number().int() }).openapi('UnreadCount');

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

export const ServiceStatus = z.enum(['PROVISIONING', 'READY', 'FAILED']).openapi('ServiceStatus');

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

/** An id and name, for drop-downs. */
export const Option = z.object({ id: z.number().int(), name: z.string() }).openapi('Option');

export const Role = z.enum(['ADMIN', 'MEMBER']).openapi('Role');

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

/** A plain acknowledgement. */
export const Message = z.object({ message: z.string() }).openapi('Message');
