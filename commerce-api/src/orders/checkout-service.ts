import { hash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { RazorpayCheckout } from '@koolers/contracts/checkout';
import type { CartItemInput } from '@koolers/contracts/checkout-schemas';
import { COD_REFUSAL_FIELD, type CodRefusal } from '@koolers/contracts/cod-rules';
import type { DeliveryChoice } from '@koolers/contracts/delivery';
import type { Language } from '@koolers/contracts/languages';
import type { Quote } from '@koolers/contracts/orders';
import type { Logger } from 'pino';
import { soldOutToday } from '../availability/sold-out-today.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { soldAs } from '../catalog/sold-as.ts';
import type { Config } from '../config.ts';
import { updateSavedAddress } from '../customers/customer-repository.ts';
import type { Db } from '../db/database.ts';
import type { PaymentMethod } from '../db/schema.ts';
import { SlotFull } from '../delivery/delivery-repository.ts';
import { createDeliveryService } from '../delivery/delivery-service.ts';
import { type AppError, appError } from '../http/app-error.ts';
import type { OutboxSender } from '../notifications/outbox.ts';
import type { RazorpayGateway } from '../payments/razorpay-gateway.ts';
import { findCode, PromotionUseRefused, type Shopper } from '../promotions/promotion-repository.ts';
import { guestShopper } from '../promotions/shopper-identity.ts';
import { earlierCodOrders, markAwaitingConfirmation } from './cod-confirmation.ts';
import { codRefusal, needsCodConfirmation } from './cod-rules.ts';
import { readCodRules } from './cod-rules-repository.ts';
import type { CustomerDetails } from './customer-details.ts';
import { assertDeliverable } from './delivery-area.ts';
import type { OrderEvent } from './order-events.ts';
import { cancelOrder } from './order-moves.ts';
import { findOrder, findOrderByAttempt, insertPendingOrder, newOrderId, type OrderView, setRazorpayOrderId } from './order-repository.ts';
import { publishOrderEvent } from './order-subscriptions.ts';
import { type EnteredCode, priceCart } from './pricing.ts';
import { historyOf } from './shopper-order-history.ts';

type Deps = {
  db: Db;
  catalog: Catalog;
  payments: RazorpayGateway;
  logger: Logger;
  config: Pick<Config, 'mail' | 'siteOrigin'> & Partial<Pick<Config, 'staffSecretKey'>>;
  outbox: Pick<OutboxSender, 'nudge'>;
  clock?: (() => Date) | undefined;
};
/** Who checks out: a customer, or a guest (whose row owns its orders, with no account behind it). */
type Customer = { id: number; memberUntil: string | null; guest?: boolean; email?: string };
/** `saveAddress`: the customer asked for the delivery address to be kept on their account. */
type CheckoutInput = {
  items: CartItemInput[];
  customerDetails: CustomerDetails;
  saveAddress?: boolean | undefined;
  promotionCode?: string | undefined;
  /** As soon as possible or a slot; none means as soon as possible when offered (the checkout does not ask yet). */
  delivery?: DeliveryChoice | undefined;
};

/** The code's field: where the cart and the review step show why a code was refused. */
export const PROMOTION_CODE_FIELD = 'promotionCode';

/**
 * Checkout: a cart priced by the server, then an order placed once per checkout attempt, paid
 * online through Razorpay or on delivery. Nothing the browser says about prices is used.
 */
export function createCheckoutService(deps: Deps) {
  const { db } = deps;
  const delivery = createDeliveryService(deps);

  /**
   * The Razorpay side of a pending online order: its Razorpay order, opened now if it has none yet.
   * Razorpay lets one order take several payment attempts, so a retry reuses it.
   */
  async function razorpayCheckoutFor(order: OrderView): Promise<RazorpayCheckout> {
    if (order.paymentStatus !== 'pending') return { orderId: order.id, status: order.paymentStatus };
    let razorpayOrderId = order.razorpayOrderId;
    if (!razorpayOrderId) {
      try {
        const created = await deps.payments.createOrder({ amountPaise: order.totalPaise, receipt: order.id, notes: { orderId: order.id } });
        razorpayOrderId = created.id;
      } catch (error) {
        deps.logger.error({ err: error, orderId: order.id }, 'could not create the Razorpay order');
        // Never payable: close it, so the customer's order list shows no order waiting for a payment.
        await cancelOrder(db, {
          orderId: order.id,
          delivery: order.deliveryStatus,
          payment: 'pending',
          actor: 'system',
          note: 'Razorpay unavailable when the order was placed',
        });
        throw appError('payment_unavailable.checkout', 502);
      }
      await setRazorpayOrderId(db, order.id, razorpayOrderId);
    }
    return {
      orderId: order.id,
      number: order.number,
      status: 'pending',
      razorpayOrderId,
      amount: order.totalPaise,
      currency: 'INR',
      keyId: deps.payments.keyId,
      checkoutScriptUrl: deps.payments.checkoutScriptUrl,
      prefill: { name: order.customerDetails.name, email: order.customerDetails.email, contact: order.customerDetails.phone },
    };
  }

  /**
   * Places the order of a checkout attempt once. With a key, a second ask finds the first order
   * (whether it is still being placed or long done); the same key with another cart is refused.
   */
  async function placeOnce(
    customer: Customer,
    input: CheckoutInput,
    paymentMethod: PaymentMethod,
    attemptKey: string | undefined,
    language: Language,
  ): Promise<{ orderId: string; created: boolean }> {
    const fingerprint = attemptKey ? fingerprintOf(paymentMethod, input) : '';
    if (attemptKey) {
      const earlier = await findOrderByAttempt(db, customer.id, attemptKey);
      if (earlier) return { orderId: sameAttempt(earlier, fingerprint), created: false };
    }

    const [catalog, soldOut] = await Promise.all([deps.catalog.get(), soldOutToday(db)]);
    const { pincode } = assertDeliverable(catalog.delivery, input.customerDetails);
    // An account is known by itself; a guest by the email, phone and address of their orders.
    const shopper: Shopper = customer.guest
      ? guestShopper(customer.id, { ...input.customerDetails, pincode })
      : { customerId: customer.id, guest: false };
    const entered = input.promotionCode ? await enteredCode(input.promotionCode, shopper) : undefined;
    const pricing = { isMember: customer.memberUntil !== null, soldOut, promotion: entered, language };
    let priced = priceCart(input.items, catalog, pricing);
    // The shopper sees the total with their code: no order is placed without the discount they expect.
    if (priced.promotion?.status === 'refused') throw promotionRefused(priced.promotion.reason, entered?.found?.minimumOrderPaise);
    let askToConfirm = false;
    if (paymentMethod === 'cod') {
      // The owners' rules, read now: whatever the browser was shown, the rules of this moment decide.
      const { rules } = await readCodRules(db);
      const refusal = codRefusal(rules, { phone: input.customerDetails.phone, pincode, totalPaise: priced.totalPaise });
      if (refusal) throw codRefused(refusal);
      priced = priceCart(input.items, catalog, { ...pricing, codFeePaise: rules.feePaise });
      // Earlier COD orders are counted by the phone number (a guest has no account to count by).
      const earlier = rules.confirmation.policy === 'first-order' ? await earlierCodOrders(db, input.customerDetails.phone) : 0;
      askToConfirm = needsCodConfirmation(rules.confirmation, { totalPaise: priced.totalPaise, earlierCodOrders: earlier });
    }
    // Read now, refused now (cut-off, closure, a slot full as read): the place itself is taken with the order.
    const promised = await delivery.choose(input.delivery, pincode);
    const orderId = newOrderId();
    const promotion = priced.discount?.kind === 'code' && entered?.found ? { code: entered.found, shopper } : undefined;
    let created: boolean;
    try {
      const placedEvent: OrderEvent = { type: 'order.placed', orderId, paymentMethod, guest: customer.guest === true };
      created = await insertPendingOrder(
        db,
        {
          id: orderId,
          customerId: customer.id,
          paymentMethod,
          details: { ...input.customerDetails, pincode },
          // Each line keeps what it is sold as: its invoice, maybe days later, needs no catalogue.
          quote: { ...priced, lines: priced.lines.map((line) => ({ ...line, soldAs: soldAs(catalog, line.ref, line.size) })) },
          promotion,
          delivery: promised,
          language,
          ...(attemptKey ? { attempt: { key: attemptKey, fingerprint } } : {}),
        },
        // A cash order is placed for good now: its emails are queued with it. An online one's wait
        // until its Razorpay order is open (startRazorpayCheckout).
        // A COD order the customer must confirm is marked so first: its placed event then asks them.
        paymentMethod === 'cod'
          ? async (trx) => {
              if (askToConfirm) await markAwaitingConfirmation(trx, orderId);
              return publishOrderEvent(trx, deps, placedEvent);
            }
          : undefined,
      );
    } catch (error) {
      if (error instanceof PromotionUseRefused) throw promotionRefused(error.reason);
      if (error instanceof SlotFull) throw await delivery.slotFull(error, pincode);
      throw error;
    }
    if (created && input.saveAddress && !customer.guest) {
      await updateSavedAddress(db, customer.id, { address: input.customerDetails.address, pincode, now: new Date().toISOString() });
    }
    if (created) return { orderId, created: true };

    // Another request of the same attempt won the race to insert.
    const winner = attemptKey ? await findOrderByAttempt(db, customer.id, attemptKey) : undefined;
    if (!winner) throw new Error('an order insert was skipped but no order holds its key');
    return { orderId: sameAttempt(winner, fingerprint), created: false };
  }

  /** The code the shopper entered, the code of that name, and their history with it (when they are known). */
  async function enteredCode(code: string, shopper: Shopper | null): Promise<EnteredCode> {
    const found = await findCode(db, code);
    return { code, found, shopper: found && shopper ? await historyOf(db, found.id, shopper) : null };
  }

  /** An online order open for payment: its event (a guest's email with their link) is queued. */
  async function publishOnlinePlaced(order: OrderView, guest: boolean): Promise<void> {
    const event: OrderEvent = { type: 'order.placed', orderId: order.id, paymentMethod: 'razorpay', guest };
    if (await db.transaction().execute((trx) => publishOrderEvent(trx, deps, event))) deps.outbox.nudge();
  }

  /**
   * An order another request of the same attempt placed moments ago may not have its Razorpay order
   * yet: wait (briefly) until it has one or is settled, rather than open a second.
   */
  async function settledAttempt(orderId: string): Promise<OrderView> {
    for (let wait = 0; ; wait += 1) {
      const order = await findOrder(db, orderId);
      if (!order) throw new Error(`order ${orderId} vanished`);
      if (order.paymentStatus !== 'pending' || order.razorpayOrderId || wait >= 50) return order;
      await sleep(100);
    }
  }

  return {
    /**
     * Prices a cart for whoever asks; Coco Club members see their discount, a code its own or why it
     * gives nothing. A visitor's own limits with a code are checked when the order is placed.
     */
    async quote(
      items: CartItemInput[],
      customer?: Customer,
      promotionCode?: string,
      paymentMethod?: PaymentMethod,
      language: Language = 'en',
    ): Promise<Quote> {
      const shopper: Shopper | null = customer && !customer.guest ? { customerId: customer.id, guest: false } : null;
      const [catalog, soldOut, promotion, cod] = await Promise.all([
        deps.catalog.get(),
        soldOutToday(db),
        promotionCode ? enteredCode(promotionCode, shopper) : undefined,
        paymentMethod === 'cod' ? readCodRules(db) : undefined,
      ]);
      const pricing = { isMember: customer?.memberUntil != null, soldOut, promotion, codFeePaise: cod?.rules.feePaise, language };
      return priceCart(items, catalog, pricing);
    },

    /**
     * Online payment: store a pending order priced by us, then open a Razorpay order for exactly its
     * total. The same checkout attempt (idempotency key) asked twice answers with the order the
     * first ask placed. If Razorpay cannot be reached, the pending order is cancelled and the shopper
     * is asked to try again (with a new attempt).
     */
    async startRazorpayCheckout(
      customer: Customer,
      input: CheckoutInput,
      attemptKey?: string,
      language: Language = 'en',
    ): Promise<RazorpayCheckout> {
      const placed = await placeOnce(customer, input, 'razorpay', attemptKey, language);
      if (!placed.created) {
        const earlier = await settledAttempt(placed.orderId);
        if (earlier.paymentStatus === 'pending' && !earlier.razorpayOrderId) {
          throw appError('attempt_in_progress', 409);
        }
        return razorpayCheckoutFor(earlier);
      }
      const order = await findOrder(db, placed.orderId);
      if (!order) throw new Error(`order ${placed.orderId} vanished after insert`);
      const checkout = await razorpayCheckoutFor(order);
      // A guest has no account to come back to: their link comes at once, should the payment wait.
      await publishOnlinePlaced(order, customer.guest === true);
      return checkout;
    },

    /**
     * Opens Razorpay Checkout again for a customer's own pending online order (a dismissed dialog, a
     * failed payment, a later visit to /payment/{id}), or, with no customer, for the order a guest's
     * link opened. Paid, cancelled and cash-on-delivery orders say why they can't be paid.
     */
    async payExistingOrder(customerId: number | undefined, orderId: string): Promise<RazorpayCheckout> {
      const order = await findOrder(db, orderId, customerId);
      if (!order) throw appError('not_found.order', 404);
      if (order.paymentMethod === 'cod') {
        throw appError('cash_on_delivery', 409);
      }
      if (order.deliveryStatus === 'cancelled') {
        throw appError('order_cancelled', 409);
      }
      return razorpayCheckoutFor(order);
    },

    /** Cash on delivery: the order is placed now, its cash due, unconfirmed until the shop confirms it. */
    /** `language`: the page's, from its Accept-Language; the order's messages follow it. */
    async placeCodOrder(customer: Customer, input: CheckoutInput, attemptKey?: string, language: Language = 'en'): Promise<OrderView> {
      const placed = await placeOnce(customer, input, 'cod', attemptKey, language);
      const order = await findOrder(db, placed.orderId);
      if (!order) throw new Error(`order ${placed.orderId} vanished after insert`);
      if (placed.created) deps.outbox.nudge();
      return order;
    },
  };
}

/** A code refused when the order is placed: a 400 about the code's field, with the reason. */
function promotionRefused(reason: PromotionUseRefused['reason'], minimumPaise?: number): AppError {
  return appError('promotion_refused', 400, { reason, minimumPaise }, { field: PROMOTION_CODE_FIELD, reason });
}

/** Cash on delivery refused by the owners' rules: a 400 about the payment choice, in the shopper's words. */
function codRefused(refusal: CodRefusal): AppError {
  return appError('cod_refused', 400, { refusal }, { field: COD_REFUSAL_FIELD, reason: refusal.reason });
}

function sameAttempt(order: { id: string; idempotency_fingerprint: string | null }, fingerprint: string): string {
  if (order.idempotency_fingerprint !== fingerprint) throw appError('attempt_reused', 409);
  return order.id;
}

/** What an attempt asked for, independent of key order and spacing: method, lines and details. */
function fingerprintOf(paymentMethod: PaymentMethod, input: CheckoutInput): string {
  const lines = input.items.map(({ ref, size, quantity }) => [ref, size ?? null, quantity]);
  const { name, email, phone, address, pincode, location } = input.customerDetails;
  const details = [name, email, phone, address, pincode ?? null, location ?? null];
  // A cart without a code, or without a delivery choice, keeps the fingerprint it always had.
  const asked: unknown[] = input.promotionCode ? [paymentMethod, lines, details, input.promotionCode] : [paymentMethod, lines, details];
  if (input.delivery) asked.push(input.delivery);
  return hash('sha256', JSON.stringify(asked), 'hex');
}
