import { LANGUAGES } from '@koolers/contracts/languages';
import type { Core } from '@strapi/strapi';

/**
 * The two admin roles the shop's content people get (Settings › Users › Invite new user):
 * - Editor: changes and publishes every content type, and manages the Media Library; nothing under
 *   Settings (users, roles, webhooks, API tokens, …).
 * - Author: writes drafts of every content type (not only their own) and uploads pictures; cannot
 *   publish, unpublish or delete, so nothing an Author does reaches the live site until an Editor
 *   publishes it.
 */
const CONTENT_ACTIONS = {
  'strapi-editor': ['create', 'read', 'update', 'delete', 'publish'],
  'strapi-author': ['create', 'read', 'update'],
} as const;
type RoleCode = keyof typeof CONTENT_ACTIONS;

const ROLE_DETAILS: Record<RoleCode, { name: string; description: string }> = {
  'strapi-editor': {
    name: 'Editor',
    description: 'Changes and publishes the shop’s content and pictures. No access to settings or users.',
  },
  'strapi-author': { name: 'Author', description: 'Writes drafts and uploads pictures; an Editor publishes them.' },
};

const MEDIA_ACTIONS = [
  'plugin::upload.read',
  'plugin::upload.configure-view',
  'plugin::upload.assets.create',
  'plugin::upload.assets.update',
  'plugin::upload.assets.download',
  'plugin::upload.assets.copy-link',
];

/** Which permissions were ever granted (`<role>|<action>|<subject>`), so a permission the owner removes stays removed. */
const LEDGER = { type: 'koolers', name: 'roles', key: 'granted' } as const;

type Permission = { action: string; subject?: string | null; properties?: Record<string, unknown>; conditions?: string[] };
type Action = { actionId: string; section: string; subjects?: string[] };

export function desiredPermissions(strapi: Core.Strapi, code: RoleCode): Permission[] {
  const permissionService = strapi.service('admin::permission') as unknown as { actionProvider: { values(): Action[] } };
  const contentTypeService = strapi.service('admin::content-type') as unknown as {
    getPermissionsWithNestedFields(actions: Action[], options?: object): Permission[];
  };
  const wanted = new Set(CONTENT_ACTIONS[code].map((action) => `plugin::content-manager.explorer.${action}`));
  const shopTypes = Object.keys(strapi.contentTypes).filter((uid) => uid.startsWith('api::'));
  const actions = permissionService.actionProvider
    .values()
    .filter((action) => action.section === 'contentTypes' && wanted.has(action.actionId))
    .map((action) => ({ ...action, subjects: (action.subjects ?? []).filter((subject) => shopTypes.includes(subject)) }));
  const content = contentTypeService.getPermissionsWithNestedFields(actions).map(inEveryLanguage(strapi));
  return [...content, ...MEDIA_ACTIONS.map((action) => ({ action }))];
}

/**
 * On a type translated into Hindi and Marathi (issue 35), a permission holds in each of the shop's
 * locales: editors translate as they write. Without them Strapi would give the roles English only.
 * (Strapi's i18n also reads `locales: null` as every locale, but its role editor drops such a
 * permission when the owner saves the role: the roles test caught it.)
 */
const inEveryLanguage =
  (strapi: Core.Strapi) =>
  (permission: Permission): Permission =>
    permission.subject && isLocalized(strapi, permission.subject)
      ? { ...permission, properties: { ...permission.properties, locales: [...LANGUAGES] } }
      : permission;

const isLocalized = (strapi: Core.Strapi, uid: string) =>
  (strapi.contentTypes[uid as keyof typeof strapi.contentTypes]?.pluginOptions as { i18n?: { localized?: boolean } } | undefined)?.i18n
    ?.localized === true;

/**
 * Once, on a database whose roles predate the translations: Strapi gave their permissions on the
 * newly translated types English only (`locales: ['en']`); they get all three, as new roles do.
 */
async function openEveryLanguage(strapi: Core.Strapi, roleId: number): Promise<number> {
  const permissions = (await strapi.db.query('admin::permission').findMany({ where: { role: { id: roleId } } })) as (Permission & {
    id: number;
  })[];
  const held = (permission: Permission) => (Array.isArray(permission.properties?.locales) ? permission.properties.locales : []);
  const englishOnly = permissions.filter(
    (permission) =>
      permission.subject && isLocalized(strapi, permission.subject) && LANGUAGES.some((code) => !held(permission).includes(code)),
  );
  for (const permission of englishOnly) {
    await strapi.db
      .query('admin::permission')
      .update({ where: { id: permission.id }, data: { properties: { ...permission.properties, locales: [...LANGUAGES] } } });
  }
  return englishOnly.length;
}

const keyOf = (code: string, permission: Permission) => `${code}|${permission.action}|${permission.subject ?? ''}`;

/**
 * Makes the Editor and Author roles match the definition above: on the first boot with this code,
 * each role gets exactly these permissions (Strapi's default Author could only touch its own entries);
 * later, only permissions never granted before are added (a new content type), so what the owner
 * changes in Settings › Roles stays as they left it.
 */
export async function syncEditorRoles(strapi: Core.Strapi): Promise<void> {
  const roles = strapi.service('admin::role') as unknown as {
    findOne(params: object): Promise<{ id: number } | null>;
    create(attributes: object): Promise<{ id: number }>;
    assignPermissions(roleId: number, permissions: Permission[]): Promise<unknown>;
    addPermissions(roleId: number, permissions: Permission[]): Promise<unknown>;
  };
  const permissions = strapi.service('admin::permission') as unknown as { findMany(params: object): Promise<Permission[]> };
  const store = strapi.store(LEDGER);
  const granted = new Set(((await store.get()) as string[] | null) ?? []);
  const before = granted.size;

  for (const code of Object.keys(CONTENT_ACTIONS) as RoleCode[]) {
    const role = (await roles.findOne({ code })) ?? (await roles.create({ ...ROLE_DETAILS[code], code }));
    const desired = desiredPermissions(strapi, code);
    const firstTime = !granted.has(`${code}|defined`);
    const held = new Set((await permissions.findMany({ where: { role: { id: role.id } } })).map((permission) => keyOf(code, permission)));
    const missing = firstTime
      ? desired
      : desired.filter((permission) => !granted.has(keyOf(code, permission)) && !held.has(keyOf(code, permission)));
    if (firstTime) {
      await roles.assignPermissions(role.id, desired);
      strapi.log.info(`[roles] ${ROLE_DETAILS[code].name}: ${desired.length} permissions set`);
    } else if (missing.length > 0) {
      await roles.addPermissions(role.id, missing);
      strapi.log.info(`[roles] ${ROLE_DETAILS[code].name}: ${missing.length} new permissions granted`);
    }
    if (!granted.has(`${code}|every-language`)) {
      const opened = await openEveryLanguage(strapi, role.id);
      if (opened > 0) strapi.log.info(`[roles] ${ROLE_DETAILS[code].name}: ${opened} permissions now hold in every language`);
      granted.add(`${code}|every-language`);
    }
    granted.add(`${code}|defined`);
    for (const permission of missing) granted.add(keyOf(code, permission));
  }
  if (granted.size !== before) await store.set({ value: [...granted].sort() });
}
