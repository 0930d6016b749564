import type { Db } from '../db/database.ts';
import { preparedQuery } from '../db/prepared-query.ts';

export type SessionCustomer = {
  id: number;
  name: string;
  email: string;
  /** When the customer's Coco Club membership ends; null for a non-member. */
  memberUntil: string | null;
  /** A guest's checkout session: it may place and pay its own orders, nothing else an account may do. */
  guest: boolean;
};

/**
 * The customer of a live session (not revoked, not expired), with their Coco Club status: one
 * query by primary key, since every priced request needs both.
 */
export async function findSessionCustomer(db: Db, tokenHash: string, now: string): Promise<SessionCustomer | undefined> {
  const row = (await sessionCustomerQuery(db, tokenHash, now)).rows[0];
  return row && { id: row.id, name: row.name, email: row.email, memberUntil: row.memberUntil, guest: row.kind === 'guest' };
}

const sessionCustomerQuery = preparedQuery((db, tokenHash: string, now: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('customers', 'customers.id', 'sessions.customer_id')
    .select((eb) => [
      'customers.id',
      'customers.name',
      'customers.email',
      'customers.kind',
      eb
        .selectFrom('memberships')
        .select((sub) => sub.fn.max('memberships.expires_at').as('until'))
        .where('memberships.status', '=', 'active')
        .where('memberships.expires_at', '>', now)
        .where('memberships.customer_id', '=', (sub) => sub.ref('customers.id'))
        .as('memberUntil'),
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now),
);

/** The customer id of a live session (not revoked, not expired): the check every request makes. */
export async function findLiveSessionCustomerId(db: Db, tokenHash: string, now: string): Promise<number | undefined> {
  return (await liveSessionQuery(db, tokenHash, now)).rows[0]?.customer_id;
}

const liveSessionQuery = preparedQuery((db, tokenHash: string, now: string) =>
  db
    .selectFrom('sessions')
    .select('customer_id')
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now),
);

export async function insertSession(
  db: Db,
  session: { tokenHash: string; customerId: number; now: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      customer_id: session.customerId,
      created_at: session.now,
      expires_at: session.expiresAt,
      revoked_at: null,
    })
    .execute();
}

export async function revokeSession(db: Db, tokenHash: string, now: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).execute();
}

/** Ends every live session of a customer, except `keepTokenHash` (the one making the request) when given. */
export async function revokeCustomerSessions(db: Db, customerId: number, now: string, keepTokenHash?: string): Promise<void> {
  let update = db.updateTable('sessions').set({ revoked_at: now }).where('customer_id', '=', customerId).where('revoked_at', 'is', null);
  if (keepTokenHash) update = update.where('token_hash', '!=', keepTokenHash);
  await update.execute();
}
