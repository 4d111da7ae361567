import { type OpenAPIHono, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { errorResponses, IdParams, json, jsonBody, paging, pagingQuery } from '../contract/common';
import { Message, OrganizationDetail, OrganizationPage } from '../contract/entities';
import { organizationDetail, organizationDetails, organizationListWhere } from '../data/tenancy';
import { organizations } from '../db/schema';
import type { AppEnv } from '../env';
import { endpoint } from '../http/endpoint';
import { notFound } from '../http/errors';
import { organizationLink } from '../notify/links';
import { concernedUsers } from '../notify/notifier';

/** A logo: an http(s) URL, a same-origin path or an image data URL (never script). */
export const logo = z
  .string()
  .trim()
  .max(2048)
  .regex(/^(https?:\/\/|\/|data:image\/)/, 'Must be an http(s) URL, a path or an image data URL')
  .nullable();
const fields = {
  name: z.string().trim().min(1).max(120),
  logo: logo.optional(),
  description: z.string().trim().max(2000).optional(),
  contactEmail: z.string().trim().toLowerCase().pipe(z.email().max(254)).nullable().optional(),
};

const list = endpoint('organizations.list', {
  summary: 'Organizations the caller can see',
  request: { query: z.strictObject(pagingQuery) },
  responses: { 200: json(OrganizationPage, 'A page of organizations'), ...errorResponses() },
});
const create = endpoint('organizations.create', {
  summary: 'Create an organization (super admins)',
  request: { body: jsonBody(z.strictObject(fields)) },
  responses: { 201: json(OrganizationDetail, 'The organization'), ...errorResponses(409, 413, 415) },
});
const get = endpoint('organizations.get', {
  summary: 'One organization',
  request: { params: IdParams },
  responses: { 200: json(OrganizationDetail, 'The organization'), ...errorResponses(404) },
});
const update = endpoint('organizations.update', {
  summary: 'Change an organization',
  request: { params: IdParams, body: jsonBody(z.strictObject({ ...fields, name: fields.name.optional() })) },
  responses: { 200: json(OrganizationDetail, 'The organization'), ...errorResponses(404, 409, 413, 415) },
});
const remove = endpoint('organizations.delete', {
  summary: 'Delete an organization with its branches and projects (super admins)',
  request: { params: IdParams, query: z.strictObject({}) },
  responses: { 200: json(Message, 'Deleted'), ...errorResponses(404) },
});

/** Organizations: list, create, get, update, delete. */
export function registerOrganizationRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(list, async (c) => {
    const q = c.req.valid('query');
    const { pageIndex, pageSize, offset } = paging(q);
    const where = organizationListWhere(c.var.access, q.search);
    const page = await organizationDetails(c.var.services.db, c.var.access, where, { ...q, offset, limit: pageSize });
    return c.json({ ...page, pageIndex, pageSize }, 200);
  });

  app.openapi(create, async (c) => {
    const body = c.req.valid('json');
    const { db, notifier } = c.var.services;
    const [row] = await db.insert(organizations).values(body).returning({ id: organizations.id });
    if (!row) throw new Error('insert returned nothing');
    await notifier.notifyScope(
      { level: 'organization', organizationId: row.id },
      {
        type: 'organization.created',
        category: 'ORGANIZATION',
        severity: 'success',
        title: 'Organization created',
        content: `${body.name} was created.`,
        link: organizationLink(row.id),
      },
      [c.var.access.userId],
    );
    const detail = await organizationDetail(db, c.var.access, row.id);
    if (!detail) throw notFound('Organization');
    return c.json(detail, 201);
  });

  app.openapi(get, async (c) => {
    const detail = await organizationDetail(c.var.services.db, c.var.access, c.req.valid('param').id);
    if (!detail) throw notFound('Organization');
    return c.json(detail, 200);
  });

  app.openapi(update, async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const { db, notifier } = c.var.services;
    if (Object.keys(body).length > 0) await db.update(organizations).set(body).where(eq(organizations.id, id));
    const detail = await organizationDetail(db, c.var.access, id);
    if (!detail) throw notFound('Organization');
    await notifier.notifyScope(
      { level: 'organization', organizationId: id },
      {
        type: 'organization.updated',
        category: 'ORGANIZATION',
        severity: 'info',
        title: 'Organization updated',
        content: `${detail.name} was changed.`,
        link: organizationLink(id),
      },
      [c.var.access.userId],
    );
    return c.json(detail, 200);
  });

  app.openapi(remove, async (c) => {
    const { id } = c.req.valid('param');
    const { db, notifier } = c.var.services;
    const scope = { level: 'organization' as const, organizationId: id };
    // Collect the people concerned before the cascade removes their assignments.
    const people = await concernedUsers(db, scope);
    const [row] = await db
      .delete(organizations)
      .where(eq(organizations.id, id))
      .returning({ name: organizations.name });
    if (!row) throw notFound('Organization');
    await notifier.notify([...people, c.var.access.userId], {
      type: 'organization.deleted',
      category: 'ORGANIZATION',
      severity: 'warn',
      title: 'Organization deleted',
      content: `${row.name} was deleted with its branches and projects.`,
      link: null,
    });
    return c.json({ message: `${row.name} deleted` }, 200);
  });
}
