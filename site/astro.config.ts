import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';

// Static output; `/api` reaches the commerce API through a proxy so the browser sees one origin.
export default defineConfig({
  site: process.env.SITE_URL ?? 'http://127.0.0.1:4321',
  output: 'static',
  outDir: process.env.SITE_OUT_DIR ?? './dist',
  integrations: [react()],
  server: { host: '127.0.0.1', port: Number(process.env.SITE_PORT ?? 4321) },
  vite: {
    server: { proxy: { '/api': { target: apiUrl, changeOrigin: false } } },
  },
});
