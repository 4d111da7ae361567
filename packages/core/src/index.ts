export * from './api';
export type { ConsoleErrorInit, ErrorCodeValue } from './consoleError';
export { ConsoleError, ErrorCode, isConsoleError } from './consoleError';
export { DEFAULT_ERROR_MESSAGE, normalizeError } from './normalizeError';
export { Subscribable } from './subscribable';
export { VERSION } from './version';
