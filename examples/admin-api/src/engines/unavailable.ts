import { ApiError } from '../http/errors';

/** The engines the API depends on, as their names appear in messages. */
export type EngineName = 'JupyterHub' | 'Prometheus' | 'the model runtime';

/** Seconds a client should wait before asking again while an engine is down. */
export const ENGINE_RETRY_AFTER_SECONDS = 5;

/**
 * A 503 that names the engine that did not answer (down, slow or refusing), with Retry-After: the call may
 * succeed once it is back. Everything that does not need that engine keeps working.
 */
export function engineUnavailable(engine: EngineName, why: string): ApiError {
  return new ApiError(503, `${engine} is not available: ${why}`, undefined, {
    'Retry-After': String(ENGINE_RETRY_AFTER_SECONDS),
  });
}
