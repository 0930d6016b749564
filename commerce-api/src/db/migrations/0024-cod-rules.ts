import type { Kysely } from 'kysely';

/**
 * cod_rules: the owners' cash on delivery rules (contracts/src/cod-rules.ts), one row (id 1) the
 * desk replaces as a whole. The two lists are JSON text: short, always read and written together
 * with the rest, and never queried by their elements in SQL. `version` goes up with each change, so
 * a change made from a page read before someone else's is refused rather than undoing it. The audit
 * log keeps who changed what, when.
 *
 * orders.cod_fee_paise: the COD fee the order was placed with, part of its total (0 for none).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cod_rules')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('pincodes_off', 'text', (col) => col.notNull())
    .addColumn('ceiling_paise', 'integer')
    .addColumn('fee_paise', 'integer', (col) => col.notNull())
    .addColumn('blocked_phones', 'text', (col) => col.notNull())
    .addColumn('confirmation_policy', 'text', (col) => col.notNull())
    .addColumn('confirmation_above_paise', 'integer')
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text')
    .addColumn('updated_by', 'text')
    .execute();
  await db
    .insertInto('cod_rules' as never)
    .values({
      id: 1,
      pincodes_off: '[]',
      ceiling_paise: null,
      fee_paise: 0,
      blocked_phones: '[]',
      confirmation_policy: 'never',
      confirmation_above_paise: null,
      version: 0,
      updated_at: null,
      updated_by: null,
    } as never)
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('cod_fee_paise', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('cod_fee_paise').execute();
  await db.schema.dropTable('cod_rules').execute();
}
