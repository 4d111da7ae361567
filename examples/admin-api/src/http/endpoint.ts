import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import { authorize } from '../access/authorize';
import { type EndpointId, rules } from '../access/rules';

type RouteParts = Omit<RouteConfig, 'method' | 'path' | 'middleware' | 'operationId'>;

/**
 * An OpenAPI route whose method and path come from the rules table, guarded by its rule. Keeping the
 * path in one place means the authorization table cannot drift from the routes.
 */
export function endpoint<I extends EndpointId, C extends RouteParts>(id: I, config: C) {
  const rule = rules[id];
  return createRoute({
    ...config,
    method: rule.method as (typeof rules)[I]['method'],
    path: rule.path as (typeof rules)[I]['path'],
    operationId: id,
    tags: [id.slice(0, id.indexOf('.'))],
    middleware: [authorize(id)] as const,
  });
}
