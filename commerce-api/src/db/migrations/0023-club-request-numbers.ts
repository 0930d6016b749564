import { type Kysely, PostgresAdapter, sql } from 'kysely';

/** Coco Club requests are numbered from here: the first request ever is CC-1001. */
export const FIRST_CLUB_REQUEST_NUMBER = 1001;

/**
 * Readable Coco Club request numbers (CC-1001), as orders have KC numbers: the member quotes it on
 * the phone and staff find it at the desk, where `mem_…` ids were unreadable. `memberships.number` is
 * taken from the `membership` series when a request is stored (db/series.ts); requests made before
 * are numbered here, in the order they were made. The `mem_…` id stays the key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // NOT NULL with a stand-in default, filled in below: SQLite cannot add NOT NULL to a column later.
  await db.schema
    .alterTable('memberships')
    .addColumn('number', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`UPDATE memberships SET number = numbered.position + ${sql.lit(FIRST_CLUB_REQUEST_NUMBER - 1)}
    FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS position FROM memberships) AS numbered
    WHERE numbered.id = memberships.id`.execute(db);
  await sql`INSERT INTO number_series (name, last_value)
    SELECT 'membership', COALESCE(MAX(number), ${sql.lit(FIRST_CLUB_REQUEST_NUMBER - 1)}) FROM memberships`.execute(db);
  await db.schema.createIndex('memberships_number').unique().on('memberships').column('number').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`ALTER TABLE memberships ALTER COLUMN number DROP DEFAULT`.execute(db);
  }
}
