import { type Sentence, sentenceIn } from '@koolers/contracts/messages';
import { DELIVERY_STATUSES, PAYMENT_STATUS_FACTS, PAYMENT_STATUSES } from '@koolers/contracts/order-status';
import { describe, expect, it } from 'vitest';
import { canMoveDelivery, deliveryMoveRefusal } from './delivery-status.ts';
import { deskMoveRefusal } from './desk-moves.ts';
import { refundRefusal } from './order-refunds.ts';
import { canMovePayment, paymentMoveRefusal } from './payment-status.ts';

/** A refusal as staff read it (English, as the desk is). */
const inWords = (refusal: Sentence | null) => refusal && sentenceIn('en', refusal);

/** Every move the two tables allow, written out: any other pair is refused. */
const PAYMENT_MOVES = [
  'pending → paid',
  'pending → voided',
  'pending → mismatch',
  'paid → partially_refunded',
  'paid → refunded',
  'partially_refunded → refunded',
  'cash_due → cash_collected',
  'cash_due → voided',
  'voided → mismatch',
];
const DELIVERY_MOVES = [
  'unconfirmed → confirmed',
  'unconfirmed → cancelled',
  'confirmed → out_for_delivery',
  'confirmed → cancelled',
  'out_for_delivery → delivered',
  'out_for_delivery → cancelled',
];

const pairs = <S extends string>(statuses: readonly S[]) => statuses.flatMap((from) => statuses.map((to) => [from, to] as const));

describe('the payment status', () => {
  it.each(pairs(PAYMENT_STATUSES))('%s → %s is allowed only if the table lists it', (from, to) => {
    const allowed = PAYMENT_MOVES.includes(`${from} → ${to}`);
    expect(canMovePayment(from, to)).toBe(allowed);
    expect(paymentMoveRefusal(from, to) === null).toBe(allowed);
  });

  it.each([
    ['refunded', 'paid', 'An order whose payment is refunded cannot be marked paid.'],
    ['mismatch', 'paid', 'An order whose payment is under review cannot be marked paid.'],
    ['cash_collected', 'voided', 'An order whose payment is cash collected cannot be marked voided.'],
    ['paid', 'pending', 'An order whose payment is paid cannot be marked pending.'],
  ] as const)('refuses %s → %s in words', (from, to, message) => {
    expect(inWords(paymentMoveRefusal(from, to))).toBe(message);
  });

  it.each(PAYMENT_STATUSES.map((status) => [status, status === 'paid' || status === 'partially_refunded'] as const))(
    'an order whose payment is %s can be refunded: %s',
    (status, refundable) => {
      expect(refundRefusal(status) === null).toBe(refundable);
    },
  );

  it.each(PAYMENT_STATUSES)('the shared fact "refundable" of %s agrees with this table', (status) => {
    expect(PAYMENT_STATUS_FACTS[status].refundable).toBe(refundRefusal(status) === null);
  });
});

describe('the delivery status', () => {
  it.each(pairs(DELIVERY_STATUSES))('%s → %s is allowed only if the table lists it', (from, to) => {
    const allowed = DELIVERY_MOVES.includes(`${from} → ${to}`);
    expect(canMoveDelivery(from, to)).toBe(allowed);
    expect(deliveryMoveRefusal(from, to) === null).toBe(allowed);
  });

  it('refuses in words', () => {
    expect(inWords(deliveryMoveRefusal('delivered', 'cancelled'))).toBe('An order that is delivered cannot be marked cancelled.');
    expect(inWords(deliveryMoveRefusal('unconfirmed', 'out_for_delivery'))).toBe(
      'An order that is unconfirmed cannot be marked out for delivery.',
    );
  });
});

describe('what staff may move by hand', () => {
  const online = (paymentStatus: (typeof PAYMENT_STATUSES)[number]) =>
    ({ paymentMethod: 'razorpay', paymentStatus, deliveryStatus: 'unconfirmed' }) as const;

  it.each([
    ['pending', false],
    ['paid', true],
    ['partially_refunded', true],
    ['mismatch', false],
  ] as const)('confirms an online order whose payment is %s: %s', (paymentStatus, allowed) => {
    expect(deskMoveRefusal(online(paymentStatus), 'confirmed') === null).toBe(allowed);
  });

  it('confirms a cash order whose cash is due, never sets one back to unconfirmed', () => {
    const cod = { paymentMethod: 'cod', paymentStatus: 'cash_due', deliveryStatus: 'unconfirmed' } as const;
    expect(deskMoveRefusal(cod, 'confirmed')).toBeNull();
    expect(inWords(deskMoveRefusal({ ...cod, deliveryStatus: 'confirmed' }, 'unconfirmed'))).toBe(
      'Staff do not set an order back to unconfirmed.',
    );
  });
});
