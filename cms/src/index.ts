import type { Core } from '@strapi/strapi';
import { seed } from './seed';
import { syncWebhooks } from './webhooks';

export default {
  /** Runs before the application is initialised (extend code here). */
  register(_: { strapi: Core.Strapi }) {},

  /**
   * Runs before the server starts: seeds first-boot content and public permissions, then makes the
   * webhooks match CMS_WEBHOOK_URLS (after the seed, so a first boot does not fire a rebuild per document).
   */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await seed(strapi);
    await syncWebhooks(strapi);
  },
};
