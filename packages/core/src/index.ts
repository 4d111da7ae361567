export { decideJupyter } from './access/decideJupyter';
export { decidePublicRoute, isPublicRoute, PUBLIC_ROUTES } from './access/decidePublicRoute';
export type { DeploymentAbilities } from './access/deploymentAbilities';
export { deploymentAbilities } from './access/deploymentAbilities';
export { LANDING_PATHS, landingFor } from './access/landingFor';
export type { ModuleId } from './access/moduleEntry';
export { clearDeeperSelection, decideModuleEntry, MODULE_IDS, moduleOfPath } from './access/moduleEntry';
export { projectFlags } from './access/projectFlags';
export type { RoleInfo, RolePriority } from './access/role';
export { computeRole, Role, toPriority } from './access/role';
export type {
  AccessDecision,
  SelectedProject,
  Selection,
  SpaceBranchLike,
  SpaceLike,
  SpaceOrganizationLike,
  SpaceProjectLike,
} from './access/selection';
export { FORBIDDEN_PATH } from './access/selection';
export type { ServiceIds } from './access/serviceIds';
export { DEFAULT_SERVICE_IDS, resolveServiceIds } from './access/serviceIds';
export * from './api';
export type { AuthClientOptions, AuthState } from './auth/authClient';
export { AuthClient } from './auth/authClient';
export type { AuthorizeUrlParams, LogoutUrlParams } from './auth/authorizeUrl';
export { buildAuthorizeUrl, buildLogoutUrl } from './auth/authorizeUrl';
export type { ConsoleAuth } from './auth/consoleAuth';
export type { CookieTokenStoreOptions } from './auth/cookieTokenStore';
export { createCookieTokenStore } from './auth/cookieTokenStore';
export type { IdTokenExpectations, JwtClaims } from './auth/idTokenClaims';
export { checkIdTokenClaims, decodeJwtClaims } from './auth/idTokenClaims';
export type { DiscoveryStorage, OidcConfig, OidcEndpoints, ResolvedOidc } from './auth/oidcEndpoints';
export { resolveOidc } from './auth/oidcEndpoints';
export { computeCodeChallenge, DEFAULT_VERIFIER_LENGTH, generateCodeVerifier } from './auth/pkce';
export { safeReturnPath } from './auth/safeReturnPath';
export type { SessionTokenStoreOptions } from './auth/sessionTokenStore';
export { createSessionTokenStore } from './auth/sessionTokenStore';
export type { StartedCodeExchange } from './auth/signInCallback';
export type { TokenSet } from './auth/tokenRequest';
export { codeExchangeBody, parseTokenResponse, refreshBody, requestToken } from './auth/tokenRequest';
export type { TokenStore, TokenStoreSetOptions } from './auth/tokenStore';
export { createMemoryTokenStore, StoreKey } from './auth/tokenStore';
export type { ConsoleErrorInit, ErrorCodeValue } from './errors/consoleError';
export { ConsoleError, ErrorCode, isConsoleError } from './errors/consoleError';
export { DEFAULT_ERROR_MESSAGE, normalizeError } from './errors/normalizeError';
export type {
  ApiFetch,
  ApiQuery,
  ApiRequestOptions,
  ApiResponse,
  ApiResponseMap,
  ApiResponseOf,
  ApiResponseType,
} from './http/apiFetch';
export type {
  AuthorizedFetch,
  AuthorizedFetchOptions,
  AuthorizedRequestInit,
  TokenSource,
} from './http/authorizedFetch';
export { createAuthorizedFetch, DEFAULT_TIMEOUT_MS } from './http/authorizedFetch';
export type { HttpClient, HttpClientOptions } from './http/httpClient';
export { createHttpClient } from './http/httpClient';
export type { TrustPolicy } from './http/isTrustedUrl';
export { isTrustedUrl, resolveRequestUrl } from './http/isTrustedUrl';
export type { ListQuery, QueryValue } from './http/listQuery';
export { DEFAULT_SORT, listQuery } from './http/listQuery';
export { Subscribable } from './subscribable';
export type { Toast, ToastSeverity } from './toasts/toastStore';
export { DEFAULT_TOAST_LIFE_MS, ToastStore } from './toasts/toastStore';
export { VERSION } from './version';
