import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type UserConfig } from 'vite';
import { compactRouteTree } from './src/hosting/compactRouteTree.ts';
import { fileRoutesWithoutPaths } from './src/hosting/fileRoutesWithoutPaths.ts';
import { gzipAssets } from './src/hosting/gzipAssets.ts';
import { hoistImports } from './src/hosting/hoistImports.ts';
import { type LandingChunk, landingCode, landingFrameModules } from './src/hosting/landingCode.ts';
import { passThroughPreload } from './src/hosting/passThroughPreload.ts';
import { routesWithoutLink } from './src/hosting/routesWithoutLink.ts';
import { scrollResetOnly } from './src/hosting/scrollResetOnly.ts';
import { securityHeaders } from './src/hosting/securityHeaders.ts';
import { callbackScript, shellScript, shellTexts, startupScript } from './src/hosting/startupScript.ts';

const port = Number(process.env.CONSOLE_PORT ?? 5173);
const productName = process.env.CONSOLE_PRODUCT_NAME ?? 'console';

/** The admin API and the identity provider, as the app's config reads them (src/config.ts). */
const apiBase = process.env.CONSOLE_API_BASE ?? 'http://localhost:8080';
const issuer = process.env.CONSOLE_OIDC_ISSUER ?? 'http://localhost:8081/realms/console';
const apiOrigin = new URL(apiBase).origin;
/** The identity provider's origin: the callback's code exchange and a returning visit's token refresh call it. */
const idpOrigin = new URL(issuer).origin;
/**
 * CONSOLE_API_PROXY (the admin API's own URL; `scripts/start.mjs` sets it with CONSOLE_API_SAME_ORIGIN=1): the
 * console's server answers `/api/*` from the API, and CONSOLE_API_BASE is `<console origin>/api`. Same-origin
 * calls need no CORS preflight, and the page's connection serves them.
 */
const apiProxy = process.env.CONSOLE_API_PROXY;
const proxy = apiProxy
  ? { '/api': { target: apiProxy, changeOrigin: true, rewrite: (path: string) => path.replace(/^\/api/, '') } }
  : {};

const startup = startupScript();
const shell = shellScript();
const callback = callbackScript({
  issuer,
  clientId: process.env.CONSOLE_OIDC_CLIENT_ID ?? 'frontend-client',
  apiBase,
});
/**
 * The first paint already carries the spec's browser title, `{product}`, before the app sets route titles; the
 * connections to the admin API and the identity provider open while the scripts load, so the first request to
 * each (the callback's code exchange, a returning visit's token refresh) does not wait for them.
 */
const productTitle: Plugin = {
  name: 'console-product-title',
  transformIndexHtml: (html) =>
    html
      // Inline: the theme and the static shell's choice apply while the HTML parses, with no request first.
      .replace('<!--startup-script-->', () => `<script>${startup}</script>`)
      // The callback page's code exchange, sent while the page loads; the build names core's callback chunk below.
      .replace(
        '<!--callback-script-->',
        () => `<meta name="console-callback-chunk" content="" />\n    <script>${callback}</script>`,
      )
      .replace(
        '<!--shell-script-->',
        () =>
          `<script type="application/json" id="console-shell-texts">${shellTexts()}</script><script>${shell}</script>`,
      )
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(productName)}</title>`)
      .replaceAll('<!--product-name-->', escapeHtml(productName))
      .replace(
        '</head>',
        // The token requests (no cookies: `crossorigin`) open their connection while the scripts load.
        `${[...new Set([...(apiProxy ? [] : [apiOrigin]), idpOrigin])]
          .map((origin) => `  <link rel="preconnect" href="${escapeHtml(origin)}" crossorigin />\n`)
          .join('')}  </head>`,
      ),
};

/**
 * Names core's sign-in callback chunk (the code that checks the code exchange's answer) in the page, so the callback
 * page asks for it beside the entry script rather than once the entry has run. Data, not a script: the CSP hash of
 * the callback script stays the same whatever the chunk's name.
 */
const callbackChunk: Plugin = {
  name: 'console-callback-chunk',
  transformIndexHtml: {
    order: 'post',
    handler(html, context) {
      const chunk = Object.values(context.bundle ?? {}).find(
        (output) => output.type === 'chunk' && /[\\/]auth[\\/]signInCallback\.ts$/.test(output.facadeModuleId ?? ''),
      );
      if (!chunk) return html;
      return html.replace(
        '<meta name="console-callback-chunk" content="" />',
        `<meta name="console-callback-chunk" content="/${escapeHtml(chunk.fileName)}" />`,
      );
    },
  },
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A build runs twice: a first pass (not written) finds the modules every module landing loads, and the build puts
 * them in one script (`frame`) rather than the 25-odd that splitting by shared pages makes of them. The dev server and
 * `vite preview` take the config as it is.
 */
export default defineConfig(async ({ command, isPreview }) => {
  if (command !== 'build' || isPreview) return consoleConfig();
  const first = consoleConfig();
  const output = await build({
    ...first,
    configFile: false,
    logLevel: 'silent',
    build: { ...first.build, write: false, sourcemap: false },
  });
  const chunks = (Array.isArray(output) ? output : [output])
    .flatMap((result) => ('output' in result ? result.output : []))
    .filter((item): item is Extract<typeof item, { type: 'chunk' }> => item.type === 'chunk') as LandingChunk[];
  return consoleConfig(landingFrameModules(chunks));
});

function consoleConfig(frame?: ReadonlySet<string>): UserConfig {
  return {
    // The router plugin must run before the React plugin.
    plugins: [
      compactRouteTree(),
      tanstackRouter({ target: 'react', autoCodeSplitting: true }),
      react(),
      tailwindcss(),
      productTitle,
      callbackChunk,
      landingCode(),
      gzipAssets(),
      hoistImports(),
      passThroughPreload(),
      scrollResetOnly(),
      routesWithoutLink(),
      fileRoutesWithoutPaths(),
    ],
    // Read workspace packages from src/ (their "source" export condition): no build needed.
    resolve: { conditions: ['source'] },
    envPrefix: ['VITE_', 'CONSOLE_'],
    server: { port, strictPort: true, host: process.env.CONSOLE_HOST ?? 'localhost', proxy },
    // The built console is served with its security headers and CSP (the dev server's HMR needs inline scripts).
    preview: {
      proxy,
      port,
      strictPort: true,
      host: process.env.CONSOLE_HOST ?? 'localhost',
      headers: securityHeaders({
        api: apiBase,
        issuer,
        inlineScripts: [startup, callback, shell],
      }),
    },
    // One output folder per port: stacks started side by side (tests, previews) never serve each other's build.
    build: {
      // No preload map in the entry script: each script loaded on demand names all it needs (hoistImports above).
      modulePreload: false,
      sourcemap: true,
      outDir: `dist/port-${port}`,
      rolldownOptions: {
        output: {
          // A shared chunk's name lists every page using it; a short name keeps index.html's preload map small.
          chunkFileNames: (chunk) => `assets/${chunk.name.startsWith('shared~') ? 'shared' : '[name]'}-[hash].js`,
          codeSplitting: {
            groups: [
              // What index.html starts with stays one script: the groups below must not pull startup code apart.
              { name: 'startup', tags: ['$initial'], priority: 2 },
              // What every module landing loads beyond the startup script, in one script (the first pass above).
              ...(frame ? [{ name: 'frame', test: (id: string) => frame.has(id), priority: 1.5 }] : []),
              // Pages share many small modules (widgets' parts, Radix layers); split one chunk per module set, a
              // landing fetched 40-odd scripts. Sets under 2 KB join their closest neighbour instead: about half
              // the requests for the same bytes (each request costs a round trip on HTTP/1.1's six connections).
              { name: 'shared', priority: 1, minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 2048 },
            ],
          },
        },
      },
    },
  };
}
