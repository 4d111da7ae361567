import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// The portal is a different host, but it keeps the same rules for what its scripts may load and talk to.
import { securityHeaders } from '../console/src/hosting/securityHeaders.ts';

const port = Number(process.env.PORTAL_PORT ?? 5174);
const host = process.env.PORTAL_HOST ?? 'localhost';

/** The partner portal: plain Vite + React, no router, no Tailwind (the widgets bring their own stylesheet). */
export default defineConfig({
  plugins: [react()],
  // Read workspace packages from src/ (their "source" export condition): no package build needed.
  resolve: {
    conditions: ['source'],
    // The published stylesheet is built; in the workspace the portal reads its source, as the console does.
    alias: {
      '@console/widgets/styles.css': fileURLToPath(new URL('../../packages/widgets/src/styles.css', import.meta.url)),
    },
  },
  envPrefix: ['PORTAL_'],
  server: { port, strictPort: true, host },
  // The built portal carries the security headers the console does: a CSP that lets scripts come only from the
  // portal and talk only to the API and the identity provider, no framing, no sniffing, no referrer.
  preview: {
    port,
    strictPort: true,
    host,
    headers: securityHeaders({
      api: process.env.PORTAL_API_BASE ?? 'http://localhost:8080',
      issuer: process.env.PORTAL_OIDC_ISSUER ?? 'http://localhost:8081/realms/console',
    }),
  },
  // One output folder per port, so side-by-side stacks never serve each other's build.
  build: { sourcemap: true, outDir: `dist/port-${port}` },
});
