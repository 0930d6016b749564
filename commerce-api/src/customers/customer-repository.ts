import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';

export type CustomerProfile = {
  id: number;
  name: string;
  email: string;
  phone: string;
  phoneVerifiedAt: string | null;
  address: string | null;
  pincode: string | null;
};

export type CustomerCredentials = { id: number; name: string; passwordHash: string };

/** Inserts a customer and answers its id; undefined when the (normalised) email already has an account. */
export async function insertCustomer(
  db: Db,
  customer: { name: string; email: string; phone: string; passwordHash: string; now: string },
): Promise<number | undefined> {
  // ON CONFLICT DO NOTHING: the unique index decides, so two racing registrations make one account.
  const result = await db
    .insertInto('customers')
    .values({
      name: customer.name,
      email: customer.email,
      phone: customer.phone,
      password_hash: customer.passwordHash,
      address: null,
      pincode: null,
      created_at: customer.now,
      updated_at: customer.now,
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return result?.id;
}

/**
 * A guest's row: an email nobody can own (`.invalid` never resolves), no name, no phone, and a
 * password hash no password matches. What the guest types stays on their orders.
 */
export async function insertGuest(db: Db, now: string): Promise<number> {
  const id = await insertGuestRow(db, now, `guest-${randomBytes(16).toString('hex')}@guest.invalid`);
  if (id === undefined) throw new Error('a new guest row was not written');
  return id;
}

/**
 * The guest row of one attempt at a phone order (`seed`: the staff member and the form's key): the
 * same attempt sent again finds the same row, so the order's attempt key holds for it as it does
 * for an account (one order per key and customer).
 */
export async function guestOfAttempt(db: Db, now: string, seed: string): Promise<number> {
  const email = `guest-${createHash('sha256').update(seed).digest('hex').slice(0, 32)}@guest.invalid`;
  const inserted = await insertGuestRow(db, now, email);
  if (inserted !== undefined) return inserted;
  const row = await db.selectFrom('customers').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

/** Undefined when a row of that email exists (the same attempt, sent again). */
async function insertGuestRow(db: Db, now: string, email: string): Promise<number | undefined> {
  const row = await db
    .insertInto('customers')
    .values({
      kind: 'guest',
      name: '',
      email,
      phone: '',
      password_hash: '!guest',
      address: null,
      pincode: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function findCredentialsByEmail(db: Db, email: string): Promise<CustomerCredentials | undefined> {
  const row = await db.selectFrom('customers').select(['id', 'name', 'password_hash']).where('email', '=', email).executeTakeFirst();
  return row && { id: row.id, name: row.name, passwordHash: row.password_hash };
}

export async function findProfile(db: Db, customerId: number): Promise<CustomerProfile | undefined> {
  return db
    .selectFrom('customers')
    .select(['id', 'name', 'email', 'phone', 'phone_verified_at as phoneVerifiedAt', 'address', 'pincode'])
    .where('id', '=', customerId)
    .executeTakeFirst();
}

export async function updateContactDetails(
  db: Db,
  customerId: number,
  details: { phone: string; address: string; pincode: string; now: string },
): Promise<void> {
  await db
    .updateTable('customers')
    .set((eb) => ({
      phone: details.phone,
      // A different number is only a contact number until a code proves it.
      phone_verified_at: eb.case().when('phone', '=', details.phone).then(eb.ref('phone_verified_at')).else(null).end(),
      address: details.address,
      pincode: details.pincode,
      updated_at: details.now,
    }))
    .where('id', '=', customerId)
    .execute();
}

/** The delivery address the customer asked the checkout to keep: the next checkout and Coco Club's form start from it. */
export async function updateSavedAddress(db: Db, customerId: number, saved: { address: string; pincode: string; now: string }) {
  await db
    .updateTable('customers')
    .set({ address: saved.address, pincode: saved.pincode, updated_at: saved.now })
    .where('id', '=', customerId)
    .where('kind', '=', 'account')
    .execute();
}

/** The password hash of a customer who has not deleted the account. */
export async function findCredentialsById(db: Db, customerId: number): Promise<CustomerCredentials | undefined> {
  const row = await db
    .selectFrom('customers')
    .select(['id', 'name', 'password_hash'])
    .where('id', '=', customerId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row && { id: row.id, name: row.name, passwordHash: row.password_hash };
}

export async function updatePasswordHash(db: Db, customerId: number, passwordHash: string, now: string): Promise<void> {
  await db.updateTable('customers').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', customerId).execute();
}

/** The placeholder email of an account made with a phone number: unique, undeliverable (.invalid). */
const PHONE_ONLY_EMAIL = /@phone\.invalid$/;
/**
 * A customer's or an order's email as shown or mailed: null for a phone-only account (or a guest, a
 * deleted one), whose placeholder ends in `.invalid`, and for an order placed without one (issue 36).
 */
export function realEmail(email: string): string | null {
  return !email.trim() || email.endsWith('.invalid') ? null : email;
}
export const isPhoneOnlyEmail = (email: string) => PHONE_ONLY_EMAIL.test(email);

/** The live account that verified `phone`, if any. */
export async function findByVerifiedPhone(db: Db, phone: string): Promise<{ id: number; name: string } | undefined> {
  return db
    .selectFrom('customers')
    .select(['id', 'name'])
    .where('phone', '=', phone)
    .where('phone_verified_at', 'is not', null)
    .where('kind', '=', 'account')
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * A new account made by verifying a phone: no name yet, no email (a placeholder nobody can own), no
 * password. Undefined when another account verified the number meanwhile (the unique index decides).
 */
export async function insertPhoneCustomer(db: Db, phone: string, now: string): Promise<number | undefined> {
  const row = await db
    .insertInto('customers')
    .values({
      name: '',
      email: `phone-${randomBytes(16).toString('hex')}@phone.invalid`,
      phone,
      phone_verified_at: now,
      // Not a PHC string: verifies against no password.
      password_hash: '!phone',
      address: null,
      pincode: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column('phone').where('phone_verified_at', 'is not', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** The account now holds `phone`, verified; false when another account verified it first. */
export async function setVerifiedPhone(db: Db, customerId: number, phone: string, now: string): Promise<boolean> {
  const other = await findByVerifiedPhone(db, phone);
  if (other && other.id !== customerId) return false;
  try {
    await db.updateTable('customers').set({ phone, phone_verified_at: now, updated_at: now }).where('id', '=', customerId).execute();
    return true;
  } catch (error) {
    // The unique index: another account verified it between the check and the update.
    const owner = await findByVerifiedPhone(db, phone);
    if (owner && owner.id !== customerId) return false;
    throw error;
  }
}

export async function setName(db: Db, customerId: number, name: string, now: string): Promise<void> {
  await db.updateTable('customers').set({ name, updated_at: now }).where('id', '=', customerId).execute();
}
