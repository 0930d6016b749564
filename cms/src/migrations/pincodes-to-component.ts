import type { Core } from '@strapi/strapi';

/**
 * Site settings' serviceable pincodes used to be a JSON array (`["400703", …]`) edited as raw JSON;
 * they are now a repeatable `delivery.pincode` component. Strapi drops the old column when it syncs
 * the database schema, so the move happens in two steps around that sync:
 *
 * 1. before the sync (`strapi::content-types.beforeSync`), the old column of every row (draft and
 *    published) is copied into Strapi's core store;
 * 2. at bootstrap, each row that has no pincode yet gets one component per code, then the copy is
 *    deleted. A crash between the two steps loses nothing: the copy waits for the next boot.
 */
const SITE_SETTING_UID = 'api::site-setting.site-setting';
const COMPONENT_UID = 'delivery.pincode';
const TABLE = 'site_settings';
const OLD_COLUMN = 'serviceable_pincodes';
const STASH = { type: 'koolers', name: 'migrations', key: 'serviceable-pincodes-json' } as const;

type StashedRow = { id: number; codes: string[] };

export function registerPincodeMigration(strapi: Core.Strapi): void {
  strapi.hook('strapi::content-types.beforeSync').register(async ({ oldContentTypes }: { oldContentTypes?: Record<string, unknown> }) => {
    const before = oldContentTypes?.[SITE_SETTING_UID] as { attributes?: Record<string, { type?: string }> } | undefined;
    if (before?.attributes?.serviceablePincodes?.type !== 'json') return;
    const knex = strapi.db.connection;
    if (!(await knex.schema.hasColumn(TABLE, OLD_COLUMN))) return;
    const rows: { id: number; value: unknown }[] = await knex(TABLE).select('id', `${OLD_COLUMN} as value`);
    const stashed: StashedRow[] = rows.map((row) => {
      const { codes, rejected } = codesFrom(row.value);
      if (rejected.length)
        strapi.log.warn(`[migration] site-settings row ${row.id}: dropped pincodes that are not 6 digits: ${rejected.join(', ')}`);
      return { id: row.id, codes };
    });
    await strapi.store(STASH).set({ value: stashed });
    strapi.log.info(`[migration] copied the serviceable pincodes of ${stashed.length} site-settings rows before the schema change`);
  });
}

export async function applyPincodeMigration(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store(STASH);
  const stashed = (await store.get()) as StashedRow[] | null;
  if (!Array.isArray(stashed)) return;
  for (const { id, codes } of stashed) {
    const row = await strapi.db.query(SITE_SETTING_UID).findOne({ where: { id }, populate: { serviceablePincodes: true } });
    if (!row || (row.serviceablePincodes?.length ?? 0) > 0) continue;
    const links = [];
    for (const code of codes) {
      const component = await strapi.db.query(COMPONENT_UID).create({ data: { code } });
      links.push({ id: component.id, __pivot: { field: 'serviceablePincodes', component_type: COMPONENT_UID } });
    }
    await strapi.db.query(SITE_SETTING_UID).update({ where: { id }, data: { serviceablePincodes: links } });
    if (codes.length === 0) strapi.log.warn(`[migration] site-settings row ${id} had no serviceable pincodes`);
  }
  await store.delete({});
  strapi.log.info(`[migration] serviceable pincodes are now editable one by one (${stashed.length} rows moved)`);
}

/** The old JSON value (text in SQLite, parsed in PostgreSQL): its six-digit codes once each, and what was not one. */
export function codesFrom(value: unknown): { codes: string[]; rejected: string[] } {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return { codes: [], rejected: [value] };
    }
  }
  if (!Array.isArray(parsed)) return { codes: [], rejected: parsed == null ? [] : [JSON.stringify(parsed)] };
  const items = parsed.map((code) => String(code).trim());
  return {
    codes: [...new Set(items.filter((code) => /^[1-9]\d{5}$/.test(code)))],
    rejected: items.filter((code) => !/^[1-9]\d{5}$/.test(code)),
  };
}
