import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
  preview: { port, strictPort: true, host },
  // One output folder per port, so side-by-side stacks never serve each other's build.
  build: { sourcemap: true, outDir: `dist/port-${port}` },
});
