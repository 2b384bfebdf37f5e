import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const pages = ['button', 'bare'];

// Nothing but React's plugin: no vanilla-extract, no aliases. `vite build` builds the whole example;
// `--mode button` and `--mode bare` build the Button-only page and its bare react-aria-components twin
// alone, each into its own folder, as an app of that one page would be: the size check weighs the two.
export default defineConfig(({ mode }) => ({
  plugins: [react()],
  build: pages.includes(mode) ? { outDir: `dist-${mode}`, rollupOptions: { input: `${mode}.html` } } : {},
}));
