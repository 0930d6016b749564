import type { Logger } from 'pino';
import type { Config } from '../config.ts';

/**
 * Asks the web front to rebuild the site, the way Strapi's webhook does after an editor's publish
 * (`POST /_site/rebuild`, its bearer secret): the product and kooler pages are static, so a review
 * published or hidden shows after that rebuild. Called after the change committed; it never fails
 * the change: a front that does not answer is logged, and the next rebuild shows the review.
 */
export async function requestSiteRebuild(deps: { config: Pick<Config, 'siteRebuild'>; logger: Logger }, why: string): Promise<void> {
  const target = deps.config.siteRebuild;
  if (!target) return;
  try {
    const response = await fetch(target.url, {
      method: 'POST',
      headers: { authorization: `Bearer ${target.secret}`, 'content-type': 'application/json', 'x-strapi-event': why },
      body: JSON.stringify({ event: why }),
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) deps.logger.warn({ status: response.status, why }, 'the web front refused the rebuild a review asked for');
  } catch (error) {
    deps.logger.warn({ err: error, why }, 'the web front could not be asked to rebuild for a review');
  }
}
