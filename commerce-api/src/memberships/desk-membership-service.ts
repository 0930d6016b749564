import { type Actor, recordAudit } from '../audit/audit-log.ts';
import type { MembershipStatus } from '../db/schema.ts';
import { appError } from '../http/app-error.ts';
import { appendChangeNow } from '../live/change-feed.ts';
import { countMembershipsByStatus, findMembership, listMemberships } from './membership-repository.ts';
import { createMembershipService } from './membership-service.ts';

export const PAYMENT_MARKED = 'UPI payment received: the membership is active and the member has been emailed.';

/** Coco Club at the desk: the requests and memberships, and confirming a UPI payment by hand. */
export function createDeskMembershipService(deps: Parameters<typeof createMembershipService>[0]) {
  const { db } = deps;
  const memberships = createMembershipService(deps);

  async function view(id: string) {
    const membership = await findMembership(db, { id });
    if (!membership) throw appError('not_found.membership', 404);
    return membership;
  }

  return {
    async list(filter: { status?: MembershipStatus | undefined; q?: string | undefined; limit: number }) {
      const [rows, counts] = await Promise.all([listMemberships(db, filter), countMembershipsByStatus(db)]);
      return {
        memberships: rows.map((row) => ({
          id: row.id,
          number: row.number,
          name: row.name,
          email: row.email,
          phone: row.phone,
          address: row.address,
          pincode: row.pincode,
          status: row.status,
          amountPaise: row.amountPaise,
          paidBy: row.razorpayPaymentId ? ('razorpay' as const) : row.status === 'active' ? ('upi' as const) : null,
          upiReference: row.upiReference,
          submittedAt: row.submittedAt,
          createdAt: row.createdAt,
          activatedAt: row.activatedAt,
          expiresAt: row.expiresAt,
        })),
        counts,
      };
    },

    /**
     * The UPI money arrived: a year of Coco Club (from the end of a running one), and an email. When
     * the member gave their payment's reference, staff confirm against it: the reference they saw in
     * the shop's UPI account must be the request's (a list that moved meanwhile confirms nothing else).
     */
    async markUpiPaymentReceived(actor: Actor, id: string, confirmed: { upiReference?: string | undefined }) {
      const before = await view(id);
      if (before.status !== 'requested') {
        throw appError('not_requested', 409, { status: before.status });
      }
      if (before.upiReference && confirmed.upiReference !== before.upiReference) {
        throw appError('upi_reference_mismatch', 409);
      }
      if (!(await memberships.activate(id))) {
        throw appError('changed_meanwhile.membership', 409);
      }
      const after = await view(id);
      await recordAudit(db, actor, {
        action: 'membership.upi-payment-received',
        targetType: 'membership',
        targetId: id,
        before: { status: before.status, upiReference: before.upiReference, amountPaise: before.amountPaise },
        after: { status: after.status, activatedAt: after.activatedAt, expiresAt: after.expiresAt },
      });
      await appendChangeNow(db, { topic: 'membership', subjectId: id, kind: 'active' });
      return { message: PAYMENT_MARKED, expiresAt: after.expiresAt };
    },
  };
}
