/**
 * Migrates the commerce database to the latest schema, then exits: the production stack runs it once
 * (compose service `api-migrate`) as the role that owns the tables, while the API replicas run as a
 * role that only reads and writes rows. Retries while PostgreSQL is still starting.
 *
 *   DATABASE_URL=postgres://… node src/db/migrate-cli.ts
 */
import { createLogger } from '../logger.ts';
import { createDatabase } from './database.ts';
import { migrateToLatest, pendingMigrations } from './migrate.ts';

const url = process.env.DATABASE_URL;
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error('Configuration error: DATABASE_URL is missing (the PostgreSQL database to migrate)');
  process.exit(1);
}
const logger = createLogger(process.env.LOG_LEVEL ?? 'info');
const db = createDatabase({ kind: 'postgres', url }, logger);
const deadline = Date.now() + 120_000;
let pending: string[] | undefined;
while (!pending) {
  try {
    pending = await pendingMigrations(db);
  } catch (error) {
    if (Date.now() > deadline) throw error;
    logger.info({ err: error }, 'waiting for PostgreSQL');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}
await migrateToLatest(db);
logger.info({ ran: pending }, pending.length ? 'database migrated' : 'database schema already current');
await db.destroy();
