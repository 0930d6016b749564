import { describe, expect, it } from 'vitest';
import { formatOrderNumber, parseOrderNumber } from '../src/order-number.ts';
import {
  CUSTOMER_DELIVERY_LABELS,
  CUSTOMER_PAYMENT_LABELS,
  customerDeliveryLabel,
  customerMoney,
  customerPaymentLabel,
  DELIVERY_STATUS_LABELS,
  DELIVERY_STATUSES,
  deliveryStatusLabel,
  isPayableOnline,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  paymentStatusesWith,
  paymentStatusLabel,
} from '../src/order-status.ts';

describe('order statuses in words', () => {
  it('has a staff and a customer label for every payment and delivery status', () => {
    for (const labels of [PAYMENT_STATUS_LABELS, CUSTOMER_PAYMENT_LABELS])
      expect(Object.keys(labels).sort()).toEqual([...PAYMENT_STATUSES].sort());
    for (const labels of [DELIVERY_STATUS_LABELS, CUSTOMER_DELIVERY_LABELS])
      expect(Object.keys(labels).sort()).toEqual([...DELIVERY_STATUSES].sort());
  });

  it.each([
    ['partially_refunded', 'Partially refunded', 'Partially refunded'],
    ['cash_due', 'Cash due', 'Pay on delivery'],
    ['cash_collected', 'Cash collected', 'Paid in cash'],
    ['mismatch', 'Payment under review', 'Payment under review'],
    ['some_new_state', 'Some new state', 'Some new state'],
    ['', 'N/A', 'N/A'],
  ])('the payment status %s reads "%s" to staff and "%s" to the customer', (status, staff, customer) => {
    expect(paymentStatusLabel(status)).toBe(staff);
    expect(customerPaymentLabel(status)).toBe(customer);
  });

  it.each([
    ['unconfirmed', 'Unconfirmed', 'Waiting for the shop to confirm'],
    ['out_for_delivery', 'Out for delivery', 'Out for delivery'],
    ['delivered', 'Delivered', 'Delivered'],
  ])('the delivery status %s reads "%s" to staff and "%s" to the customer', (status, staff, customer) => {
    expect(deliveryStatusLabel(status)).toBe(staff);
    expect(customerDeliveryLabel(status)).toBe(customer);
  });
});

describe('what a payment status means', () => {
  it.each([
    ['tookMoney', ['paid', 'partially_refunded', 'refunded', 'cash_collected']],
    ['charged', ['paid', 'partially_refunded', 'refunded', 'cash_collected', 'mismatch']],
    ['revenue', ['paid', 'partially_refunded', 'refunded', 'cash_due', 'cash_collected']],
    ['payableOnline', ['pending']],
    ['confirmable', ['paid', 'partially_refunded', 'cash_due']],
    ['refundable', ['paid', 'partially_refunded']],
    ['heldByShop', ['paid', 'partially_refunded', 'cash_collected', 'mismatch']],
  ] as const)('%s: %j', (fact, statuses) => {
    expect(paymentStatusesWith(fact)).toEqual(statuses);
  });

  it.each([
    ['pending', 'not_charged'],
    ['cash_due', 'not_charged'],
    ['voided', 'not_charged'],
    ['paid', 'held'],
    ['partially_refunded', 'held'],
    ['cash_collected', 'held'],
    // Money taken that does not pay the order is still the customer's money, charged and not yet back.
    ['mismatch', 'held'],
    ['refunded', 'returned'],
  ] as const)('a customer whose payment is %s was %s', (status, money) => {
    expect(customerMoney(status)).toBe(money);
  });

  it('only an online order waiting for its payment can still be paid', () => {
    expect(isPayableOnline({ paymentStatus: 'pending', paymentMethod: 'razorpay' })).toBe(true);
    expect(isPayableOnline({ paymentStatus: 'cash_due', paymentMethod: 'cod' })).toBe(false);
    expect(isPayableOnline({ paymentStatus: 'paid', paymentMethod: 'razorpay' })).toBe(false);
    expect(isPayableOnline({ paymentStatus: 'voided', paymentMethod: 'razorpay' })).toBe(false);
    expect(isPayableOnline({ paymentStatus: 'some_new_state', paymentMethod: 'razorpay' })).toBe(false);
  });
});

describe('order numbers', () => {
  it('reads as KC- and the number', () => {
    expect(formatOrderNumber(1043)).toBe('KC-1043');
  });

  it.each([
    ['KC-1043', 1043],
    ['kc-1043', 1043],
    [' KC 1043 ', 1043],
    ['#1043', 1043],
    ['1043', 1043],
    ['KC1001', 1001],
    ['KC-', null],
    ['ord_abc1043', null],
    ['KC-10x', null],
    ['98200 12345', null],
  ])('"%s" is the order number %s', (text, number) => {
    expect(parseOrderNumber(text)).toBe(number);
  });
});
