import type { Kysely } from 'kysely';

/**
 * memberships.language: the language of the page a Coco Club membership was asked for from (en, hi
 * or mr; issue 35), as orders.language is an order's. Its emails and messages follow it. Every
 * membership before it was English.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('memberships')
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('memberships').dropColumn('language').execute();
}
