import { readFileSync } from 'node:fs';
import { de } from '../i18n/de.ts';
import { en } from '../i18n/en.ts';
import { shellPages } from '../modules.ts';

/** A script file of this folder as index.html carries it inline: without its comment lines, trimmed. */
function inline(file: string): string {
  return readFileSync(new URL(`./${file}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => !/^\s*\/\//.test(line))
    .join('\n')
    .trim();
}

/**
 * The text index.html carries inline in its head as its pre-paint script (`startup.js`), exactly as the page has
 * it: the CSP allows it by the hash of this text.
 */
export function startupScript(): string {
  return inline('startup.js');
}

/**
 * The callback page's inline script (`callback.js`), with the build's identity provider, client ID and admin API
 * base: on `/callback` it sends the code exchange as the page loads (core takes the answer), and the session's first
 * requests once the tokens are in. The CSP allows it by its hash.
 */
export function callbackScript(values: { issuer: string; clientId: string; apiBase: string }): string {
  return inline('callback.js')
    .replace('__ISSUER__', () => JSON.stringify(values.issuer).replace(/</g, '\\u003c'))
    .replace('__API_BASE__', () => JSON.stringify(values.apiBase).replace(/</g, '\\u003c'))
    .replace('__CLIENT_ID__', () => JSON.stringify(values.clientId).replace(/</g, '\\u003c'));
}

/** The inline script at the end of the static frame (`shell.js`): the frame's texts and the page's heading. */
export function shellScript(): string {
  return inline('shell.js');
}

/**
 * What the shell script reads (a `<script type="application/json">`, data the CSP does not run): each navigation
 * page's title key by path, and per language the frame's and the sign-in screen's texts and those titles.
 */
export function shellTexts(): string {
  const pages = shellPages();
  const keys = [...new Set(Object.values(pages))];
  const languages = Object.fromEntries(
    Object.entries({ en, de }).map(([language, catalogue]) => [
      language,
      {
        menu: catalogue.shell.menu,
        loading: `${catalogue.shell.loadingWorkspace}…`,
        pages: Object.fromEntries(keys.map((key) => [key, catalogue.pages[key]])),
        signin: {
          heading: catalogue.screens.notSignedIn,
          text: catalogue.screens.signInText,
          button: catalogue.screens.signIn,
        },
      },
    ]),
  );
  // `<` escaped: no text can close the script element.
  return JSON.stringify({ pages, languages }).replace(/</g, '\\u003c');
}
