import { type OpenAPIHono, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Scope } from '../access/access';
import { errorResponses, IdParams, json, jsonBody, paging, pagingQuery, queryId } from '../contract/common';
import { BranchDetail, BranchPage, Message } from '../contract/entities';
import { branchDetail, branchDetails, branchListWhere } from '../data/tenancy';
import { branches } from '../db/schema';
import type { AppEnv } from '../env';
import { endpoint } from '../http/endpoint';
import { notFound } from '../http/errors';
import { branchLink } from '../notify/links';
import { concernedUsers } from '../notify/notifier';
import { logo } from './organizations';

const fields = {
  name: z.string().trim().min(1).max(120),
  logo: logo.optional(),
  description: z.string().trim().max(2000).optional(),
  location: z.string().trim().max(200).nullable().optional(),
};

const list = endpoint('branches.list', {
  summary: 'Branches the caller can see, optionally of one organization',
  request: { query: z.strictObject({ ...pagingQuery, organizationId: queryId.optional() }) },
  responses: { 200: json(BranchPage, 'A page of branches'), ...errorResponses() },
});
const create = endpoint('branches.create', {
  summary: 'Create a branch in an organization (organization admins)',
  request: { body: jsonBody(z.strictObject({ organizationId: z.number().int().positive(), ...fields })) },
  responses: { 201: json(BranchDetail, 'The branch'), ...errorResponses(404, 409, 413, 415) },
});
const get = endpoint('branches.get', {
  summary: 'One branch',
  request: { params: IdParams },
  responses: { 200: json(BranchDetail, 'The branch'), ...errorResponses(404) },
});
const update = endpoint('branches.update', {
  summary: 'Change a branch',
  request: { params: IdParams, body: jsonBody(z.strictObject({ ...fields, name: fields.name.optional() })) },
  responses: { 200: json(BranchDetail, 'The branch'), ...errorResponses(404, 409, 413, 415) },
});
const remove = endpoint('branches.delete', {
  summary: 'Delete a branch with its projects (organization admins)',
  request: { params: IdParams, query: z.strictObject({}) },
  responses: { 200: json(Message, 'Deleted'), ...errorResponses(404) },
});

/** Branches: list, create, get, update, delete. */
export function registerBranchRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(list, async (c) => {
    const q = c.req.valid('query');
    const { pageIndex, pageSize, offset } = paging(q);
    const where = branchListWhere(c.var.access, q.organizationId, q.search);
    const page = await branchDetails(c.var.services.db, c.var.access, where, { ...q, offset, limit: pageSize });
    return c.json({ ...page, pageIndex, pageSize }, 200);
  });

  app.openapi(create, async (c) => {
    const body = c.req.valid('json');
    const { db, notifier } = c.var.services;
    const [row] = await db.insert(branches).values(body).returning({ id: branches.id });
    if (!row) throw new Error('insert returned nothing');
    await notifier.notifyScope(
      { level: 'branch', organizationId: body.organizationId, branchId: row.id },
      {
        type: 'branch.created',
        category: 'BRANCH',
        severity: 'success',
        title: 'Branch created',
        content: `${body.name} was created.`,
        link: branchLink(row.id),
      },
      [c.var.access.userId],
    );
    const detail = await branchDetail(db, c.var.access, row.id);
    if (!detail) throw notFound('Branch');
    return c.json(detail, 201);
  });

  app.openapi(get, async (c) => {
    const detail = await branchDetail(c.var.services.db, c.var.access, c.req.valid('param').id);
    if (!detail) throw notFound('Branch');
    return c.json(detail, 200);
  });

  app.openapi(update, async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const { db, notifier } = c.var.services;
    if (Object.keys(body).length > 0) await db.update(branches).set(body).where(eq(branches.id, id));
    const detail = await branchDetail(db, c.var.access, id);
    if (!detail) throw notFound('Branch');
    await notifier.notifyScope(
      c.var.scope,
      {
        type: 'branch.updated',
        category: 'BRANCH',
        severity: 'info',
        title: 'Branch updated',
        content: `${detail.name} was changed.`,
        link: branchLink(id),
      },
      [c.var.access.userId],
    );
    return c.json(detail, 200);
  });

  app.openapi(remove, async (c) => {
    const { id } = c.req.valid('param');
    const { db, notifier } = c.var.services;
    const scope: Scope = c.var.scope;
    const people = await concernedUsers(db, scope);
    const [row] = await db.delete(branches).where(eq(branches.id, id)).returning({ name: branches.name });
    if (!row) throw notFound('Branch');
    await notifier.notify([...people, c.var.access.userId], {
      type: 'branch.deleted',
      category: 'BRANCH',
      severity: 'warn',
      title: 'Branch deleted',
      content: `${row.name} was deleted with its projects.`,
      link: null,
    });
    return c.json({ message: `${row.name} deleted` }, 200);
  });
}
