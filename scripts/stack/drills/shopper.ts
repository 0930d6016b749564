/**
 * A shopper's checkout through the web front, as the site's islands make it: an account, a cart
 * priced by the server, then an online payment (a Razorpay order, paid in the sandbox's Checkout,
 * verified) or cash on delivery. Each attempt carries its Idempotency-Key, as the checkout does.
 */
import { randomUUID } from 'node:crypto';
import type { Answer, ShopClient } from './http-client.ts';

export const CART = [
  { ref: 'product:coconut-jaggery', size: '500 G', quantity: 1 },
  { ref: 'kooler:strawberry', quantity: 2 },
];
export const PASSWORD = 'stack-drill-password-1';
const ADDRESS = { address: 'Flat 12, Palm Beach Road, Sector 17, Vashi, Navi Mumbai', pincode: '400703' };

export type Shopper = { client: ShopClient; email: string; name: string; phone: string };

export class UnexpectedAnswer extends Error {
  readonly answer: Answer;

  constructor(what: string, answer: Answer) {
    super(`${what}: ${answer.status} ${answer.text.slice(0, 300)}`);
    this.answer = answer;
  }
}

function expectStatus(what: string, answer: Answer, ...statuses: number[]): Answer {
  if (!statuses.includes(answer.status)) throw new UnexpectedAnswer(what, answer);
  return answer;
}

/** Registers an account and signs in with it. */
export async function signUp(client: ShopClient, label: string): Promise<Shopper> {
  const email = `${label}-${randomUUID().slice(0, 8)}@stack-drill.koolers.in`;
  const name = `Drill ${label}`;
  const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  expectStatus(
    'register',
    await client.post('/api/auth/register', { name, email, phoneNumber: phone, password: PASSWORD, confirmPassword: PASSWORD }),
    201,
  );
  expectStatus('login', await client.post('/api/auth/login', { email, password: PASSWORD }), 200);
  return { client, email, name, phone };
}

const details = (shopper: Shopper) => ({ name: shopper.name, email: shopper.email, phone: shopper.phone, ...ADDRESS });

export async function quote(client: ShopClient): Promise<number> {
  const answer = expectStatus('quote', await client.post('/api/cart/quote', { items: CART }), 200);
  return answer.json<{ totalPaise: number }>().totalPaise;
}

/** One try of a step: its answer's status (0: none) and when the answer (or the failure) came. */
export type Attempt = { status: number; at: number; what: string };

/**
 * Sends a step, repeating it (same body, same Idempotency-Key) while the answer is a 5xx or nothing,
 * as a shopper pressing the button again would; every try is noted in `attempts`.
 */
async function step(attempts: Attempt[], what: string, send: () => Promise<Answer>, tries = 4): Promise<Answer> {
  let last: Answer | undefined;
  for (let i = 0; i < tries; i++) {
    try {
      last = await send();
      attempts.push({ status: last.status, at: Date.now(), what });
      if (last.status < 500) return last;
    } catch {
      attempts.push({ status: 0, at: Date.now(), what });
    }
    await new Promise((resolve) => setTimeout(resolve, 500 * (i + 1)));
  }
  if (last) return last;
  throw new Error(`${what}: no answer after ${tries} tries`);
}

export type OnlineResult = { orderId?: string; razorpayOrderId?: string; paymentId?: string; verified: boolean; refused?: number };

/** An online order: created, paid in the sandbox's Checkout (through the web front), verified. */
export async function payOnline(shopper: Shopper, attempts: Attempt[]): Promise<OnlineResult> {
  const key = randomUUID();
  const created = await step(attempts, 'create-razorpay-order', () =>
    shopper.client.post(
      '/api/orders/create-razorpay-order',
      { items: CART, customerDetails: details(shopper) },
      { 'idempotency-key': key },
    ),
  );
  if (created.status !== 201) return { verified: false, refused: created.status };
  const order = created.json<{ orderId: string; razorpayOrderId: string; keyId: string }>();
  const paid = await step(attempts, 'sandbox checkout', () =>
    shopper.client.post('/_razorpay-sandbox/v1/checkout/authorize', { key_id: order.keyId, order_id: order.razorpayOrderId }),
  );
  if (paid.status !== 200) return { orderId: order.orderId, razorpayOrderId: order.razorpayOrderId, verified: false, refused: paid.status };
  const payment = paid.json<{ razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }>();
  const verified = await step(attempts, 'verify-payment', () => shopper.client.post('/api/orders/verify-payment', payment));
  return {
    orderId: order.orderId,
    razorpayOrderId: order.razorpayOrderId,
    paymentId: payment.razorpay_payment_id,
    verified: verified.status === 200,
  };
}

/** A cash-on-delivery order. */
/** `choices`: what else the shopper ticks at the checkout (WhatsApp updates). */
export async function payCod(
  shopper: Shopper,
  attempts: Attempt[],
  choices: { whatsappOptIn?: boolean } = {},
): Promise<{ orderId?: string; refused?: number }> {
  const key = randomUUID();
  const placed = await step(attempts, 'cod', () =>
    shopper.client.post('/api/orders/cod', { items: CART, customerDetails: details(shopper), ...choices }, { 'idempotency-key': key }),
  );
  return placed.status === 201 ? { orderId: placed.json<{ orderId: string }>().orderId } : { refused: placed.status };
}
