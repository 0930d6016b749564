import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The order desk's list at thousands of orders (issue 29; docs/order-desk.md, "What the list reads").
 *
 * orders_status_counts: the per-status counts group every order the filters keep by both statuses and
 * the method. With only these three columns B-tree deduplication stores each of their few dozen
 * combinations once with its row pointers, so counting the whole table reads a small index and no
 * table row (orders_desk_counts, which adds created_at, stays for counts within dates).
 *
 * orders_search_trgm (PostgreSQL): the search box matches any part of the id, name, email or phone
 * (`lower(…) LIKE '%…%'`), which no B-tree serves; a trigram index does, each of the four as one
 * column of it, so PostgreSQL reads only the orders holding the typed text. pg_trgm is a contrib
 * extension, trusted since PostgreSQL 13: the database's owner (the migrations role of
 * deploy/postgres/init-roles.sh) may create it, and Debian's postgresql-15 and the postgres images
 * ship it. A server without it, or a role that may not create it, gets no trigram index: the search
 * then reads the table, as before, and finds the same orders.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('orders_status_counts')
    .on('orders')
    .columns(['delivery_status', 'payment_status', 'payment_method'])
    .execute();
  if (!(db.getExecutor().adapter instanceof PostgresAdapter) || !(await mayUseTrigrams(db))) return;
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`CREATE INDEX orders_search_trgm ON orders USING gin (
    lower(id) gin_trgm_ops, lower(customer_name) gin_trgm_ops, lower(customer_email) gin_trgm_ops, customer_phone gin_trgm_ops
  )`.execute(db);
}

/** pg_trgm is there already, or is installable and this role may install it (a trusted extension needs CREATE on the database). */
async function mayUseTrigrams(db: Kysely<unknown>): Promise<boolean> {
  const { rows } = await sql<{ installed: boolean; available: boolean; allowed: boolean }>`
    SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') AS installed,
      EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') AS available,
      (SELECT rolsuper FROM pg_roles WHERE rolname = current_user)
        OR (has_database_privilege(current_database(), 'CREATE')
          AND EXISTS (SELECT 1 FROM pg_available_extension_versions WHERE name = 'pg_trgm' AND trusted)) AS allowed`.execute(db);
  const found = rows[0];
  return Boolean(found?.installed || (found?.available && found.allowed));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The extension stays: dropping it would take any other user's trigram index with it.
  await sql`DROP INDEX IF EXISTS orders_search_trgm`.execute(db);
  await db.schema.dropIndex('orders_status_counts').execute();
}
