import type { OperationId, RouteDefinition } from '@console/contract';
import { authorize } from '../access/authorize';

/**
 * A contract route with its authorization middleware, driven by the route's row in the rules table.
 * Every handler is registered through this, so no route answers without its rule.
 */
export function guarded<R extends RouteDefinition & { operationId: OperationId }>(route: R) {
  return { ...route, middleware: [authorize(route.operationId)] };
}
