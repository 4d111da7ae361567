import { z } from '@hono/zod-openapi';
import { defineResourceRoutes } from '../resource';
import { descriptionField, idField, nameField, queryId } from '../schemas/common';
import { BusinessHours, SlaPolicy, SlaPolicyPage, SlaTarget } from '../schemas/sla';

/** A local date, `YYYY-MM-DD`. */
export const localDateField = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD');

/**
 * SLA policies: organization admins (and super admins) create, change and delete them; everyone with a
 * role in the organization may read them. The list sorts by ID descending unless told otherwise.
 */
export const slaRoutes = defineResourceRoutes({
  area: 'sla',
  path: '/support/sla-policies',
  noun: 'SLA policy',
  createOnly: { organizationId: idField },
  fields: {
    name: nameField,
    description: descriptionField.optional(),
    isDefault: z.boolean().optional(),
    // One target per priority; every priority once.
    targets: z.array(SlaTarget).min(1).max(4),
    businessHours: BusinessHours,
    holidays: z.array(localDateField).max(366).optional(),
  },
  listQuery: { organizationId: queryId.optional() },
  detail: SlaPolicy,
  page: SlaPolicyPage,
  summaries: {
    list: 'SLA policies of the organizations the caller belongs to',
    create: 'Create an SLA policy for an organization (organization admins)',
    get: 'One SLA policy',
    update: 'Change an SLA policy; due times of open tickets under it are recomputed',
    delete: 'Delete an SLA policy; its tickets keep no due times',
  },
  createErrors: [404, 409, 413, 415],
});
