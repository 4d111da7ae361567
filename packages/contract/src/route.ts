import { createRoute, type RouteConfig } from '@hono/zod-openapi';

/** An operationId: `area.action`, e.g. `organizations.create`. */
export type OperationIdShape = `${string}.${string}`;

/** What a contract route says: method, path, operationId, summary, request and responses. */
export type RouteDefinition = Omit<RouteConfig, 'middleware' | 'tags' | 'operationId'> & {
  operationId: OperationIdShape;
};

/**
 * Declares one route of the API. The operationId is the key everything else uses: the server's
 * authorization table, its handlers, and the `operations` type core generates. Routes carry no
 * middleware and no handler; the server attaches both. The tag is the operationId's area.
 */
export function defineRoute<P extends string, R extends RouteDefinition & { path: P }>(definition: R) {
  const area = definition.operationId.slice(0, definition.operationId.indexOf('.'));
  return createRoute({ ...definition, tags: [area] });
}
