import { z } from '@hono/zod-openapi';
import { defineRoute } from './route';
import { type ErrorStatus, errorResponses, IdParams, json, jsonBody, Message, pagingQuery } from './schemas/common';

/** What a resource with list, create, get, update and delete declares about itself. */
export interface ResourceDefinition<
  A extends string,
  P extends string,
  F extends z.ZodRawShape,
  C extends z.ZodRawShape,
  Q extends z.ZodRawShape,
  D extends z.ZodType,
  G extends z.ZodType,
> {
  /** The operationId prefix and tag, plural: `organizations` gives `organizations.list` ... `organizations.delete`. */
  area: A;
  /** The collection path; one item is at `{path}/{id}`. */
  path: P;
  /** One item in words, for response descriptions: `organization`. */
  noun: string;
  /** The fields a client sets on create and may change on update (update makes them all optional). */
  fields: F;
  /** Fields only create takes, before the others: the parent's id, say. */
  createOnly?: C;
  /** List filters beyond paging, search and sorting. */
  listQuery?: Q;
  /** The item as get, create and update answer it. */
  detail: D;
  /** A page of items (`pageOf(detail, ...)`). */
  page: G;
  /** One line per action for the document. */
  summaries: Record<'list' | 'create' | 'get' | 'update' | 'delete', string>;
  /** Error statuses create can answer besides 400, 401 and 403. Default: 409, 413, 415; add 404 for a parent id. */
  createErrors?: ErrorStatus[];
}

/**
 * The five routes of a resource: `GET path` (a page), `POST path`, `GET path/{id}`, `PUT path/{id}`
 * and `DELETE path/{id}`. The server serves them with its `resourceRoutes` helper; routes a resource
 * has beyond these are declared beside them with `defineRoute`.
 */
export function defineResourceRoutes<
  A extends string,
  P extends string,
  F extends z.ZodRawShape,
  D extends z.ZodType,
  G extends z.ZodType,
  C extends z.ZodRawShape = Record<never, never>,
  Q extends z.ZodRawShape = Record<never, never>,
>(r: ResourceDefinition<A, P, F, C, Q, D, G>) {
  const item = `${r.path}/{id}` as `${P}/{id}`;
  const one = `The ${r.noun}`;
  return {
    list: defineRoute({
      operationId: `${r.area}.list` as `${A}.list`,
      method: 'get',
      path: r.path,
      summary: r.summaries.list,
      request: { query: z.strictObject({ ...pagingQuery, ...(r.listQuery as Q) }) },
      responses: { 200: json(r.page, `A page of ${r.area}`), ...errorResponses() },
    }),
    create: defineRoute({
      operationId: `${r.area}.create` as `${A}.create`,
      method: 'post',
      path: r.path,
      summary: r.summaries.create,
      request: { body: jsonBody(z.strictObject({ ...(r.createOnly as C), ...r.fields })) },
      responses: { 201: json(r.detail, one), ...errorResponses(...(r.createErrors ?? [409, 413, 415])) },
    }),
    get: defineRoute({
      operationId: `${r.area}.get` as `${A}.get`,
      method: 'get',
      path: item,
      summary: r.summaries.get,
      request: { params: IdParams },
      responses: { 200: json(r.detail, one), ...errorResponses(404) },
    }),
    update: defineRoute({
      operationId: `${r.area}.update` as `${A}.update`,
      method: 'put',
      path: item,
      summary: r.summaries.update,
      request: { params: IdParams, body: jsonBody(z.strictObject(r.fields).partial()) },
      responses: { 200: json(r.detail, one), ...errorResponses(404, 409, 413, 415) },
    }),
    delete: defineRoute({
      operationId: `${r.area}.delete` as `${A}.delete`,
      method: 'delete',
      path: item,
      summary: r.summaries.delete,
      request: { params: IdParams, query: z.strictObject({}) },
      responses: { 200: json(Message, 'Deleted'), ...errorResponses(404) },
    }),
  };
}
