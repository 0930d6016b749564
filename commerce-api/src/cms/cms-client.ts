export type CmsClient = { check(): Promise<'up' | 'down'> };

/** Strapi, read over its public REST API. */
export function createCmsClient(baseUrl: string, timeoutMs = 2000): CmsClient {
  return {
    async check() {
      try {
        const response = await fetch(`${baseUrl}/_health`, { signal: AbortSignal.timeout(timeoutMs) });
        return response.ok ? 'up' : 'down';
      } catch {
        return 'down';
      }
    },
  };
}
