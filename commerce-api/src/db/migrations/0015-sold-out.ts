import type { Kysely } from 'kysely';

/**
 * sold_out: what staff marked sold out, for one day in India. A row is a kooler (size '') or a
 * product's size that cannot be sold on `day`; marking it back deletes the row (the audit log keeps
 * who did what, when). The next morning nothing is sold out until staff say so again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sold_out')
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('item_ref', 'text', (col) => col.notNull())
    .addColumn('size', 'text', (col) => col.notNull())
    .addColumn('marked_at', 'text', (col) => col.notNull())
    .addColumn('marked_by', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('sold_out_pk', ['day', 'item_ref', 'size'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sold_out').execute();
}
