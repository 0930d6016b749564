import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database, PhoneCodePurpose } from '../db/schema.ts';

/** A code is good for 10 minutes, 5 tries, one use (issue 36). */
export const CODE_LIFETIME_MS = 10 * 60_000;
export const MAX_TRIES = 5;

/** A new 6-digit code, uniformly drawn (leading zeros kept). */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * What is kept of a code: HMAC-SHA256 keyed with the server's secret, over the purpose, the number
 * and the code. Not Argon2 like a password: a 6-digit code has a million values, so no slow hash
 * would stop someone holding the table from trying them all (a million Argon2 hashes is a day of
 * one core); the key does. Without the server's secret a stolen table says nothing, and the code
 * itself lives 10 minutes and 5 tries. The number and purpose in the message make a hash useless
 * for any other number.
 */
export function hashCode(secret: string, purpose: PhoneCodePurpose, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`phone-code:${purpose}:${phone}:${code}`).digest('hex');
}

/** Compares in constant time (the hashes are the same length: both hex SHA-256). */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

export type CodeOwner = { phone: string; purpose: PhoneCodePurpose; customerId: number | null };

/**
 * Records a new code (in the caller's transaction, with its message) and ends the ones sent before it for the same number and purpose: only the
 * newest code works, so asking again never leaves several codes to guess at. Answers its id.
 */
export async function insertCode(trx: Kysely<Database>, owner: CodeOwner, codeHash: string, now: Date): Promise<number> {
  let earlier = trx
    .updateTable('phone_codes')
    .set({ used_at: now.toISOString() })
    .where('phone', '=', owner.phone)
    .where('purpose', '=', owner.purpose)
    .where('used_at', 'is', null);
  earlier = owner.customerId === null ? earlier.where('customer_id', 'is', null) : earlier.where('customer_id', '=', owner.customerId);
  await earlier.execute();
  const row = await trx
    .insertInto('phone_codes')
    .values({
      phone: owner.phone,
      purpose: owner.purpose,
      customer_id: owner.customerId,
      code_hash: codeHash,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + CODE_LIFETIME_MS).toISOString(),
      used_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** When the owner's newest code was sent, if any: the next waits RESEND_AFTER_SECONDS after it. */
export async function lastSentAt(db: Db, owner: CodeOwner): Promise<string | undefined> {
  let newest = db
    .selectFrom('phone_codes')
    .select('created_at')
    .where('phone', '=', owner.phone)
    .where('purpose', '=', owner.purpose)
    .orderBy('created_at', 'desc')
    .limit(1);
  newest = owner.customerId === null ? newest.where('customer_id', 'is', null) : newest.where('customer_id', '=', owner.customerId);
  return (await newest.executeTakeFirst())?.created_at;
}

/** 'wrong' says how many tries the code has left (0: it is spent). */
export type CodeCheck = { result: 'right' } | { result: 'wrong'; triesLeft: number } | { result: 'none' };

/**
 * Tries `codeHash` against the newest live code of `owner`. The try is counted before the code is
 * compared, by one conditional UPDATE (parallel guesses cannot outrun the count); a right code is
 * used up by another, so it signs in once. 'none': no code, or it expired, was used or ran out of tries.
 */
export async function tryCode(db: Db, owner: CodeOwner, codeHash: string, now: Date): Promise<CodeCheck> {
  const at = now.toISOString();
  let newest = db
    .selectFrom('phone_codes')
    .select('id')
    .where('phone', '=', owner.phone)
    .where('purpose', '=', owner.purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .orderBy('id', 'desc')
    .limit(1);
  newest = owner.customerId === null ? newest.where('customer_id', 'is', null) : newest.where('customer_id', '=', owner.customerId);
  const live = await newest.executeTakeFirst();
  if (!live) return { result: 'none' };
  const counted = await db
    .updateTable('phone_codes')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('id', '=', live.id)
    .where('tries', '<', MAX_TRIES)
    .where('used_at', 'is', null)
    .returning(['tries', 'code_hash'])
    .executeTakeFirst();
  if (!counted) return { result: 'none' };
  if (!sameHash(counted.code_hash, codeHash)) return { result: 'wrong', triesLeft: Math.max(0, MAX_TRIES - Number(counted.tries)) };
  const used = await db
    .updateTable('phone_codes')
    .set({ used_at: at })
    .where('id', '=', live.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1 ? { result: 'right' } : { result: 'none' };
}

/** Codes older than a day: nothing needs them (the export lists what is still kept). */
export async function purgeOldCodes(db: Db, now: Date): Promise<number> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60_000).toISOString();
  const result = await db.deleteFrom('phone_codes').where('created_at', '<', dayAgo).executeTakeFirst();
  return Number(result.numDeletedRows);
}
