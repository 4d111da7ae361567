import { defineResourceRoutes } from '../resource';
import { descriptionField, emailField, logoField, nameField } from '../schemas/common';
import { OrganizationDetail, OrganizationPage } from '../schemas/organizations';

/** Organizations: list, create, get, update, delete. */
export const organizationRoutes = defineResourceRoutes({
  area: 'organizations',
  path: '/organizations',
  noun: 'organization',
  fields: {
    name: nameField,
    logo: logoField.optional(),
    description: descriptionField.optional(),
    contactEmail: emailField.nullable().optional(),
  },
  detail: OrganizationDetail,
  page: OrganizationPage,
  summaries: {
    list: 'Organizations the caller can see',
    create: 'Create an organization (super admins)',
    get: 'One organization',
    update: 'Change an organization',
    delete: 'Delete an organization with its branches and projects (super admins)',
  },
});
