import type { Kysely } from 'kysely';

/**
 * tax_documents.language: the language a tax invoice or credit note is printed in, its order's
 * (en, hi or mr; issue 35), fixed when it is issued as the rest of it is. Every document before it
 * was English.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('tax_documents')
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tax_documents').dropColumn('language').execute();
}
