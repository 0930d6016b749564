import type { Core } from '@strapi/strapi';
import { applyEditorViews } from './editor-views';
import { ensureLocales } from './locales';
import { applyPincodeMigration, registerPincodeMigration } from './migrations/pincodes-to-component';
import { registerPublishedOnly } from './published-only';
import { syncEditorRoles } from './roles';
import { seed } from './seed';
import { registerSiteStatusRoute } from './site-status';
import { registerContentValidation } from './validation';
import { syncWebhooks } from './webhooks';

export default {
  /**
   * Runs before the application is initialised: hooks that must be in place before the schema sync,
   * the content checks every save and publish goes through, the admin's site status route, and
   * the rule that anonymous REST reads see published content only.
   */
  register({ strapi }: { strapi: Core.Strapi }) {
    registerPincodeMigration(strapi);
    registerPublishedOnly(strapi);
    registerContentValidation(strapi);
    registerSiteStatusRoute(strapi);
  },

  /**
   * Runs before the server starts: finishes data migrations, makes the shop's languages Strapi locales, seeds first-boot content and public
   * permissions, gives the Content Manager the editors' labels and list views, defines the Editor and Author
   * roles, then makes the webhooks match CMS_WEBHOOK_URLS (after the seed, so a first boot does
   * not fire a rebuild per document).
   */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await applyPincodeMigration(strapi);
    await ensureLocales(strapi);
    await seed(strapi);
    await applyEditorViews(strapi);
    await syncEditorRoles(strapi);
    await syncWebhooks(strapi);
  },
};
