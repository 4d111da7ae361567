import { createRemoteJWKSet, errors, type JWTVerifyGetKey, jwtVerify } from 'jose';

/** Who a valid access token names: `sub` is the user id as a decimal string. */
export interface AuthIdentity {
  sub: string;
  email?: string;
  name?: string;
  /** When the token expires, in seconds since the epoch (long-lived responses end then). */
  exp?: number;
}

/** Thrown by `verify` for a token that must be refused (answer 401). Other errors mean the check itself failed. */
export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}

/** Options of `createTokenVerifier`. */
export interface TokenVerifierOptions {
  /** Expected `iss`, e.g. `http://localhost:8081/realms/console`. */
  issuer: string;
  /** Expected `aud`: the admin API base URL, e.g. `http://localhost:8080`. */
  audience: string;
  /** Signing keys; defaults to the provider's JWKS at `{issuer}/protocol/openid-connect/certs` (fetched and cached). */
  jwks?: JWTVerifyGetKey;
}

/** Checks access tokens; see `createTokenVerifier`. */
export interface TokenVerifier {
  verify(token: string): Promise<AuthIdentity>;
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
 * Verifies access tokens from the identity provider: signature (RS256/ES256 key from the JWKS), `iss`,
 * `aud`, `exp`/`nbf` (30 s of clock tolerance) and a non-empty `sub`. `verify` rejects with
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
          clockTolerance: 30,
          requiredClaims: ['exp', 'sub'],
        });
        if (typeof payload.sub !== 'string' || payload.sub === '') throw new InvalidTokenError('token has no subject');
        const identity: AuthIdentity = { sub: payload.sub };
        if (typeof payload.email === 'string') identity.email = payload.email;
        if (typeof payload.name === 'string') identity.name = payload.name;
        if (typeof payload.exp === 'number') identity.exp = payload.exp;
        return identity;
      } catch (error) {
        if (error instanceof InvalidTokenError) throw error;
        if (TOKEN_ERRORS.some((type) => error instanceof type)) {
          throw new InvalidTokenError((error as Error).message, { cause: error });
        }
        throw error;
      }
    },
  };
}
