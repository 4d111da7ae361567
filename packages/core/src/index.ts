export * from './api';
export type { AuthClientOptions, AuthState } from './authClient';
export { AuthClient } from './authClient';
export type { AuthorizeUrlParams, LogoutUrlParams } from './authorizeUrl';
export { buildAuthorizeUrl, buildLogoutUrl } from './authorizeUrl';
export { backoffDelay, INITIAL_RETRY_DELAY_MS, MAX_RETRY_DELAY_MS } from './backoff';
export type { ConsoleErrorInit, ErrorCodeValue } from './consoleError';
export { ConsoleError, ErrorCode, isConsoleError } from './consoleError';
export type { CookieTokenStoreOptions } from './cookieTokenStore';
export { createCookieTokenStore } from './cookieTokenStore';
export type { ConsoleClient, ConsoleClientOptions, ConsoleConfig } from './createConsoleClient';
export { createConsoleClient } from './createConsoleClient';
export type { ChannelLike, LockManagerLike } from './crossTab';
export { decideJupyter } from './decideJupyter';
export { decidePublicRoute, isPublicRoute, PUBLIC_ROUTES } from './decidePublicRoute';
export type { EventStreamOptions, EventStreamState, EventStreamStatus } from './eventStream';
export { EventStream, HEARTBEAT_TIMEOUT_MS } from './eventStream';
export type { HttpClient, HttpClientOptions, TokenSource } from './httpClient';
export { createHttpClient, DEFAULT_TIMEOUT_MS } from './httpClient';
export type { IdTokenExpectations, JwtClaims } from './idTokenClaims';
export { checkIdTokenClaims, decodeJwtClaims } from './idTokenClaims';
export type { TrustPolicy } from './isTrustedUrl';
export { isTrustedUrl, resolveRequestUrl } from './isTrustedUrl';
export { LANDING_PATHS, landingFor } from './landingFor';
export type { ListQuery, QueryValue } from './listQuery';
export { DEFAULT_SORT, listQuery } from './listQuery';
export type { ModuleId } from './moduleEntry';
export { clearDeeperSelection, decideModuleEntry, MODULE_IDS, moduleOfPath } from './moduleEntry';
export { DEFAULT_ERROR_MESSAGE, normalizeError } from './normalizeError';
export type { NotificationLike } from './notificationLike';
export type { OidcConfig, OidcEndpoints, ResolvedOidc } from './oidcEndpoints';
export { resolveOidc } from './oidcEndpoints';
export type { OnlineSetup } from './onlineManager';
export { OnlineManager, onlineManager } from './onlineManager';
export { computeCodeChallenge, DEFAULT_VERIFIER_LENGTH, generateCodeVerifier } from './pkce';
export { projectFlags } from './projectFlags';
export type { RoleInfo, RolePriority } from './role';
export { computeRole, Role, toPriority } from './role';
export { safeReturnPath } from './safeReturnPath';
export type {
  AccessDecision,
  SelectedProject,
  Selection,
  SpaceBranchLike,
  SpaceLike,
  SpaceOrganizationLike,
  SpaceProjectLike,
} from './selection';
export { FORBIDDEN_PATH } from './selection';
export type { ServiceIds } from './serviceIds';
export { DEFAULT_SERVICE_IDS, resolveServiceIds } from './serviceIds';
export type { SessionTokenStoreOptions } from './sessionTokenStore';
export { createSessionTokenStore } from './sessionTokenStore';
export { Subscribable } from './subscribable';
export { NOTIFICATION_TOAST_LIFE_MS, toastForNotification } from './toastForNotification';
export type { Toast, ToastSeverity } from './toastStore';
export { DEFAULT_TOAST_LIFE_MS, ToastStore } from './toastStore';
export type { TokenSet } from './tokenRequest';
export { codeExchangeBody, parseTokenResponse, refreshBody, requestToken } from './tokenRequest';
export type { TokenStore, TokenStoreSetOptions } from './tokenStore';
export { createMemoryTokenStore, StoreKey } from './tokenStore';
export { VERSION } from './version';
export type { VisibilitySetup } from './visibilityManager';
export { VisibilityManager, visibilityManager } from './visibilityManager';
