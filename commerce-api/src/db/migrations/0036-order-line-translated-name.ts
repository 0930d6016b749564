import type { Kysely } from 'kysely';

/**
 * order_lines.translated_name: the line's name in its order's language (hi or mr; issue 35) as
 * Strapi's translation had it when the order was placed: what the shopper's emails, pages and
 * invoice show. `name` stays the English the order desk and the GST returns read. Null for English
 * orders, every order before it, and items not translated.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_lines').addColumn('translated_name', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_lines').dropColumn('translated_name').execute();
}
