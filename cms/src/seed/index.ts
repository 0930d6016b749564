import type { Core } from '@strapi/strapi';
import { setPublicPermissions } from './permissions';
import { seedSiteSettings } from './site-settings';

/**
 * First-boot content and permissions. Every step is idempotent and runs on every
 * boot; add one function per concern (content type, role, ...) below.
 */
export async function seed(strapi: Core.Strapi): Promise<void> {
  await setPublicPermissions(strapi);
  await seedSiteSettings(strapi);
}
