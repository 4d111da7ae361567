import { readConfig } from '../src/config';
import { CONSOLE_ORIGIN } from '../src/idp/test-browser';

/**
 * The configuration every bench script starts its stack with: loopback, the ports from API_PORT and IDP_PORT (any
 * free one by default), an in-memory database, the test browser's console origin, no rate limits; `more` on top.
 */
export function benchConfig(more: Record<string, string | undefined> = {}) {
  return readConfig({
    API_PORT: process.env.API_PORT ?? '0',
    IDP_PORT: process.env.IDP_PORT ?? '0',
    HOST: '127.0.0.1',
    DATA_DIR: 'memory://',
    CONSOLE_ORIGIN,
    RATE_LIMITS: 'off',
    ...more,
  });
}
