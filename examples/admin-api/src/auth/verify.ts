import { createRemoteJWKSet, errors, type JWTVerifyGetKey, jwtVerify } from 'jose';

/** Who a valid access token names: `sub` is the user id as a canonical decimal string (`1`, never `01`). */
export interface AuthIdentity {
  sub: string;
  email?: string;
  name?: string;
  /** When the token expires, in seconds since the epoch (long-lived responses end then). */
  exp?: number;
  /** The provider's grant the token was issued under (`gid`); a sign-out ends it (see `revocations.ts`). */
  grant?: string;
}

/** Thrown by `verify` for a token that must be refused (answer 401). Other errors mean the check itself failed. */
export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}

/**
 * Thrown by `verify` when the provider's signing keys could not be had (its JWKS did not answer, or not with 200):
 * the token may be good, the check could not be made. The API answers 503: ask again shortly.
 */
export class SigningKeysUnavailableError extends Error {
  override name = 'SigningKeysUnavailableError';
}

/** Failures of fetching the JWKS: a timeout, a refused or broken connection, an answer other than 200 or not a JWKS. */
const isKeyFetchFailure = (error: unknown) =>
  error instanceof errors.JWKSTimeout ||
  error instanceof errors.JWKSInvalid ||
  (error instanceof TypeError && /fetch/i.test(error.message)) ||
  (error instanceof errors.JOSEError && /JSON Web Key Set/i.test(error.message));

/** Options of `createTokenVerifier`. */
export interface TokenVerifierOptions {
  /** Expected `iss`, e.g. `http://localhost:8081/realms/console`. */
  issuer: string;
  /** Expected `aud`: the admin API base URL, e.g. `http://localhost:8080`. */
  audience: string;
  /** Signing keys; defaults to the provider's JWKS at `{issuer}/protocol/openid-connect/certs` (fetched and cached). */
  jwks?: JWTVerifyGetKey;
  /** How far `exp` and `nbf` may be off between the provider's clock and ours, in seconds (30 by default). */
  clockToleranceSeconds?: number;
}

/** Checks access tokens; see `createTokenVerifier`. */
export interface TokenVerifier {
  verify(token: string): Promise<AuthIdentity>;
}

/** A user id as the provider writes it: a positive 32-bit integer without sign, zeros in front, exponent or point. */
const SUBJECT = /^[1-9][0-9]{0,9}$/;

/** The user id a subject names, or undefined when it is not one written canonically. */
export function userIdOfSubject(sub: string): number | undefined {
  if (!SUBJECT.test(sub)) return undefined;
  const id = Number(sub);
  return id <= 2_147_483_647 ? id : undefined;
}

// Failures that say something about the token; anything else (e.g. the provider is unreachable) is ours.
const TOKEN_ERRORS = [
  errors.JWTExpired,
  errors.JWTClaimValidationFailed,
  errors.JWTInvalid,
  errors.JWSInvalid,
  errors.JWSSignatureVerificationFailed,
  errors.JOSEAlgNotAllowed,
  errors.JOSENotSupported,
  errors.JWKSNoMatchingKey,
  errors.JWKSMultipleMatchingKeys,
];

/**
 * Verifies access tokens from the identity provider: signature (RS256/ES256 key from the JWKS), the
 * `at+jwt` type (RFC 9068, so an ID token is never taken for an access token), `iss`, `aud` naming this
 * API and nothing else, `exp`/`nbf` (30 s of clock tolerance unless told otherwise) and a `sub` that is a canonical user id. `verify` rejects with
 * `InvalidTokenError` when the token must be refused.
 */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const issuer = options.issuer.replace(/\/+$/, '');
  const jwks = options.jwks ?? createRemoteJWKSet(new URL(`${issuer}/protocol/openid-connect/certs`));
  return {
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, jwks, {
          issuer,
          audience: options.audience,
          algorithms: ['RS256', 'ES256'],
          clockTolerance: options.clockToleranceSeconds ?? 30,
          requiredClaims: ['exp', 'sub'],
          typ: 'at+jwt',
        });
        // jose accepts an audience list that merely includes ours; a token also meant for another
        // service could be replayed by that service here, so the list must name this API alone.
        const aud = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
        if (aud.length !== 1 || aud[0] !== options.audience)
          throw new InvalidTokenError('token is not for this API alone');
        if (typeof payload.sub !== 'string' || userIdOfSubject(payload.sub) === undefined) {
          throw new InvalidTokenError('token subject is not a user id');
        }
        const identity: AuthIdentity = { sub: payload.sub };
        if (typeof payload.email === 'string') identity.email = payload.email;
        if (typeof payload.name === 'string') identity.name = payload.name;
        if (typeof payload.exp === 'number') identity.exp = payload.exp;
        if (typeof payload.gid === 'string') identity.grant = payload.gid;
        return identity;
      } catch (error) {
        if (error instanceof InvalidTokenError) throw error;
        if (TOKEN_ERRORS.some((type) => error instanceof type)) {
          throw new InvalidTokenError((error as Error).message, { cause: error });
        }
        if (isKeyFetchFailure(error)) {
          throw new SigningKeysUnavailableError(
            `The identity provider's signing keys could not be fetched: ${(error as Error).message}`,
            { cause: error },
          );
        }
        throw error;
      }
    },
  };
}
