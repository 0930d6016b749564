import { type Kysely, sql } from 'kysely';
import { idType } from './column-types.ts';

/**
 * Signing in with a phone number and a one-time code (issue 36, first half).
 *
 * phone_codes: each code sent, for a sign-in (`purpose` 'sign-in') or for an account adding its
 * phone ('add-phone', `customer_id` the account). Only an HMAC of the code is kept
 * (customers/phone-codes.ts says why that, not Argon2), with how many wrong tries it took, and when
 * it was used. A code is good for one use, 10 minutes, 5 tries; rows older than a day are purged.
 *
 * customers.phone_verified_at: when the account proved it holds `phone` (a code sent to it came
 * back). A verified number belongs to one account only: the partial unique index decides, so two
 * racing sign-ups with one number make one account. An unverified `phone` (typed at registration)
 * stays what it was: a contact number, not a way in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('phone_codes')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('customer_id', 'integer', (col) => col.references('customers.id'))
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('tries', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('phone_codes_phone').on('phone_codes').columns(['phone', 'purpose', 'created_at']).execute();
  await db.schema.createIndex('phone_codes_customer').on('phone_codes').column('customer_id').execute();
  await db.schema.alterTable('customers').addColumn('phone_verified_at', 'text').execute();
  await db.schema
    .createIndex('customers_verified_phone')
    .on('customers')
    .column('phone')
    .unique()
    .where(sql.ref('phone_verified_at'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('customers_verified_phone').execute();
  await db.schema.alterTable('customers').dropColumn('phone_verified_at').execute();
  await db.schema.dropTable('phone_codes').execute();
}
