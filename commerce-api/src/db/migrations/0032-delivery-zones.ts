import type { Kysely } from 'kysely';

/**
 * delivery_settings.zones: the owners' named groups of pincodes ("Vashi": 400703, 400705), as JSON
 * text beside the slots and closures, replaced with them in one versioned save. None at first: the
 * desk counts every order under "Other" until owners name zones.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('delivery_settings')
    .addColumn('zones', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('delivery_settings').dropColumn('zones').execute();
}
