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
export { createAuditStream } from './audit/auditStream';
export type { AuthClientOptions, AuthState } from './auth/authClient';
export { AuthClient } from './auth/authClient';
export type { AuthorizeUrlParams, LogoutUrlParams } from './auth/authorizeUrl';
export { buildAuthorizeUrl, buildLogoutUrl } from './auth/authorizeUrl';
export type { ConsoleAuth } from './auth/consoleAuth';
export type { CookieTokenStoreOptions } from './auth/cookieTokenStore';
export { createCookieTokenStore } from './auth/cookieTokenStore';
export type { HostAuthAdapter } from './auth/hostAuth';
export { HostAuthClient } from './auth/hostAuth';
export type { IdTokenExpectations, JwtClaims } from './auth/idTokenClaims';
export { checkIdTokenClaims, decodeJwtClaims } from './auth/idTokenClaims';
export type { OidcConfig, OidcEndpoints, ResolvedOidc } from './auth/oidcEndpoints';
export { resolveOidc } from './auth/oidcEndpoints';
export { computeCodeChallenge, DEFAULT_VERIFIER_LENGTH, generateCodeVerifier } from './auth/pkce';
export { safeReturnPath } from './auth/safeReturnPath';
export type { SessionTokenStoreOptions } from './auth/sessionTokenStore';
export { createSessionTokenStore } from './auth/sessionTokenStore';
export type { TokenSet } from './auth/tokenRequest';
export { codeExchangeBody, parseTokenResponse, refreshBody, requestToken } from './auth/tokenRequest';
export type { TokenStore, TokenStoreSetOptions } from './auth/tokenStore';
export { createMemoryTokenStore, StoreKey } from './auth/tokenStore';
export type { ConsoleClient, ConsoleClientOptions, ConsoleConfig } from './client/createConsoleClient';
export { createConsoleClient } from './client/createConsoleClient';
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
export { inferCurl, shellQuote } from './inference/curlCommand';
export type { InferCallResult, InferenceClient, InferenceClientOptions } from './inference/inferenceClient';
export { createInferenceClient } from './inference/inferenceClient';
export type {
  InferenceParameters,
  InferInputTensor,
  InferRequestBody,
  InferResponseBody,
  ModelMetadata,
  TensorDatatype,
  TensorMetadata,
} from './inference/inferenceTypes';
export type { ImagePixels, TensorInputKind, TensorResult } from './inference/tensorInput';
export { concreteShape, imageTensor, listTensor, tensorInputKind, textTensor } from './inference/tensorInput';
export type {
  InboxApi,
  InboxStream,
  NotificationFeedChange,
  NotificationInboxOptions,
  NotificationInboxState,
} from './notifications/notificationInbox';
export { NotificationInbox } from './notifications/notificationInbox';
export type { NotificationLike } from './notifications/notificationLike';
export { NOTIFICATION_TOAST_LIFE_MS, toastForNotification } from './notifications/toastForNotification';
export type { UnreadStorage } from './notifications/unreadStorage';
export { sessionUnreadStorage } from './notifications/unreadStorage';
export type { ChannelLike, LockManagerLike } from './platform/crossTab';
export type { OnlineSetup } from './platform/onlineManager';
export { OnlineManager, onlineManager } from './platform/onlineManager';
export type { VisibilitySetup } from './platform/visibilityManager';
export { VisibilityManager, visibilityManager } from './platform/visibilityManager';
export { backoffDelay, INITIAL_RETRY_DELAY_MS, MAX_RETRY_DELAY_MS } from './stream/backoff';
export type { EventStreamOptions, EventStreamState, EventStreamStatus } from './stream/eventStream';
export { EventStream, HEARTBEAT_TIMEOUT_MS } from './stream/eventStream';
export { Subscribable } from './subscribable';
export type { Toast, ToastSeverity } from './toasts/toastStore';
export { DEFAULT_TOAST_LIFE_MS, ToastStore } from './toasts/toastStore';
export { VERSION } from './version';
