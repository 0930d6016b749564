import { CUSTOMER_DELIVERY_LABELS, CUSTOMER_PAYMENT_LABELS } from '@koolers/contracts/order-status';
import { expect, it } from 'vitest';
import { deliveryTone, paymentTone } from './order-badges.ts';

it.each([
  ['pending', 'waiting'],
  ['cash_due', 'waiting'],
  ['paid', 'good'],
  ['cash_collected', 'good'],
  ['refunded', 'neutral'],
  ['partially_refunded', 'neutral'],
  ['voided', 'neutral'],
  ['mismatch', 'bad'],
  ['some_new_status', 'neutral'],
])('payment %s reads as %s', (status, tone) => {
  expect(paymentTone(status)).toBe(tone);
});

it.each([
  ['unconfirmed', 'waiting'],
  ['confirmed', 'good'],
  ['out_for_delivery', 'good'],
  ['delivered', 'good'],
  ['cancelled', 'bad'],
])('delivery %s reads as %s', (status, tone) => {
  expect(deliveryTone(status)).toBe(tone);
});

it('"Waiting for the shop to confirm" is never coloured like a confirmed order', () => {
  expect(CUSTOMER_DELIVERY_LABELS.unconfirmed).toBe('Waiting for the shop to confirm');
  expect(deliveryTone('unconfirmed')).not.toBe(deliveryTone('confirmed'));
  expect(paymentTone('pending')).not.toBe(paymentTone('paid'));
  // Every status the customer can read has a tone of its own choosing, not the unknown-status default by accident.
  for (const status of Object.keys(CUSTOMER_PAYMENT_LABELS)) expect(['waiting', 'good', 'bad', 'neutral']).toContain(paymentTone(status));
});
