import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { logger } from 'hono/logger';
import { requireAuth } from './auth/middleware';
import type { TokenVerifier } from './auth/verify';
import type { ServerConfig } from './config';
import type { Db } from './db/database';
import type { AppEnv } from './env';
import { ApiError, handleError, invalid, zodDetails } from './http/errors';
import { createLocalBus } from './notify/bus';
import { createNotifier, type Notifier } from './notify/notifier';
import { registerAssignmentRoutes } from './routes/assignments';
import { registerBranchRoutes } from './routes/branches';
import { registerNotificationRoutes, StreamRegistry } from './routes/notifications';
import { registerOrganizationRoutes } from './routes/organizations';
import { registerProjectServiceRoutes } from './routes/projectServices';
import { registerProjectRoutes } from './routes/projects';
import { registerUserRoutes } from './routes/users';
import { Provisioner } from './services/provisioner';

/** What the app is built from; tests inject a fake `authenticate` and short timers. */
export interface AppOptions {
  config: ServerConfig;
  db?: Db;
  /** Checks bearer tokens (the provider's JWKS in production; a fake in tests). */
  verifier?: TokenVerifier;
  notifier?: Notifier;
  streams?: StreamRegistry;
  /** Interval of the `: ping` comment on event streams (15 s). */
  heartbeatMs?: number;
  /** How long a service stays PROVISIONING before it is READY (1.5 s). */
  provisionDelayMs?: number;
  /** /health answers 200 only when this says so (main waits for the identity provider too). */
  isReady?: () => boolean;
  /** Log one line per request. */
  log?: boolean;
}

/** Largest accepted request body. */
const MAX_BODY_BYTES = 256 * 1024;

/** Paths that need no token. */
const PUBLIC = new Set(['/health', '/openapi.json']);

/** The admin API as a Hono app, independent of the listening server so tests can call `app.request`. */
export function createApp(options: AppOptions) {
  const { config } = options;
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw invalid(zodDetails(result.error));
    },
  });
  app.onError(handleError);
  app.notFound((c) => c.json({ message: 'Not found' }, 404));
  // Query strings can carry emails (isUserExit): log paths only.
  if (options.log)
    app.use(
      '*',
      logger((line) => console.log(line.replace(/\?\S*/, ''))),
    );
  app.use(
    '*',
    cors({
      origin: config.consoleOrigin,
      allowHeaders: ['Authorization', 'Content-Type', 'Last-Event-ID'],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      maxAge: 600,
    }),
  );
  app.get('/health', (c) =>
    (options.isReady?.() ?? true) ? c.json({ status: 'ok' }) : c.json({ status: 'starting' }, 503),
  );
  app.get('/openapi.json', (c) => c.json(openApiDocument(app, config)));

  const { db } = options;
  const streams = options.streams ?? new StreamRegistry();
  if (!db) return Object.assign(app, { streams, stop: () => streams.closeAll() });
  const notifier = options.notifier ?? createNotifier(db, createLocalBus());
  const provisioner = new Provisioner(db, notifier, options.provisionDelayMs ?? 1500);
  if (!options.verifier) throw new Error('createApp: a token verifier is required with a database');
  const authenticate = requireAuth<AppEnv>(options.verifier);

  app.use('*', async (c, next) => {
    if (PUBLIC.has(c.req.path) || c.req.method === 'OPTIONS') return next();
    c.set('services', { config, db, notifier, provisioner });
    return authenticate(c, next);
  });
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new ApiError(413, `Body larger than ${MAX_BODY_BYTES} bytes`);
      },
    }),
  );

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  registerUserRoutes(app);
  registerAssignmentRoutes(app);
  registerNotificationRoutes(app, { heartbeatMs: options.heartbeatMs ?? 15_000, streams });
  registerOrganizationRoutes(app);
  registerBranchRoutes(app);
  registerProjectRoutes(app);
  registerProjectServiceRoutes(app);
  return Object.assign(app, {
    streams,
    /** Ends open streams and pending provisioning (graceful shutdown). */
    stop: () => {
      streams.closeAll();
      provisioner.stop();
    },
  });
}

/** The OpenAPI 3.1 document of the app's routes. */
export function openApiDocument(app: OpenAPIHono<AppEnv>, config: Pick<ServerConfig, 'apiAudience'>): OpenApiDocument {
  return app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Console admin API',
      version: '1.0.0',
      description:
        'Reference admin API of the console: organizations, branches, projects with services, users and notifications.',
    },
    servers: [{ url: config.apiAudience }],
    security: [{ bearer: [] }],
  }) as unknown as OpenApiDocument;
}

/** The parts of an OpenAPI document the tooling here reads. */
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, unknown> }>>;
  components?: { schemas?: Record<string, unknown> };
  [key: string]: unknown;
}
