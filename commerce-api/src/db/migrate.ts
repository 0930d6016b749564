import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import type { Db } from './database.ts';
import * as m0001 from './migrations/0001-initial.ts';
import * as m0002 from './migrations/0002-membership-customer-index.ts';
import * as m0003 from './migrations/0003-checkout-attempts.ts';
import * as m0004 from './migrations/0004-hardening.ts';
import * as m0005 from './migrations/0005-order-desk.ts';
import * as m0006 from './migrations/0006-account-self-service.ts';
import * as m0007AuditWithoutTypedText from './migrations/0007-audit-without-typed-text.ts';
import * as m0007RefundReconciliation from './migrations/0007-refund-reconciliation.ts';
import * as m0007StaffCredentials from './migrations/0007-staff-credentials.ts';
import * as m0010 from './migrations/0010-order-numbers-and-two-statuses.ts';
import * as m0011 from './migrations/0011-guests-and-club-utr.ts';
import * as m0013 from './migrations/0013-invoices.ts';
import * as m0014 from './migrations/0014-promotion-codes.ts';
import * as m0015 from './migrations/0015-sold-out.ts';
import * as m0016 from './migrations/0016-tax-document-pdfs.ts';
import * as m0017 from './migrations/0017-shopper-identity.ts';
import * as m0018 from './migrations/0018-desk-list-indexes.ts';
import * as m0019 from './migrations/0019-order-line-tax.ts';
import * as m0022 from './migrations/0022-messages-outbox.ts';
import * as m0023 from './migrations/0023-club-request-numbers.ts';
import * as m0024 from './migrations/0024-cod-rules.ts';
import * as m0025 from './migrations/0025-whatsapp-and-sms.ts';
import * as m0026 from './migrations/0026-cod-confirmation.ts';
import * as m0027 from './migrations/0027-delivery-slots.ts';
import * as m0029 from './migrations/0029-refunds-by-line.ts';
import * as m0030 from './migrations/0030-phone-sign-in.ts';
import * as m0031 from './migrations/0031-reviews.ts';
import * as m0032 from './migrations/0032-delivery-zones.ts';
import * as m0033 from './migrations/0033-order-language.ts';
import * as m0034 from './migrations/0034-membership-language.ts';
import * as m0035 from './migrations/0035-tax-document-language.ts';
import * as m0036 from './migrations/0036-order-line-translated-name.ts';

/** Migrations are listed here, in order, so they work the same from source and from a bundle. */
const migrations: Record<string, Migration> = {
  '0001-initial': m0001,
  '0002-membership-customer-index': m0002,
  '0003-checkout-attempts': m0003,
  '0004-hardening': m0004,
  '0005-order-desk': m0005,
  '0006-account-self-service': m0006,
  '0007-audit-without-typed-text': m0007AuditWithoutTypedText,
  '0007-refund-reconciliation': m0007RefundReconciliation,
  '0007-staff-credentials': m0007StaffCredentials,
  '0010-order-numbers-and-two-statuses': m0010,
  '0011-guests-and-club-utr': m0011,
  '0013-invoices': m0013,
  '0014-promotion-codes': m0014,
  '0015-sold-out': m0015,
  '0016-tax-document-pdfs': m0016,
  '0017-shopper-identity': m0017,
  '0018-desk-list-indexes': m0018,
  '0019-order-line-tax': m0019,
  '0022-messages-outbox': m0022,
  '0023-club-request-numbers': m0023,
  '0024-cod-rules': m0024,
  '0025-whatsapp-and-sms': m0025,
  '0026-cod-confirmation': m0026,
  '0027-delivery-slots': m0027,
  '0029-refunds-by-line': m0029,
  '0030-phone-sign-in': m0030,
  '0031-reviews': m0031,
  '0032-delivery-zones': m0032,
  '0033-order-language': m0033,
  '0034-membership-language': m0034,
  '0035-tax-document-language': m0035,
  '0036-order-line-translated-name': m0036,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** The names of every migration this code knows, in the order they run on a new database. */
export function knownMigrations(): string[] {
  return Object.keys(migrations).sort();
}

export async function migrateToLatest(db: Db): Promise<void> {
  await run(migrator(db).migrateToLatest());
}

/**
 * Runs the migrations named before `name` and no further: a database as it was before that
 * migration, for a test of what the migration does to existing data.
 */
export async function migrateToJustBefore(db: Db, name: string): Promise<void> {
  const earlier = Object.keys(migrations)
    .filter((other) => other < name)
    .sort()
    .at(-1);
  if (earlier) await run(migrator(db).migrateTo(earlier));
}

function migrator(db: Db): Migrator {
  // Features land in parallel branches, each with its own migration number: a database that already
  // ran a later-numbered one still takes an earlier one that arrives afterwards.
  return new Migrator({ db, provider, allowUnorderedMigrations: true });
}

async function run(migrating: ReturnType<Migrator['migrateToLatest']>): Promise<void> {
  const { error, results } = await migrating;
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** The names of the migrations this code knows and the database has not run yet. */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const migrations = await new Migrator({ db, provider, allowUnorderedMigrations: true }).getMigrations();
  return migrations.filter((migration) => !migration.executedAt).map((migration) => migration.name);
}

/**
 * For a process that must not change the schema itself (the production stack's API replicas run as a
 * role without DDL rights; a one-shot `migrate-cli.ts` migrates): resolves once the database has run
 * every migration this code knows, retrying while the database is still starting or being migrated.
 */
export async function waitForMigrations(db: Db, options: { timeoutMs: number; log: (message: string) => void }): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  let said = '';
  for (;;) {
    const state = await pendingMigrations(db).then(
      (pending) => (pending.length === 0 ? 'current' : `waiting for migrations: ${pending.join(', ')}`),
      (error: unknown) => `waiting for the database: ${error instanceof Error ? error.message : String(error)}`,
    );
    if (state === 'current') return;
    if (Date.now() > deadline) throw new Error(`the database schema is not current after ${options.timeoutMs / 1000} s (${state})`);
    if (state !== said) options.log(state);
    said = state;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}
