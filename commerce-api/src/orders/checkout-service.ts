import type { Logger } from 'pino';
import type { Catalog } from '../catalog/catalog.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../email/mailer.ts';
import { newOrderForShopEmail, orderPlacedEmail } from '../email/templates.ts';
import { AppError } from '../http/app-error.ts';
import type { RazorpayGateway } from '../payments/razorpay-gateway.ts';
import type { CartItemInput } from './cart-schema.ts';
import type { CustomerDetails } from './customer-details.ts';
import { assertDeliverable } from './delivery-area.ts';
import { orderEmailData } from './order-email.ts';
import { findOrder, insertPendingOrder, newOrderId, setRazorpayOrderId } from './order-repository.ts';
import { transitionOrder } from './order-status.ts';
import { priceCart, type Quote } from './pricing.ts';

type Deps = { db: Db; catalog: Catalog; payments: RazorpayGateway; mailer: Mailer; logger: Logger; config: Pick<Config, 'mail'> };
type Customer = { id: number; memberUntil: string | null };

export const PAYMENT_NOT_PROCESSED = 'Payment could not be processed. Please try again.';

/** Prices a cart for whoever asks; Coco Club members see their discount. */
export async function quote(deps: Pick<Deps, 'catalog'>, items: CartItemInput[], customer?: Customer): Promise<Quote> {
  return priceCart(items, await deps.catalog.get(), { isMember: customer?.memberUntil != null });
}

/**
 * Online payment: store a pending order priced by us, then open a Razorpay order for exactly its
 * total. Nothing the browser says about prices is used. If Razorpay cannot be reached, the pending
 * order stays unpaid and the shopper is asked to try again.
 */
export async function startRazorpayCheckout(
  deps: Deps,
  customer: Customer,
  input: { items: CartItemInput[]; customerDetails: CustomerDetails },
) {
  const { orderId, quote: priced } = await storePendingOrder(deps, customer, input, 'razorpay');
  let razorpayOrder: Awaited<ReturnType<RazorpayGateway['createOrder']>>;
  try {
    razorpayOrder = await deps.payments.createOrder({ amountPaise: priced.totalPaise, receipt: orderId, notes: { orderId } });
  } catch (error) {
    deps.logger.error({ err: error, orderId }, 'could not create the Razorpay order');
    // Never payable: close it, so the customer's order list shows no order waiting for a payment.
    await deps.db.transaction().execute((trx) =>
      transitionOrder(trx, {
        orderId,
        from: 'pending',
        to: 'cancelled',
        actor: 'system',
        note: 'Razorpay unavailable when the order was placed',
      }),
    );
    throw new AppError('payment_unavailable', PAYMENT_NOT_PROCESSED, 502);
  }
  await setRazorpayOrderId(deps.db, orderId, razorpayOrder.id);
  return {
    orderId,
    razorpayOrderId: razorpayOrder.id,
    amount: razorpayOrder.amountPaise,
    currency: razorpayOrder.currency,
    keyId: deps.payments.keyId,
    checkoutScriptUrl: deps.payments.checkoutScriptUrl,
    quote: priced,
    prefill: { name: input.customerDetails.name, email: input.customerDetails.email, contact: input.customerDetails.phone },
  };
}

/** Cash on delivery: the order is placed now, pending until the shop confirms it. */
export async function placeCodOrder(deps: Deps, customer: Customer, input: { items: CartItemInput[]; customerDetails: CustomerDetails }) {
  const { orderId } = await storePendingOrder(deps, customer, input, 'cod');
  const order = await findOrder(deps.db, orderId);
  if (!order) throw new Error(`order ${orderId} vanished after insert`);
  await Promise.all([
    deps.mailer.send({ to: order.customerDetails.email, about: { orderId }, ...orderPlacedEmail(orderEmailData(order)) }),
    deps.mailer.send({ to: deps.config.mail.shopEmail, about: { orderId }, ...newOrderForShopEmail(orderEmailData(order)) }),
  ]).catch((error) => deps.logger.error({ err: error, orderId }, 'order placed but its emails failed'));
  return order;
}

async function storePendingOrder(
  deps: Deps,
  customer: Customer,
  input: { items: CartItemInput[]; customerDetails: CustomerDetails },
  paymentMethod: 'razorpay' | 'cod',
) {
  const catalog = await deps.catalog.get();
  const { pincode } = assertDeliverable(catalog.delivery, input.customerDetails);
  const priced = priceCart(input.items, catalog, { isMember: customer.memberUntil !== null });
  const orderId = newOrderId();
  await insertPendingOrder(deps.db, {
    id: orderId,
    customerId: customer.id,
    paymentMethod,
    details: { ...input.customerDetails, pincode },
    quote: priced,
  });
  return { orderId, quote: priced };
}
