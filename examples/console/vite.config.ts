import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const port = Number(process.env.CONSOLE_PORT ?? 5173);

export default defineConfig({
  // The router plugin must run before the React plugin.
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), tailwindcss()],
  // Read workspace packages from src/ (their "source" export condition): no build needed.
  resolve: { conditions: ['source'] },
  envPrefix: ['VITE_', 'CONSOLE_'],
  server: { port, strictPort: true, host: process.env.CONSOLE_HOST ?? 'localhost' },
  preview: { port, strictPort: true, host: process.env.CONSOLE_HOST ?? 'localhost' },
  // One output folder per port: stacks started side by side (tests, previews) never serve each other's build.
  build: { sourcemap: true, outDir: `dist/port-${port}` },
});
