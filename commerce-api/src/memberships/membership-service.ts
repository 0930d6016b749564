import { randomBytes } from 'node:crypto';
import type { ClubPayment } from '@koolers/contracts/checkout';
import type { MemberInput } from '@koolers/contracts/form-schemas';
import { upiPaymentLink } from '@koolers/contracts/upi-link';
import type { Logger } from 'pino';
import { forgetSessionCustomers } from '../auth/session-customer-cache.ts';
import type { Catalog } from '../catalog/catalog.ts';
import type { MembershipPlan } from '../catalog/catalog-snapshot.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../email/mailer.ts';
import { membershipActivatedEmail, membershipRequestedEmail, membershipRequestForShopEmail } from '../email/templates.ts';
import { appendChangeNow } from '../live/change-feed.ts';
import type { RazorpayGateway } from '../payments/razorpay-gateway.ts';
import {
  activate,
  findMembership,
  insertMembership,
  type Membership,
  markSubmitted,
  runningMembershipEnd,
  setRazorpayOrderId,
} from './membership-repository.ts';
import { upiQrCode } from './upi-link.ts';

export type MembershipRequest = MemberInput;
type Deps = { db: Db; catalog: Catalog; payments: RazorpayGateway; mailer: Mailer; logger: Logger; config: Pick<Config, 'mail'> };

export const SUBSCRIBED = 'Thank you for subscribing! We will connect with you shortly.';

/** Joining Coco Club: the request, how to pay it, the member's Submit, and the year it runs once paid. */
export function createMembershipService(deps: Deps) {
  const { db } = deps;

  /** The payee is the plan's, as edited in Strapi: the same one /payment shows. */
  function upiLinkFor(plan: MembershipPlan, membershipId: string, amountPaise: number): string {
    return upiPaymentLink({
      upiId: plan.upi.id,
      payeeName: plan.upi.payeeName,
      amountPaise,
      note: `Coco Club ${membershipId}`,
    });
  }

  /** A Razorpay order for the plan's price, or null when Razorpay cannot be reached (UPI still works). */
  async function openRazorpayOrder(membershipId: string, amountPaise: number) {
    try {
      const order = await deps.payments.createOrder({ amountPaise, receipt: membershipId, notes: { membershipId } });
      await setRazorpayOrderId(db, membershipId, order.id);
      return {
        orderId: order.id,
        amount: order.amountPaise,
        currency: order.currency,
        keyId: deps.payments.keyId,
        checkoutScriptUrl: deps.payments.checkoutScriptUrl,
      };
    } catch (error) {
      // Instant activation is a convenience.
      deps.logger.warn({ err: error, membershipId }, 'no Razorpay order for the membership: UPI only');
      return null;
    }
  }

  function emailData(membership: Membership, upiLink: string) {
    const { id, name, email, amountPaise, expiresAt } = membership;
    return { id, name, email, amountPaise, upiLink, expiresAt };
  }

  return {
    /**
     * Step 1 of joining (Next): record the request and answer step 2, how to pay: a UPI link with
     * its QR code (confirmed by the shop when the money arrives) and, when Razorpay is reachable, a
     * Razorpay order that activates the membership at once when paid. Nobody is emailed yet: the
     * member may go back and change their details; Submit sends the request.
     */
    async request(request: MembershipRequest, customerId: number | null): Promise<ClubPayment> {
      const plan = (await deps.catalog.get()).membership;
      const id = `mem_${randomBytes(9).toString('base64url')}`;
      const upiLink = upiLinkFor(plan, id, plan.pricePaise);
      await insertMembership(
        db,
        { id, customerId, ...request, email: request.email.toLowerCase(), amountPaise: plan.pricePaise },
        new Date().toISOString(),
      );
      await appendChangeNow(db, { topic: 'membership', subjectId: id, kind: 'requested' });
      return {
        membershipId: id,
        step: 2,
        plan: { name: plan.name, cycle: plan.cycle },
        amountPaise: plan.pricePaise,
        upi: { id: plan.upi.id, link: upiLink, qrCode: await upiQrCode(upiLink) },
        razorpay: await openRazorpayOrder(id, plan.pricePaise),
      };
    },

    /**
     * Step 2's Submit: the member says they paid (or will pay) by UPI. The request is sent once: the
     * member gets how to pay by email and the shop gets the request to confirm; a second Submit
     * changes nothing. Undefined for an unknown request.
     */
    async submit(membershipId: string): Promise<{ message: string } | undefined> {
      const submitted = await markSubmitted(db, membershipId, new Date().toISOString());
      const membership = await findMembership(db, { id: membershipId });
      if (!membership) return undefined;
      if (submitted) {
        const plan = (await deps.catalog.get()).membership;
        const data = emailData(membership, upiLinkFor(plan, membership.id, membership.amountPaise));
        await Promise.all([
          deps.mailer.send({ to: membership.email, ...membershipRequestedEmail({ ...data, expiresAt: null }) }),
          deps.mailer.send({ to: deps.config.mail.shopEmail, ...membershipRequestForShopEmail({ ...data, expiresAt: null }) }),
        ]).catch((error) => deps.logger.error({ err: error, membershipId }, 'membership submitted but its emails failed'));
      }
      return { message: SUBSCRIBED };
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
      const activated = await activate(db, membershipId, {
        activatedAt: now.toISOString(),
        expiresAt: expires.toISOString(),
        razorpayPaymentId: options.razorpayPaymentId,
      });
      if (!activated) return false;
      // Logged-in customers are priced from a short-lived copy of their Coco Club status.
      forgetSessionCustomers(db);
      await deps.mailer
        .send({
          to: membership.email,
          about: { membershipId },
          ...membershipActivatedEmail(emailData({ ...membership, expiresAt: expires.toISOString() }, '')),
        })
        .catch((error) => deps.logger.error({ err: error, membershipId }, 'membership active but its email failed'));
      return true;
    },
  };
}

export type MembershipService = ReturnType<typeof createMembershipService>;
