import { describe, expect, it } from 'vitest';
import { customerStatusLabel, ORDER_STATUS_LABELS, ORDER_STATUSES, orderStatusLabel } from '../src/order-status.ts';

describe('order statuses in words', () => {
  it('has one label for every status, payment_mismatch included', () => {
    expect(Object.keys(ORDER_STATUS_LABELS).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(orderStatusLabel('payment_mismatch')).toBe('Payment under review');
  });

  it.each([
    ['pending', 'razorpay', 'Waiting for payment'],
    ['pending', 'cod', 'Placed: pay on delivery'],
    ['paid', 'razorpay', 'Paid'],
    ['out_for_delivery', 'cod', 'Out for delivery'],
    ['payment_mismatch', 'razorpay', 'Payment under review'],
    ['some_new_state', 'cod', 'Some new state'],
    ['', 'cod', 'N/A'],
  ])('a customer reads %s (%s) as "%s"', (status, method, label) => {
    expect(customerStatusLabel(status, method)).toBe(label);
  });
});
