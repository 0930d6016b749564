import type { Db } from '../db/database.ts';
import type { MembershipStatus } from '../db/schema.ts';

export type ActiveMembership = {
  status: MembershipStatus;
  plan: 'Coco Club';
  activatedAt: string | null;
  expiresAt: string;
};

/**
 * The customer's current Coco Club membership: of the active ones not yet expired and attached to
 * the account (bought while logged in), the one that runs longest. A membership bought without an
 * account is not matched by its email: nobody verified that email, and whoever registered it would
 * get the member's discount and details.
 */
export async function findActiveMembership(
  db: Db,
  who: { customerId: number },
  now: string = new Date().toISOString(),
): Promise<ActiveMembership | null> {
  const row = await db
    .selectFrom('memberships')
    .select(['status', 'activated_at', 'expires_at'])
    .where('status', '=', 'active')
    .where('expires_at', '>', now)
    .where('customer_id', '=', who.customerId)
    .orderBy('expires_at', 'desc')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row?.expires_at) return null;
  return { status: row.status, plan: 'Coco Club', activatedAt: row.activated_at, expiresAt: row.expires_at };
}
