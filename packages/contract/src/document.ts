import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { contractRoutes } from './routes';

/** The parts of an OpenAPI document the tooling here reads. */
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, unknown> }>>;
  components?: { schemas?: Record<string, unknown> };
  [key: string]: unknown;
}

/** The server URL the committed `openapi.json` names: the reference server with its default port. */
export const DEFAULT_SERVER_URL = 'http://localhost:8080';

/**
 * The OpenAPI 3.1 document of the contract. `serverUrl` is where it is served; the committed
 * `openapi.json` uses the reference server's default.
 */
export function buildDocument(options: { serverUrl?: string } = {}): OpenApiDocument {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  for (const route of contractRoutes) registry.registerPath(route);
  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Console admin API',
      version: '1.0.0',
      description:
        'Reference admin API of the console: organizations, branches, projects with services, users and notifications.',
    },
    servers: [{ url: options.serverUrl ?? DEFAULT_SERVER_URL }],
    security: [{ bearer: [] }],
  });
  return document as unknown as OpenApiDocument;
}
