import type { DeliveryStatus, PaymentStatus } from '@koolers/contracts/order-status';
import { pageWords } from '@koolers/contracts/words/index';
import { describe, expect, it } from 'vitest';
import { orderStanding } from './order-standing.ts';

const { checkout: words, orders: orderWords } = pageWords('en', 'checkout', 'orders');

const order = (paymentStatus: PaymentStatus, deliveryStatus: DeliveryStatus, refundedPaise = 0) => ({
  paymentStatus,
  deliveryStatus,
  totalPaise: 32_000,
  refundedPaise,
});

describe('an order’s page tells where it stands from both of its statuses', () => {
  it.each([
    // The spec's words for a paid order, while the shop confirms and prepares it.
    [order('paid', 'unconfirmed'), 'Your order is placed', 'success', 'Payment successful! Your order has been placed.'],
    [order('paid', 'out_for_delivery'), 'Your order is out for delivery', 'success', 'Payment successful! Your order has been placed.'],
    [
      order('cash_due', 'unconfirmed'),
      'Your order is placed',
      'success',
      'Your order has been placed. Please pay ₹320.00 in cash or by UPI when it arrives.',
    ],
    // A cash order delivered was paid at the door: nothing is left to pay.
    [order('cash_collected', 'delivered'), 'Your order is delivered', 'success', 'Paid in cash: ₹320.00.'],
    // Partly refunded is paid, with part of it back: never "waiting for its payment".
    [
      order('partially_refunded', 'confirmed', 5_000),
      'Your order is confirmed',
      'success',
      'Paid online: ₹320.00; ₹50.00 of it has been refunded.',
    ],
    [order('refunded', 'delivered', 32_000), 'Your order is refunded', 'success', 'Paid online: ₹320.00; ₹320.00 of it has been refunded.'],
    [
      order('refunded', 'cancelled', 32_000),
      'Your order is cancelled',
      'warning',
      'Your payment of ₹320.00 has been refunded to the account you paid from.',
    ],
    [
      order('paid', 'cancelled'),
      'Your order is cancelled',
      'warning',
      'Your payment of ₹320.00 will be refunded to the account you paid from; we will email you when the refund is on its way.',
    ],
    [
      order('partially_refunded', 'cancelled', 5_000),
      'Your order is cancelled',
      'warning',
      '₹50.00 of your payment was refunded already; the remaining ₹270.00 will be refunded to the account you paid from; we will email you when the refund is on its way.',
    ],
    [order('voided', 'cancelled'), 'Your order is cancelled', 'warning', 'Nothing was charged for this order.'],
    [
      order('mismatch', 'unconfirmed'),
      'Your payment is under review',
      'warning',
      'The payment we received does not match this order. The shop will refund it.',
    ],
    [
      order('pending', 'unconfirmed'),
      'Your order is waiting for its payment',
      'warning',
      'Your order is saved and waiting for its payment.',
    ],
  ] as const)('%j: "%s", %s, "%s"', (standingOf, heading, tone, notice) => {
    expect(orderStanding(standingOf, { words, orderWords })).toMatchObject({ heading, tone, notice });
  });

  it('thanks the customer on their first look at an order the shop is still confirming or preparing, and only then', () => {
    expect(orderStanding(order('paid', 'unconfirmed'), { words, orderWords }, true).heading).toBe('Thank you for your order');
    expect(orderStanding(order('cash_due', 'confirmed'), { words, orderWords }, true).heading).toBe('Thank you for your order');
    expect(orderStanding(order('cash_due', 'confirmed'), { words, orderWords }).heading).toBe('Your order is confirmed');
    // A first look at an order already on its way, delivered, cancelled or unpaid reads where it stands.
    expect(orderStanding(order('paid', 'out_for_delivery'), { words, orderWords }, true).heading).toBe('Your order is out for delivery');
    expect(orderStanding(order('paid', 'cancelled'), { words, orderWords }, true).heading).toBe('Your order is cancelled');
    expect(orderStanding(order('pending', 'unconfirmed'), { words, orderWords }, true).heading).toBe(
      'Your order is waiting for its payment',
    );
  });

  it('says what happens next by where the delivery stands, and promises no delivery for a cancelled order', () => {
    expect(orderStanding(order('paid', 'unconfirmed'), { words, orderWords }).next).toBe(
      'The shop confirms your order, then it is on its way to you, fresh.',
    );
    expect(orderStanding(order('partially_refunded', 'confirmed', 5_000), { words, orderWords }).next).toBe(
      'The shop is preparing your order fresh, then it is on its way to you.',
    );
    expect(orderStanding(order('cash_due', 'out_for_delivery'), { words, orderWords }).next).toBe(
      'It has left our kitchen and reaches you shortly.',
    );
    expect(orderStanding(order('pending', 'unconfirmed'), { words, orderWords }).next).toBe(
      'Once it is paid, the shop confirms your order, then it is on its way to you, fresh.',
    );
    for (const payment of ['voided', 'paid', 'refunded', 'partially_refunded'] as const) {
      expect(orderStanding(order(payment, 'cancelled'), { words, orderWords }).next).toBe('');
    }
  });

  it('tells it in the page’s language: Marathi on /mr/, the amounts as the shop writes them', () => {
    const marathi = pageWords('mr', 'checkout', 'orders');
    const inMarathi = { words: marathi.checkout, orderWords: marathi.orders };
    expect(orderStanding(order('cash_due', 'unconfirmed'), inMarathi, true)).toMatchObject({
      heading: 'तुमच्या ऑर्डरबद्दल धन्यवाद',
      notice: 'तुमची ऑर्डर झाली आहे. ऑर्डर पोहोचल्यावर कृपया ₹320.00 रोख किंवा UPI ने भरा.',
      next: 'दुकान तुमची ऑर्डर कन्फर्म करेल, मग ती ताजी तुमच्याकडे पाठवली जाईल.',
    });
    // A delivery on its way, and a cancelled order's money, in Marathi too.
    expect(orderStanding(order('paid', 'out_for_delivery'), inMarathi).heading).not.toMatch(/[A-Za-z]{2}/);
    expect(orderStanding(order('paid', 'cancelled'), inMarathi).notice).toMatch(/^तुमचे ₹320.00 चे पेमेंट/);
  });
});
