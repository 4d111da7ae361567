import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';

type Middleware = Parameters<Provider['use']>[0];
/** Options for the provider's session cookie, needed to clear it. */
export type CookieOptions = NonNullable<Parameters<KoaContextWithOIDC['cookies']['set']>[2]>;

/**
 * Koa middleware for the provider: when an RP-initiated logout carries a valid `id_token_hint` of the
 * signed-in user, end the session right away and redirect to the (registered) `post_logout_redirect_uri`
 * instead of showing a confirmation page. The provider has already validated the hint, the client and
 * the redirect URI by the time its end_session route returns; otherwise nothing changes and the user
 * confirms.
 */
export function directLogout(
  provider: Provider,
  sessionCookie: CookieOptions,
  onGrantRevoked: (grantId: string) => Promise<void> = async () => {},
): Middleware {
  return async (koaCtx, next) => {
    await next();
    const ctx = koaCtx as KoaContextWithOIDC;
    if (ctx.status !== 200 || !Object.hasOwn(ctx, 'oidc') || ctx.oidc.route !== 'end_session') return;
    const { entities, session, params } = ctx.oidc;
    if (!entities.IdTokenHint || !entities.Client || !session) return;
    // The provider accepts any id token it ever issued as the hint, expired ones included, so a hint
    // alone proves nothing: a cross-site link carrying someone else's token would sign this browser out.
    // Only the signed-in user's own token skips the confirmation (with no one signed in, nothing ends).
    if (session.accountId !== undefined && entities.IdTokenHint.payload.sub !== session.accountId) return;

    for (const [, authorization] of Object.entries(session.authorizations ?? {})) {
      const { grantId } = authorization;
      if (!grantId) continue;
      await Promise.all([
        provider.AccessToken.revokeByGrantId(grantId),
        provider.RefreshToken.revokeByGrantId(grantId),
        provider.AuthorizationCode.revokeByGrantId(grantId),
        provider.Grant.find(grantId).then((grant) => grant?.destroy()),
        onGrantRevoked(grantId),
      ]);
    }
    await session.destroy();
    ctx.cookies.set(provider.cookieName('session'), null, sessionCookie);

    const target = typeof params?.post_logout_redirect_uri === 'string' ? params.post_logout_redirect_uri : undefined;
    let location = target ?? ctx.oidc.urlFor('end_session_success');
    if (target && typeof params?.state === 'string') {
      const url = new URL(target);
      url.searchParams.set('state', params.state);
      location = url.href;
    }
    ctx.status = 303; // set first: koa's redirect keeps a redirect status and would otherwise pick 302
    ctx.redirect(location);
    provider.emit('end_session.success', ctx);
  };
}
