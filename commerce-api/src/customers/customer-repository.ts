import type { Db } from '../db/database.ts';

export type CustomerProfile = {
  id: number;
  name: string;
  email: string;
  phone: string;
  address: string | null;
  pincode: string | null;
};

export type CustomerCredentials = { id: number; name: string; passwordHash: string };

/** Inserts a customer; false when the (normalised) email already has an account. */
export async function insertCustomer(
  db: Db,
  customer: { name: string; email: string; phone: string; passwordHash: string; now: string },
): Promise<boolean> {
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
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function findCredentialsByEmail(db: Db, email: string): Promise<CustomerCredentials | undefined> {
  const row = await db.selectFrom('customers').select(['id', 'name', 'password_hash']).where('email', '=', email).executeTakeFirst();
  return row && { id: row.id, name: row.name, passwordHash: row.password_hash };
}

export async function findProfile(db: Db, customerId: number): Promise<CustomerProfile | undefined> {
  return db
    .selectFrom('customers')
    .select(['id', 'name', 'email', 'phone', 'address', 'pincode'])
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
    .set({ phone: details.phone, address: details.address, pincode: details.pincode, updated_at: details.now })
    .where('id', '=', customerId)
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
