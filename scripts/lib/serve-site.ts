import { type PreviewServer, preview } from 'vite';

/**
 * Serves the built static site and proxies /api to the commerce API, so the browser talks to one
 * origin (`astro preview` cannot proxy; Vite's own preview server can).
 */
export async function serveSite(options: {
  root: string;
  outDir: string;
  port: number;
  apiUrl: string;
  host?: string;
}): Promise<PreviewServer> {
  return preview({
    configFile: false,
    root: options.root,
    logLevel: 'warn',
    appType: 'mpa',
    build: { outDir: options.outDir },
    preview: {
      host: options.host ?? '127.0.0.1',
      port: options.port,
      strictPort: true,
      proxy: { '/api': { target: options.apiUrl, xfwd: true } },
    },
  });
}
