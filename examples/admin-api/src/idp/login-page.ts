import { createHash } from 'node:crypto';

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

// Everything the pages need is inline: the provider must work on a machine with no internet access.
const CSS = `
:root{color-scheme:light dark;--bg:#f4f5f7;--card:#fff;--text:#1b1e24;--muted:#5b6270;--border:#c9ced6;--accent:#2456d3;--accent-text:#fff;--error:#b3261e;--error-bg:#fdecea;--focus:#2456d3}
@media (prefers-color-scheme:dark){:root{--bg:#111318;--card:#1c1f26;--text:#e8eaee;--muted:#a6adbb;--border:#3a404c;--accent:#7da2ff;--accent-text:#0b1020;--error:#ffb4ab;--error-bg:#3b1512;--focus:#7da2ff}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
main{width:min(100% - 2rem,24rem);background:var(--card);border:1px solid var(--border);border-radius:12px;padding:2rem;box-shadow:0 4px 24px rgb(0 0 0 / 8%)}
.product{margin:0 0 .25rem;color:var(--muted);font-size:.875rem;font-weight:600;letter-spacing:.04em;text-transform:uppercase}
h1{margin:0 0 1.5rem;font-size:1.5rem;line-height:1.2}
p{margin:0 0 1rem}
label{display:block;margin:0 0 .25rem;font-weight:600}
input{display:block;width:100%;margin:0 0 1rem;padding:.625rem .75rem;border:1px solid var(--border);border-radius:8px;background:transparent;color:inherit;font:inherit}
input[aria-invalid=true]{border-color:var(--error)}
button{width:100%;padding:.7rem 1rem;border:0;border-radius:8px;background:var(--accent);color:var(--accent-text);font:inherit;font-weight:600;cursor:pointer}
button:hover{filter:brightness(1.08)}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.error{padding:.75rem 1rem;border-radius:8px;background:var(--error-bg);color:var(--error);font-weight:600}
.muted{color:var(--muted);font-size:.875rem}
a{color:var(--accent);font-weight:600}
`.trim();

const CSS_HASH = createHash('sha256').update(CSS).digest('base64');

/**
 * Response headers for every provider page: a strict CSP (no scripts, only the inline style above; forms may
 * post here and redirect on to `formTargets`), no framing, no caching.
 */
export function pageHeaders(formTargets: readonly string[] = []): Record<string, string> {
  const csp = [
    "default-src 'none'",
    `style-src 'sha256-${CSS_HASH}'`,
    `form-action 'self' ${formTargets.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': csp,
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    // same-origin, not no-referrer: with no-referrer, browsers send `Origin: null` on the form post.
    'referrer-policy': 'same-origin',
    'cache-control': 'no-store',
  };
}

/** The product name shown on the pages, from the realm (the last path segment of the issuer). */
export function productNameFromIssuer(issuer: string): string {
  const realm = decodeURIComponent(new URL(issuer).pathname.split('/').filter(Boolean).pop() ?? '') || 'Console';
  return realm.charAt(0).toUpperCase() + realm.slice(1);
}

function layout(productName: string, title: string, body: string): string {
  const product = escapeHtml(productName);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${product}</title>
<style>${CSS}</style>
</head>
<body>
<main>
<p class="product">${product}</p>
${body}
</main>
</body>
</html>`;
}

/** What the sign-in page shows. `action` is the interaction URL the form posts back to. */
export interface LoginPageOptions {
  productName: string;
  action: string;
  /** The email to keep in the field after a failed attempt. */
  email?: string;
  /**
   * Set after a failed attempt: the page then says "Invalid email or password.", or, with 'throttled',
   * asks to wait after too many failures.
   */
  failed?: boolean | 'throttled';
}

/** The sign-in page: an email and password form posting to the interaction it belongs to. */
export function renderLoginPage(options: LoginPageOptions): string {
  const failed = options.failed === true || options.failed === 'throttled';
  const text =
    options.failed === 'throttled'
      ? 'Too many failed attempts. Wait a few minutes and try again.'
      : 'Invalid email or password.';
  const error = failed ? `<p class="error" id="login-error" role="alert">${text}</p>` : '';
  const invalid = failed ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  const body = `<h1>Sign in</h1>
${error}
<form method="post" action="${escapeHtml(options.action)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email ?? '')}"${invalid}${failed ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${failed ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>`;
  return layout(options.productName, 'Sign in', body);
}

/**
 * The sign-out confirmation, shown only when a logout request carries no valid `id_token_hint`.
 * `form` is the provider's own hidden form (it carries the anti-forgery token) and is inserted as is.
 */
export function renderLogoutPage(productName: string, form: string): string {
  const body = `<h1>Sign out</h1>
<p>Do you want to sign out of ${escapeHtml(productName)}?</p>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Sign out</button>`;
  return layout(productName, 'Sign out', body);
}

/** What a message page shows. */
export interface MessagePageOptions {
  productName: string;
  title: string;
  message: string;
  /** Technical detail in small print, e.g. an OAuth error code. */
  detail?: string | undefined;
  /** The console's address, offered as a "Back to {product}" link. */
  backTo?: string | undefined;
}

/** A page with a heading and a message, for errors and for "you are signed out". */
export function renderMessagePage(options: MessagePageOptions): string {
  const { productName, title } = options;
  const parts = [`<h1>${escapeHtml(title)}</h1>`, `<p>${escapeHtml(options.message)}</p>`];
  if (options.detail) parts.push(`<p class="muted">${escapeHtml(options.detail)}</p>`);
  if (options.backTo)
    parts.push(`<p><a href="${escapeHtml(options.backTo)}">Back to ${escapeHtml(productName)}</a></p>`);
  return layout(productName, title, parts.join('\n'));
}
