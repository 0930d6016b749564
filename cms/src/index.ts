import type { Core } from '@strapi/strapi';
import { seed } from './seed';

export default {
  /** Runs before the application is initialised (extend code here). */
  register(_: { strapi: Core.Strapi }) {},

  /** Runs before the server starts: seeds first-boot content and public permissions. */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await seed(strapi);
  },
};
