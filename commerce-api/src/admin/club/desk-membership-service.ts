import type { Logger } from 'pino';
import type { Db } from '../../db/database.ts';
import type { MembershipStatus } from '../../db/schema.ts';
import type { Mailer } from '../../email/mailer.ts';
import { AppError } from '../../http/app-error.ts';
import { appendChangeNow } from '../../live/change-feed.ts';
import { activateMembership } from '../../memberships/membership-service.ts';
import { type Actor, recordAudit } from '../audit/audit-log.ts';

export const PAYMENT_MARKED = 'UPI payment received: the membership is active and the member has been emailed.';

/** Coco Club at the desk: the requests and memberships, and confirming a UPI payment by hand. */
export function createDeskMembershipService(deps: { db: Db; mailer: Mailer; logger: Logger }) {
  const { db } = deps;

  async function view(id: string) {
    const row = await db.selectFrom('memberships').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new AppError('not_found', 'No such Coco Club membership.', 404);
    return row;
  }

  return {
    async list(filter: { status?: MembershipStatus | undefined; q?: string | undefined; limit: number }) {
      let query = db.selectFrom('memberships').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(filter.limit);
      if (filter.status) query = query.where('status', '=', filter.status);
      if (filter.q) {
        const like = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        query = query.where((eb) =>
          eb.or([
            eb('email', 'like', like),
            eb(eb.fn('lower', ['name']), 'like', like),
            eb('phone', 'like', like),
            eb('id', '=', filter.q as string),
          ]),
        );
      }
      const rows = await query.execute();
      const counts = await db
        .selectFrom('memberships')
        .select((eb) => ['status', eb.fn.countAll<string | number>().as('count')])
        .groupBy('status')
        .execute();
      return {
        memberships: rows.map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          phone: row.phone,
          address: row.address,
          pincode: row.pincode,
          status: row.status,
          amountPaise: Number(row.amount_paise),
          paidBy: row.razorpay_payment_id ? ('razorpay' as const) : row.status === 'active' ? ('upi' as const) : null,
          createdAt: row.created_at,
          activatedAt: row.activated_at,
          expiresAt: row.expires_at,
        })),
        counts: Object.fromEntries(counts.map((row) => [row.status, Number(row.count)])),
      };
    },

    /** The UPI money arrived: a year of Coco Club (from the end of a running one), and an email. */
    async markUpiPaymentReceived(actor: Actor, id: string) {
      const before = await view(id);
      if (before.status !== 'requested') {
        throw new AppError('not_requested', `This membership is ${before.status}, not waiting for a payment.`, 409);
      }
      if (!(await activateMembership(deps, id))) {
        throw new AppError('changed_meanwhile', 'Someone confirmed this membership meanwhile.', 409);
      }
      const after = await view(id);
      await recordAudit(db, actor, {
        action: 'membership.upi-payment-received',
        targetType: 'membership',
        targetId: id,
        before: { status: before.status },
        after: { status: after.status, activatedAt: after.activated_at, expiresAt: after.expires_at },
      });
      await appendChangeNow(db, { topic: 'membership', subjectId: id, kind: 'active' });
      return { message: PAYMENT_MARKED, expiresAt: after.expires_at };
    },
  };
}
