import { randomBytes } from 'node:crypto';
import type { ClubPaymentDetails, ClubRazorpayRequest, ClubStanding, ClubUpiRequest } from '@koolers/contracts/checkout';
import type { ClubUpiInput, MemberInput } from '@koolers/contracts/form-schemas';
import type { Language } from '@koolers/contracts/languages';
import { upiPaymentLink } from '@koolers/contracts/upi-link';
import type { Logger } from 'pino';
import { forgetSessionCustomers } from '../auth/session-customer-cache.ts';
import type { Catalog } from '../catalog/catalog.ts';
import type { MembershipPlan } from '../catalog/catalog-snapshot.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../email/mailer.ts';
import { membershipRequestedEmail, membershipRequestForShopEmail } from '../email/templates.ts';
import { appError } from '../http/app-error.ts';
import { appendChangeNow } from '../live/change-feed.ts';
import type { OutboxSender } from '../notifications/outbox.ts';
import { memberSavingOnRecentOrders } from '../orders/member-saving.ts';
import type { RazorpayGateway } from '../payments/razorpay-gateway.ts';
import { queueClubMessages } from './membership-messages.ts';
import {
  activate,
  findActiveMembership,
  findMembership,
  findMembershipByUpiReference,
  findPendingClubRequest,
  insertMembership,
  type Membership,
  runningMembershipEnd,
} from './membership-repository.ts';
import { upiQrCode } from './upi-link.ts';

export type MembershipRequest = MemberInput;
type Deps = {
  db: Db;
  catalog: Catalog;
  payments: RazorpayGateway;
  mailer: Mailer;
  logger: Logger;
  config: Pick<Config, 'mail' | 'siteOrigin'> & Partial<Pick<Config, 'messaging'>>;
  /** Nudged once a membership's messages are queued; without it the sender's periodic round sends them. */
  outbox?: Pick<OutboxSender, 'nudge'>;
};

export const SUBSCRIBED = 'Thank you for subscribing! We will connect with you shortly.';

/**
 * Joining Coco Club: how to pay (nothing recorded yet), then the request, made by what the member
 * does: "I've paid" after a UPI payment, with its reference, for the shop to find and confirm; or
 * "Pay now" through Razorpay, which activates it when paid. A membership runs a year once paid.
 */
export function createMembershipService(deps: Deps) {
  const { db } = deps;

  /**
   * The payee is the plan's, as edited in Strapi (the same one /payment shows). The note travels with
   * the payment into the shop's UPI account: the member's phone finds their request.
   */
  function upiLinkFor(plan: MembershipPlan, phone: string): string {
    return upiPaymentLink({ upiId: plan.upi.id, payeeName: plan.upi.payeeName, amountPaise: plan.pricePaise, note: `Coco Club ${phone}` });
  }

  function newMembershipId(): string {
    return `mem_${randomBytes(9).toString('base64url')}`;
  }

  function emailData(membership: Membership) {
    const { number, name, email, amountPaise, expiresAt, upiReference } = membership;
    return { number, name, email, amountPaise, expiresAt, upiReference };
  }

  return {
    /**
     * Step 1's Next: the details are checked and step 2 answered, how to pay by UPI (a link and its
     * QR code). Nothing is stored and nobody is emailed: the member may still go back, or leave.
     */
    async paymentDetails(request: MembershipRequest): Promise<ClubPaymentDetails> {
      const plan = (await deps.catalog.get()).membership;
      const upiLink = upiLinkFor(plan, request.phone);
      return {
        step: 2,
        plan: { name: plan.name, cycle: plan.cycle },
        amountPaise: plan.pricePaise,
        upi: { id: plan.upi.id, link: upiLink, qrCode: await upiQrCode(upiLink) },
      };
    },

    /**
     * "I've paid": the member paid by UPI and gives the payment's reference. The request is recorded
     * as waiting for the shop, which finds the payment by that reference; the member and the shop are
     * emailed. The same reference sent again by the same member is the same request (a retry); by
     * anyone else it is refused: one payment pays one membership.
     */
    async requestPaidByUpi(input: ClubUpiInput, customerId: number | null, language: Language = 'en'): Promise<ClubUpiRequest> {
      const plan = (await deps.catalog.get()).membership;
      const { upiReference, ...details } = input;
      const email = details.email.toLowerCase();
      const id = newMembershipId();
      const inserted = await insertMembership(
        db,
        { id, customerId, ...details, email, amountPaise: plan.pricePaise, upiReference, language },
        new Date().toISOString(),
      );
      if (!inserted) {
        const earlier = await findMembershipByUpiReference(db, upiReference);
        if (!earlier || earlier.email !== email) throw appError('upi_reference_taken', 409, undefined, { field: 'upiReference' });
        return { membershipId: earlier.id, number: earlier.number, status: 'requested', upiReference, message: SUBSCRIBED };
      }
      await appendChangeNow(db, { topic: 'membership', subjectId: id, kind: 'requested' });
      const membership = await findMembership(db, { id });
      if (!membership) throw new Error(`the Coco Club request ${id} just stored is gone`);
      const data = emailData(membership);
      await Promise.all([
        deps.mailer.send({ to: membership.email, ...membershipRequestedEmail({ ...data, language: membership.language }) }),
        deps.mailer.send({ to: deps.config.mail.shopEmail, ...membershipRequestForShopEmail(data) }),
      ]).catch((error) => deps.logger.error({ err: error, membershipId: id }, 'membership requested but its emails failed'));
      return { membershipId: id, number: membership.number, status: 'requested', upiReference, message: SUBSCRIBED };
    },

    /**
     * "Pay now": a Razorpay order for the plan's price, and the request it pays (recorded only once
     * Razorpay has opened the order). Paid, it activates at once; left unpaid, the reconciler asks
     * Razorpay about it later, in case the payment went through.
     */
    async requestPaidByRazorpay(
      request: MembershipRequest,
      customerId: number | null,
      language: Language = 'en',
    ): Promise<ClubRazorpayRequest> {
      const plan = (await deps.catalog.get()).membership;
      const id = newMembershipId();
      let order: Awaited<ReturnType<RazorpayGateway['createOrder']>>;
      try {
        order = await deps.payments.createOrder({ amountPaise: plan.pricePaise, receipt: id, notes: { membershipId: id } });
      } catch (error) {
        deps.logger.warn({ err: error, membershipId: id }, 'no Razorpay order for the membership: UPI only');
        throw appError('payment_unavailable.club', 502);
      }
      const number = await insertMembership(
        db,
        {
          id,
          customerId,
          ...request,
          email: request.email.toLowerCase(),
          amountPaise: plan.pricePaise,
          razorpayOrderId: order.id,
          language,
        },
        new Date().toISOString(),
      );
      await appendChangeNow(db, { topic: 'membership', subjectId: id, kind: 'requested' });
      if (!number) throw new Error(`the Coco Club request ${id} was not stored`);
      return {
        membershipId: id,
        number,
        razorpay: {
          orderId: order.id,
          amount: order.amountPaise,
          currency: order.currency,
          keyId: deps.payments.keyId,
          checkoutScriptUrl: deps.payments.checkoutScriptUrl,
        },
      };
    },

    /**
     * Where the member stands: a UPI request the shop is still checking, and the membership that
     * runs now. A customer's own, by their account; a visitor's, by the request id their browser kept.
     * A customer who is not a member also learns what the club would have saved them.
     */
    async standing(which: { customerId: number } | { id: string }): Promise<ClubStanding> {
      const [pending, active] = await Promise.all([
        findPendingClubRequest(db, which),
        'customerId' in which ? findActiveMembership(db, which) : findMembership(db, which),
      ]);
      const runs = active && active.status === 'active' && active.expiresAt && active.expiresAt > new Date().toISOString();
      const saving =
        'customerId' in which && !runs
          ? await memberSavingOnRecentOrders(db, which.customerId, (await deps.catalog.get()).membership.memberDiscountPercent)
          : null;
      return { pending, active: runs && active.expiresAt ? { expiresAt: active.expiresAt } : null, saving };
    },

    /**
     * requested → active for one year, and the member is emailed; what a payment and the desk's UPI
     * confirmation both call. The year starts today, or, for a member renewing early, when their
     * current membership ends: no month paid for is lost. False when it was not requested (any more).
     */
    async activate(membershipId: string, options: { razorpayPaymentId?: string } = {}): Promise<boolean> {
      const membership = await findMembership(db, { id: membershipId });
      if (!membership) return false;
      const now = new Date();
      const runningUntil = await runningMembershipEnd(db, membership, now.toISOString());
      const start = new Date(Math.max(now.getTime(), Date.parse(runningUntil ?? '') || 0));
      const expires = new Date(start);
      expires.setFullYear(expires.getFullYear() + 1);
      const expiresAt = expires.toISOString();
      // Active and its "joined" messages queued together: they exist exactly when the activation
      // commits, once (of racing callers, one activates), by email and on the member's phone.
      const activated = await db.transaction().execute(async (trx) => {
        const done = await activate(trx, membershipId, {
          activatedAt: now.toISOString(),
          expiresAt,
          razorpayPaymentId: options.razorpayPaymentId,
        });
        if (done) await queueClubMessages(trx, deps, 'joined', { ...membership, status: 'active', expiresAt }, now);
        return done;
      });
      if (!activated) return false;
      // Logged-in customers are priced from a short-lived copy of their Coco Club status.
      forgetSessionCustomers(db);
      deps.outbox?.nudge();
      return true;
    },
  };
}

export type MembershipService = ReturnType<typeof createMembershipService>;
