import { randomBytes } from 'node:crypto';
import type { ClubPayment } from '@koolers/contracts/checkout';
import type { MemberInput } from '@koolers/contracts/form-schemas';
import type { Selectable } from 'kysely';
import type { Logger } from 'pino';
import type { Catalog } from '../catalog/catalog.ts';
import type { Config } from '../config.ts';
import { forgetSessionCustomers } from '../customers/session-customers.ts';
import type { Db } from '../db/database.ts';
import type { MembershipsTable } from '../db/schema.ts';
import type { Mailer } from '../email/mailer.ts';
import { membershipActivatedEmail, membershipRequestedEmail, membershipRequestForShopEmail } from '../email/templates.ts';
import { appendChangeNow } from '../live/change-feed.ts';
import { alertShop } from '../payments/payment-alert.ts';
import { checkPayment, type PaymentFacts } from '../payments/payment-check.ts';
import { GatewayRejectedError, type RazorpayGateway } from '../payments/razorpay-gateway.ts';
import { upiPaymentLink, upiQrCode } from './upi-link.ts';

export type MembershipRequest = MemberInput;
type Deps = { db: Db; catalog: Catalog; payments: RazorpayGateway; mailer: Mailer; logger: Logger; config: Pick<Config, 'mail' | 'upi'> };

export const SUBSCRIBED = 'Thank you for subscribing! We will connect with you shortly.';

/**
 * Step 1 of joining Coco Club (Next): record the request and answer step 2, how to pay: a UPI link
 * with its QR code (confirmed by the shop when the money arrives) and, when Razorpay is reachable, a
 * Razorpay order that activates the membership at once when paid. Nobody is emailed yet: the member
 * may go back and change their details; Submit (`submitMembership`) sends the request.
 */
export async function requestMembership(deps: Deps, request: MembershipRequest, customerId: number | null): Promise<ClubPayment> {
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
  await appendChangeNow(deps.db, { topic: 'membership', subjectId: id, kind: 'requested' });

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

type PaymentResult = 'paid' | 'already-paid' | 'mismatch' | 'not-captured' | 'not-payable';
type MembershipRow = Selectable<MembershipsTable>;
type RecordDeps = Pick<Deps, 'db' | 'mailer' | 'logger'> & { config: Pick<Config, 'mail'> };

/**
 * Records Razorpay's word on a payment for the membership of `razorpayOrderId`: activates it once,
 * when the payment pays the plan exactly; flags it for the shop when it does not. Undefined when the
 * Razorpay order is not a membership's.
 */
export async function recordMembershipPayment(
  deps: RecordDeps,
  razorpayOrderId: string,
  payment: PaymentFacts,
  actor: string,
): Promise<{ id: string; result: PaymentResult } | undefined> {
  const membership = await findByRazorpayOrderId(deps.db, razorpayOrderId);
  if (!membership) return undefined;
  return { id: membership.id, result: await applyPayment(deps, membership, payment, actor) };
}

/**
 * The browser's signed checkout response for a membership: answered from the database once settled,
 * otherwise the payment is fetched from Razorpay and checked. Throws GatewayUnavailableError when
 * Razorpay cannot be asked.
 */
export async function verifyMembershipPayment(
  deps: RecordDeps & { payments: RazorpayGateway },
  signed: { razorpayOrderId: string; paymentId: string },
): Promise<{ id: string; result: PaymentResult } | undefined> {
  const membership = await findByRazorpayOrderId(deps.db, signed.razorpayOrderId);
  if (!membership) return undefined;
  if (membership.razorpay_payment_id === signed.paymentId || membership.status === 'payment_mismatch') {
    return { id: membership.id, result: settledResult(membership, signed.paymentId) };
  }
  let payment: PaymentFacts;
  try {
    payment = await deps.payments.fetchPayment(signed.paymentId);
  } catch (error) {
    if (error instanceof GatewayRejectedError) return { id: membership.id, result: 'not-payable' };
    throw error;
  }
  return { id: membership.id, result: await applyPayment(deps, membership, payment, 'payment-verify') };
}

async function applyPayment(deps: RecordDeps, membership: MembershipRow, payment: PaymentFacts, actor: string): Promise<PaymentResult> {
  if (membership.razorpay_payment_id === payment.id) return settledResult(membership, payment.id);
  const what = `Coco Club membership ${membership.id}`;
  if (membership.status !== 'requested') {
    if (payment.captured) {
      await alertShop(deps, {
        what,
        paymentId: payment.id,
        reason: `The membership is ${membership.status}: this payment is one too many.`,
      });
    }
    return 'not-payable';
  }
  const verdict = checkPayment({ razorpayOrderId: membership.razorpay_order_id ?? '', amountPaise: membership.amount_paise }, payment);
  if (verdict.kind === 'not-captured') return 'not-captured';
  if (verdict.kind === 'mismatch') {
    const ours = payment.orderId !== null && payment.orderId === membership.razorpay_order_id;
    const flagged = await deps.db
      .updateTable('memberships')
      .set({ status: 'payment_mismatch', ...(ours ? { razorpay_payment_id: payment.id } : {}) })
      .where('id', '=', membership.id)
      .where('status', '=', 'requested')
      .executeTakeFirst();
    if (flagged.numUpdatedRows !== 1n) return settledResult(await freshMembership(deps.db, membership), payment.id);
    deps.logger.warn({ membershipId: membership.id, actor }, 'membership payment flagged');
    await alertShop(deps, { what, paymentId: payment.id, reason: verdict.reason });
    return 'mismatch';
  }
  if (await activateMembership(deps, membership.id, { razorpayPaymentId: payment.id })) return 'paid';
  // Lost the race (the webhook and the browser report the same payment at once): answer from what won.
  return settledResult(await freshMembership(deps.db, membership), payment.id);
}

function settledResult(membership: MembershipRow, paymentId: string): PaymentResult {
  if (membership.status === 'payment_mismatch') return 'mismatch';
  return membership.status === 'active' && membership.razorpay_payment_id === paymentId ? 'already-paid' : 'not-payable';
}

function findByRazorpayOrderId(db: Db, razorpayOrderId: string) {
  return db.selectFrom('memberships').selectAll().where('razorpay_order_id', '=', razorpayOrderId).executeTakeFirst();
}

async function freshMembership(db: Db, membership: MembershipRow): Promise<MembershipRow> {
  return (await db.selectFrom('memberships').selectAll().where('id', '=', membership.id).executeTakeFirst()) ?? membership;
}

/**
 * requested → active for one year; also what an admin's confirmation calls. The year starts today,
 * or, for a member renewing early, when their current membership ends: no month paid for is lost.
 */
export async function activateMembership(
  deps: Pick<Deps, 'db' | 'mailer' | 'logger'>,
  membershipId: string,
  options: { razorpayPaymentId?: string } = {},
): Promise<boolean> {
  const now = new Date();
  const start = new Date(Math.max(now.getTime(), Date.parse((await currentEnd(deps.db, membershipId, now)) ?? '') || 0));
  const expires = new Date(start);
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
      about: { membershipId },
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

/** When the member's running membership ends: the same account's, or for one without an account, the same email's. */
async function currentEnd(db: Db, membershipId: string, now: Date): Promise<string | null | undefined> {
  const renewing = await db.selectFrom('memberships').select(['customer_id', 'email']).where('id', '=', membershipId).executeTakeFirst();
  if (!renewing) return undefined;
  const row = await db
    .selectFrom('memberships')
    .select((eb) => eb.fn.max('expires_at').as('until'))
    .where('status', '=', 'active')
    .where('expires_at', '>', now.toISOString())
    .where('id', '!=', membershipId)
    .where((eb) =>
      renewing.customer_id === null
        ? eb.and([eb('customer_id', 'is', null), eb('email', '=', renewing.email)])
        : eb('customer_id', '=', renewing.customer_id),
    )
    .executeTakeFirst();
  return row?.until;
}
