import type { Db } from '../db/database.ts';
import type { MembershipStatus } from '../db/schema.ts';

export type ActiveMembership = {
  status: MembershipStatus;
  plan: 'Coco Club';
  activatedAt: string | null;
  expiresAt: string;
};

/**
 * The customer's current Coco Club membership: of the active ones not yet expired, bought while
 * logged in (customer_id) or with the account's email (memberships store it lower-cased), the one
 * that runs longest (the newest purchase or renewal).
 */
export async function findActiveMembership(
  db: Db,
  who: { customerId: number; email: string },
  now: string = new Date().toISOString(),
): Promise<ActiveMembership | null> {
  const row = await db
    .selectFrom('memberships')
    .select(['status', 'activated_at', 'expires_at'])
    .where('status', '=', 'active')
    .where('expires_at', '>', now)
    .where((eb) => eb.or([eb('customer_id', '=', who.customerId), eb('email', '=', who.email.trim().toLowerCase())]))
    .orderBy('expires_at', 'desc')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row?.expires_at) return null;
  return { status: row.status, plan: 'Coco Club', activatedAt: row.activated_at, expiresAt: row.expires_at };
}
