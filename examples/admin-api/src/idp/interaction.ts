import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import type { AccountStore } from './accounts';
import { checkedForm } from './formGate';
import { pageHeaders, renderLoginPage, renderMessagePage } from './login-page';
import { createLoginThrottle } from './login-throttle';
import { hashPassword, verifyPassword } from './password';

const MAX_FORM_BYTES = 8 * 1024;

/** Compared against when the email is unknown, so a miss costs as much time as a wrong password. */
const decoyHash = hashPassword('decoy password that never matches');

export interface InteractionOptions {
  provider: Provider;
  accounts: AccountStore;
  productName: string;
  /** Origin of the issuer: the only origin a sign-in form may be posted from. */
  issuerOrigin: string;
  /** Where the browser goes after sign-in; listed in the page CSP so the post-login redirect is allowed. */
  consoleOrigin: string;
  /** Every app origin sign-in may return to (defaults to the console's). */
  formTargets?: readonly string[] | undefined;
  /** Path of the interaction route, e.g. `/realms/console/interaction`. */
  basePath: string;
  /**
   * Answers a finished interaction's request with the provider's answer to its `returnTo` (`resumeInPlace.ts`),
   * true when it did; otherwise (or without it) the answer is a redirect to `returnTo`.
   */
  resume?: ((req: IncomingMessage, res: ServerResponse, to: string) => boolean) | undefined;
  /** Told the account's id once its sign-in form succeeded and the form's answer has been sent. */
  onSignedIn?: ((accountId: string) => void) | undefined;
}

class FormTooLarge extends Error {}

/** The sign-in form as the provider's body gate checked it (`formGate.ts`); empty when none was sent. */
function readForm(req: IncomingMessage): URLSearchParams {
  const checked = checkedForm(req);
  if (!checked) return new URLSearchParams();
  if (checked.bytes > MAX_FORM_BYTES) throw new FormTooLarge();
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(checked.form)) for (const v of [value].flat()) form.append(name, v);
  return form;
}

/** Returns the account for a correct email + password; undefined otherwise (also for inactive or password-less accounts). */
async function authenticate(accounts: AccountStore, email: string, password: string) {
  const account = email ? await accounts.findByEmail(email) : undefined;
  const hash = account?.passwordHash ?? (await decoyHash);
  const matches = await verifyPassword(password, hash);
  return matches && account?.active && account.passwordHash ? account : undefined;
}

/**
 * The provider's interaction route (`{basePath}/{uid}`): the sign-in page for the login prompt, and an
 * automatic grant for the consent prompt because the only client is our own console. The form is bound
 * to its interaction: the uid in the path must match the provider's interaction cookie (SameSite=Lax,
 * scoped to this path), and a cross-origin post is refused.
 */
export function createInteractionHandler(options: InteractionOptions) {
  const { provider, accounts, productName } = options;
  const headers = pageHeaders(options.formTargets ?? [options.consoleOrigin]);
  const throttle = createLoginThrottle();

  const page = (res: ServerResponse, status: number, html: string) => {
    res.writeHead(status, headers).end(html);
  };
  const message = (title: string, text: string) =>
    renderMessagePage({ productName, title, message: text, backTo: options.consoleOrigin });
  const redirect = (res: ServerResponse, location: string) => {
    res.writeHead(303, { location, 'cache-control': 'no-store' }).end();
  };
  /** The interaction is done: on to the authorization request's resumption, in this answer when possible. */
  const finish = (req: IncomingMessage, res: ServerResponse, to: string) => {
    if (!options.resume?.(req, res, to)) redirect(res, to);
  };

  async function handle(req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'POST') {
      res.writeHead(405, { allow: 'GET, POST' }).end();
      return;
    }
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new errors.SessionNotFound('interaction mismatch');
    const action = `${options.basePath}/${encodeURIComponent(uid)}`;

    if (details.prompt.name === 'login') {
      if (req.method === 'GET') return page(res, 200, renderLoginPage({ productName, action }));
      const origin = req.headers.origin;
      if (origin !== undefined && origin !== options.issuerOrigin) {
        return page(res, 403, message('Sign-in refused', 'This form can only be sent from this page.'));
      }
      const form = readForm(req);
      const email = (form.get('email') ?? '').trim().toLowerCase();
      const address = req.socket.remoteAddress ?? '';
      // Counted before the password check, so a concurrent burst cannot pass the limit while the checks run.
      const wait = throttle.begin(address, email);
      if (wait > 0) {
        res.writeHead(429, { ...headers, 'retry-after': String(wait) });
        res.end(renderLoginPage({ productName, action, email, failed: 'throttled' }));
        return;
      }
      const account = await authenticate(accounts, email, form.get('password') ?? '');
      if (!account) return page(res, 200, renderLoginPage({ productName, action, email, failed: true }));
      throttle.succeeded(address, email);
      // After the answer, so that nothing done for it holds the redirect to the app.
      const signedIn = options.onSignedIn;
      if (signedIn) res.once('finish', () => signedIn(account.id));
      const to = await provider.interactionResult(
        req,
        res,
        { login: { accountId: account.id } },
        { mergeWithLastSubmission: false },
      );
      return finish(req, res, to);
    }

    if (details.prompt.name === 'consent') {
      // First-party client: grant what was asked without a consent screen.
      const accountId = details.session?.accountId;
      const clientId = details.params.client_id;
      if (!accountId || typeof clientId !== 'string') throw new errors.SessionNotFound('no signed-in account');
      const grant =
        (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
        new provider.Grant({ accountId, clientId });
      const missing = details.prompt.details as {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
        missingResourceScopes?: Record<string, string[]>;
      };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
        grant.addResourceScope(resource, scopes.join(' '));
      }
      const grantId = await grant.save();
      const to = await provider.interactionResult(
        req,
        res,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
      return finish(req, res, to);
    }

    throw new Error(`unsupported prompt ${details.prompt.name}`);
  }

  /** Serves one interaction request; never rejects (failures become an error page). */
  return async function interaction(req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
    try {
      await handle(req, res, uid);
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
      } else if (error instanceof FormTooLarge) {
        page(res, 413, message('Sign-in refused', 'The form was too large.'));
      } else if (error instanceof errors.SessionNotFound) {
        page(res, 400, message('Sign-in expired', 'This sign-in page is no longer valid. Go back and sign in again.'));
      } else {
        console.error('identity provider: interaction failed', error);
        page(res, 500, message('Something went wrong', 'Please try again in a moment.'));
      }
    }
  };
}
