import { ConsoleError, type ErrorCodeValue } from '../errors/consoleError';

/** An auth failure that happened before or without an HTTP response (status 0). */
export function authError(code: ErrorCodeValue, reason: string, message: string): ConsoleError {
  return new ConsoleError({ status: 0, reason, message, code });
}
