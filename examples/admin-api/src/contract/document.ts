import { createApp, type OpenApiDocument, openApiDocument } from '../app';
import { readConfig } from '../config';
import type { Db } from '../db/database';

/**
 * The OpenAPI document exactly as the committed `openapi.json` holds it: built from the route
 * schemas with the default configuration (server URL http://localhost:8080). Building routes
 * touches no database, so a placeholder stands in for it.
 */
export function contractDocument(): OpenApiDocument {
  const config = readConfig({});
  const app = createApp({
    config,
    db: {} as Db,
    verifier: {
      async verify() {
        throw new Error('not used');
      },
    },
  });
  return openApiDocument(app, config);
}
