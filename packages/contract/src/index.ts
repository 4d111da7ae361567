/**
 * The admin API contract: the zod schemas, the route definitions (method, path, operationId,
 * request and responses) and the OpenAPI 3.1 document built from them. The reference server attaches
 * handlers and authorization to these routes; core's types are generated from the document.
 */
export { buildDocument, DEFAULT_SERVER_URL, type OpenApiDocument } from './document';
export { defineResourceRoutes, type ResourceDefinition } from './resource';
export { defineRoute, type OperationIdShape, type RouteDefinition } from './route';
export * from './routes';
export * from './schemas';
