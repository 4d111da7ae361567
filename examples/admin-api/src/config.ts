import { type EngineSettings, readEngineSettings } from './engines/mode';
import { type Limits, readLimits } from './limits';

/** Reference stack configuration from the environment; every value has a local default. */
export interface ServerConfig {
  apiPort: number;
  idpPort: number;
  host: string;
  consoleOrigin: string;
  /** Origin of the partner portal (a second host app): its client at the provider, CORS at the API. */
  portalOrigin?: string | undefined;
  issuer: string;
  realm: string;
  databaseUrl: string | undefined;
  dataDir: string;
  accessTokenTtlSeconds: number;
  /** How far a token's `exp`/`nbf` may be off between the provider's clock and the API's (TOKEN_CLOCK_TOLERANCE, 30 s). */
  tokenClockToleranceSeconds: number;
  /** The API's public base URL; access tokens must name it as their audience. */
  apiAudience: string;
  /** Rate limits and stream caps (see `limits.ts`). */
  limits: Limits;
  /** Which engines the API drives (`ENGINES=local|simulated`) and where the local ones listen. */
  engines: EngineSettings;
}

/** Reads the configuration from environment variables (defaults suit one laptop). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const apiPort = Number(env.API_PORT ?? 8080);
  const idpPort = Number(env.IDP_PORT ?? 8081);
  const consolePort = Number(env.CONSOLE_PORT ?? 5173);
  const realm = env.OIDC_REALM ?? 'console';
  const dataDir = env.DATA_DIR ?? new URL('../.data/pglite', import.meta.url).pathname;
  return {
    apiPort,
    idpPort,
    host: env.HOST ?? 'localhost',
    consoleOrigin: env.CONSOLE_ORIGIN ?? `http://localhost:${consolePort}`,
    portalOrigin: env.PORTAL_ORIGIN ?? `http://localhost:${Number(env.PORTAL_PORT ?? 5174)}`,
    issuer: env.OIDC_ISSUER ?? `http://localhost:${idpPort}/realms/${realm}`,
    realm,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL ?? 300),
    tokenClockToleranceSeconds: Number(env.TOKEN_CLOCK_TOLERANCE ?? 30),
    // The start script names the API base for the console (CONSOLE_API_BASE); tokens must carry the same URL.
    limits: readLimits(env),
    engines: readEngineSettings(env, dataDir),
    apiAudience: (env.API_BASE_URL ?? env.CONSOLE_API_BASE ?? `http://localhost:${apiPort}`).replace(/\/+$/, ''),
  };
}
