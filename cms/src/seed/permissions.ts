import type { Core } from '@strapi/strapi';

/**
 * Content-API actions the public (unauthenticated) role may call.
 * Everything not listed here stays closed. Add one line per public endpoint
 * when new content types are introduced.
 */
export const PUBLIC_ACTIONS: readonly string[] = ['api::site-setting.site-setting.find'];

const ROLE_UID = 'plugin::users-permissions.role';
const PERMISSION_UID = 'plugin::users-permissions.permission';

/** Grants each of `actions` to the public role once (idempotent, no duplicate rows). */
export async function grantPublicPermissions(strapi: Core.Strapi, actions: readonly string[] = PUBLIC_ACTIONS): Promise<void> {
  const publicRole = await strapi.db.query(ROLE_UID).findOne({ where: { type: 'public' } });
  if (!publicRole) {
    throw new Error('users-permissions public role not found; is the plugin installed?');
  }

  for (const action of actions) {
    const existing = await strapi.db.query(PERMISSION_UID).count({ where: { action, role: { id: publicRole.id } } });
    if (existing > 0) continue;

    await strapi.db.query(PERMISSION_UID).create({ data: { action, role: publicRole.id } });
    strapi.log.info(`[seed] granted public permission ${action}`);
  }
}
