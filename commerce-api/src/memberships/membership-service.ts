import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { Catalog } from '../catalog/catalog.ts';
import type { Config } from '../config.ts';
import { forgetSessionCustomers } from '../customers/session-customers.ts';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../email/mailer.ts';
import { membershipActivatedEmail, membershipRequestedEmail, membershipRequestForShopEmail } from '../email/templates.ts';
import type { RazorpayGateway } from '../payments/razorpay-gateway.ts';
import { upiPaymentLink, upiQrCode } from './upi-link.ts';

export type MembershipRequest = { name: string; email: string; phone: string; address: string; pincode: string };
type Deps = { db: Db; catalog: Catalog; payments: RazorpayGateway; mailer: Mailer; logger: Logger; config: Pick<Config, 'mail' | 'upi'> };

export const SUBSCRIBED = 'Thank you for subscribing! We will connect with you shortly.';

/**
 * Step 1 of joining Coco Club (Next): record the request and answer step 2, how to pay: a UPI link
 * with its QR code (confirmed by the shop when the money arrives) and, when Razorpay is reachable, a
 * Razorpay order that activates the membership at once when paid. Nobody is emailed yet: the member
 * may go back and change their details; Submit (`submitMembership`) sends the request.
 */
export async function requestMembership(deps: Deps, request: MembershipRequest, customerId: number | null) {
  const plan = (await deps.catalog.get()).membership;
  const id = `mem_${randomBytes(9).toString('base64url')}`;
  const upiLink = membershipUpiLink(deps, id, plan.pricePaise);
  await deps.db
    .insertInto('memberships')
    .values({
      id,
      customer_id: customerId,
      ...request,
      email: request.email.toLowerCase(),
      status: 'requested',
      amount_paise: plan.pricePaise,
      razorpay_order_id: null,
      razorpay_payment_id: null,
      created_at: new Date().toISOString(),
      activated_at: null,
      expires_at: null,
    })
    .execute();

  const razorpay = await openRazorpayOrder(deps, id, plan.pricePaise);
  return {
    membershipId: id,
    step: 2,
    plan: { name: plan.name, cycle: plan.cycle },
    amountPaise: plan.pricePaise,
    upi: { id: deps.config.upi.id, link: upiLink, qrCode: await upiQrCode(upiLink) },
    razorpay,
  };
}

/**
 * Step 2's Submit: the member says they paid (or will pay) by UPI. The request is sent once: the
 * member gets how to pay by email and the shop gets the request to confirm; a second Submit
 * changes nothing. Undefined for an unknown request.
 */
export async function submitMembership(deps: Deps, membershipId: string): Promise<{ message: string } | undefined> {
  const submitted = await deps.db
    .updateTable('memberships')
    .set({ submitted_at: new Date().toISOString() })
    .where('id', '=', membershipId)
    .where('submitted_at', 'is', null)
    .where('status', 'in', ['requested', 'active'])
    .executeTakeFirst();
  const membership = await deps.db
    .selectFrom('memberships')
    .select(['id', 'name', 'email', 'amount_paise'])
    .where('id', '=', membershipId)
    .executeTakeFirst();
  if (!membership) return undefined;
  if (submitted.numUpdatedRows === 1n) {
    const { id, name, email, amount_paise: amountPaise } = membership;
    const emailData = { id, name, email, amountPaise, upiLink: membershipUpiLink(deps, id, amountPaise), expiresAt: null };
    await Promise.all([
      deps.mailer.send({ to: email, ...membershipRequestedEmail(emailData) }),
      deps.mailer.send({ to: deps.config.mail.shopEmail, ...membershipRequestForShopEmail(emailData) }),
    ]).catch((error) => deps.logger.error({ err: error, membershipId: id }, 'membership submitted but its emails failed'));
  }
  return { message: SUBSCRIBED };
}

function membershipUpiLink(deps: Pick<Deps, 'config'>, membershipId: string, amountPaise: number): string {
  return upiPaymentLink({
    upiId: deps.config.upi.id,
    payeeName: deps.config.upi.payeeName,
    amountPaise,
    note: `Coco Club ${membershipId}`,
  });
}

async function openRazorpayOrder(deps: Deps, membershipId: string, amountPaise: number) {
  try {
    const order = await deps.payments.createOrder({ amountPaise, receipt: membershipId, notes: { membershipId } });
    await deps.db.updateTable('memberships').set({ razorpay_order_id: order.id }).where('id', '=', membershipId).execute();
    return {
      orderId: order.id,
      amount: order.amountPaise,
      currency: order.currency,
      keyId: deps.payments.keyId,
      checkoutScriptUrl: deps.payments.checkoutScriptUrl,
    };
  } catch (error) {
    // UPI still works; instant activation is a convenience.
    deps.logger.warn({ err: error, membershipId }, 'no Razorpay order for the membership: UPI only');
    return null;
  }
}

/**
 * Activates for one year the membership a Razorpay order paid for, exactly once (conditional
 * UPDATE). Returns undefined when the Razorpay order is not a membership's.
 */
export async function activatePaidMembership(
  deps: Pick<Deps, 'db' | 'mailer' | 'logger'>,
  payment: { razorpayOrderId: string; paymentId: string; amountPaise?: number },
): Promise<{ id: string; result: 'paid' | 'already-paid' | 'amount-mismatch' | 'not-payable' } | undefined> {
  const membership = await deps.db
    .selectFrom('memberships')
    .selectAll()
    .where('razorpay_order_id', '=', payment.razorpayOrderId)
    .executeTakeFirst();
  if (!membership) return undefined;
  if (payment.amountPaise !== undefined && payment.amountPaise !== membership.amount_paise) {
    deps.logger.error({ membershipId: membership.id, paid: payment.amountPaise }, 'membership payment amount differs from the plan price');
    return { id: membership.id, result: 'amount-mismatch' };
  }
  const activated = await activateMembership(deps, membership.id, { razorpayPaymentId: payment.paymentId });
  return { id: membership.id, result: activated ? 'paid' : membership.status === 'active' ? 'already-paid' : 'not-payable' };
}

/** requested → active for one year from now; also what an admin's confirmation calls. */
export async function activateMembership(
  deps: Pick<Deps, 'db' | 'mailer' | 'logger'>,
  membershipId: string,
  options: { razorpayPaymentId?: string } = {},
): Promise<boolean> {
  const now = new Date();
  const expires = new Date(now);
  expires.setFullYear(expires.getFullYear() + 1);
  const result = await deps.db
    .updateTable('memberships')
    .set({
      status: 'active',
      activated_at: now.toISOString(),
      expires_at: expires.toISOString(),
      ...(options.razorpayPaymentId ? { razorpay_payment_id: options.razorpayPaymentId } : {}),
    })
    .where('id', '=', membershipId)
    .where('status', '=', 'requested')
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) return false;
  // Logged-in customers are priced from a short-lived copy of their Coco Club status.
  forgetSessionCustomers(deps.db);

  const membership = await deps.db.selectFrom('memberships').selectAll().where('id', '=', membershipId).executeTakeFirstOrThrow();
  await deps.mailer
    .send({
      to: membership.email,
      ...membershipActivatedEmail({
        id: membership.id,
        name: membership.name,
        email: membership.email,
        amountPaise: membership.amount_paise,
        upiLink: '',
        expiresAt: membership.expires_at,
      }),
    })
    .catch((error) => deps.logger.error({ err: error, membershipId }, 'membership active but its email failed'));
  return true;
}
