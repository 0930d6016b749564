import type { Db } from '../db/database.ts';

export async function insertResetToken(db: Db, token: { tokenHash: string; customerId: number; now: string; expiresAt: string }) {
  await db
    .insertInto('password_reset_tokens')
    .values({
      token_hash: token.tokenHash,
      customer_id: token.customerId,
      created_at: token.now,
      expires_at: token.expiresAt,
      used_at: null,
    })
    .execute();
}

/** The customer a reset link is for, while the link is unused and unexpired. */
export async function findUsableResetToken(db: Db, tokenHash: string, now: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('password_reset_tokens')
    .innerJoin('customers', 'customers.id', 'password_reset_tokens.customer_id')
    .select('password_reset_tokens.customer_id')
    .where('password_reset_tokens.token_hash', '=', tokenHash)
    .where('password_reset_tokens.used_at', 'is', null)
    .where('password_reset_tokens.expires_at', '>', now)
    .where('customers.deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.customer_id;
}

/**
 * Uses the link: one conditional UPDATE, so of two requests racing with the same link exactly one
 * wins. Every other link of the customer is used up with it (an older email no longer works).
 */
export async function useResetToken(db: Db, tokenHash: string, customerId: number, now: string): Promise<boolean> {
  const used = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('customer_id', '=', customerId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (used.numUpdatedRows !== 1n) return false;
  await voidResetTokens(db, customerId, now);
  return true;
}

/** Every unused link of the customer stops working (a password change, an account deletion). */
export async function voidResetTokens(db: Db, customerId: number, now: string): Promise<void> {
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('customer_id', '=', customerId)
    .where('used_at', 'is', null)
    .execute();
}
