import type { Core } from '@strapi/strapi';

/** Collection types the public may read (`find` and `findOne`), published documents only. */
export const PUBLIC_COLLECTION_TYPES = [
  'kooler',
  'product',
  'product-category',
  'diet-drink',
  'faq',
  'article',
  'hero-slide',
  // The words of the shop's messages: the commerce API reads them as it reads the catalogue.
  'order-message',
] as const;

/** Single types the public may read (`find`), published documents only. */
export const PUBLIC_SINGLE_TYPES = [
  'site-setting',
  'navigation',
  'footer',
  'mission',
  'about-block',
  'director-profile',
  'chairman-profile',
  'about-company',
  'farm',
  'company',
  'terms',
  'privacy',
  'membership-plan',
  'search-and-sharing',
] as const;

/**
 * Content-API actions the public (unauthenticated) role may call: reading, never writing.
 * Everything not listed here stays closed. A new content type adds its name above.
 */
export const PUBLIC_ACTIONS: readonly string[] = [
  ...PUBLIC_COLLECTION_TYPES.flatMap((name) => [`api::${name}.${name}.find`, `api::${name}.${name}.findOne`]),
  ...PUBLIC_SINGLE_TYPES.map((name) => `api::${name}.${name}.find`),
];

const ROLE_UID = 'plugin::users-permissions.role';
const PERMISSION_UID = 'plugin::users-permissions.permission';

/**
 * Makes the public role's permissions exactly `actions`: grants each once (no duplicate rows) and
 * revokes anything else, such as the users-permissions plugin's default sign-up and password
 * routes. Customers are the commerce API's business, not Strapi's.
 */
export async function setPublicPermissions(strapi: Core.Strapi, actions: readonly string[] = PUBLIC_ACTIONS): Promise<void> {
  const publicRole = await strapi.db.query(ROLE_UID).findOne({ where: { type: 'public' } });
  if (!publicRole) {
    throw new Error('users-permissions public role not found; is the plugin installed?');
  }

  const revoked = await strapi.db.query(PERMISSION_UID).deleteMany({
    where: { role: { id: publicRole.id }, action: { $notIn: [...actions] } },
  });
  if (revoked.count > 0) strapi.log.info(`[seed] revoked ${revoked.count} public permissions outside the allow-list`);

  for (const action of actions) {
    const existing = await strapi.db.query(PERMISSION_UID).count({ where: { action, role: { id: publicRole.id } } });
    if (existing > 0) continue;

    await strapi.db.query(PERMISSION_UID).create({ data: { action, role: publicRole.id } });
    strapi.log.info(`[seed] granted public permission ${action}`);
  }
}
