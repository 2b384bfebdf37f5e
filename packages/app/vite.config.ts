import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // Brand logos, favicons and manifests live with the tokens; the app serves them as they are.
  publicDir: fileURLToPath(new URL('../../tokens/public', import.meta.url)),
  build: { manifest: true, sourcemap: false, target: 'es2022' },
  server: { proxy: { '/api': apiTarget, '/logout': apiTarget } },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
