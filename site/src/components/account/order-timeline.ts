/** How an order reads to its customer: its two statuses (@koolers/contracts), payment method, refunds, cancellation and timeline. */
import type { Language } from '@koolers/contracts/languages';
import type { Cancellation, CustomerRefund } from '@koolers/contracts/orders';
import { fill } from '@koolers/contracts/words/fill';
import type { WordsOf } from '@koolers/contracts/words/index';
import { deliveryStatusIn, paymentStatusIn } from '@koolers/contracts/words/orders';
import { formatPaise } from '../../lib/format.ts';
import { datesIn } from './dates.ts';

export type OrderStep = { kind: 'payment' | 'delivery'; from: string | null; to: string; at: string };

type Words = WordsOf<'orders'>;

export function paymentMethodLabel(method: string, words: Words): string {
  if (method === 'razorpay') return words.paidOnline;
  if (method === 'cod') return words.cashOnDelivery;
  return method;
}

/**
 * The order's history, oldest first, each step named as the customer reads it: placing the order is
 * one step ("Order placed"), then each move of its payment or its delivery.
 */
export function timeline(history: OrderStep[], words: Words): { label: string; at: string }[] {
  return [...history]
    .filter((step) => step.kind === 'delivery' || step.from !== null)
    .sort((a, b) => a.at.localeCompare(b.at))
    .map((step) => ({
      label:
        step.from === null
          ? words.orderPlaced
          : step.kind === 'payment'
            ? paymentStatusIn(words, step.to)
            : deliveryStatusIn(words, step.to),
      at: step.at,
    }));
}

/** Where the order stands, both statuses in the customer's words. */
export function standing(order: { paymentStatus: string; deliveryStatus: string }, words: Words): { payment: string; delivery: string } {
  return { payment: paymentStatusIn(words, order.paymentStatus), delivery: deliveryStatusIn(words, order.deliveryStatus) };
}

/**
 * Each refund as a line: "Partially refunded ₹200.00 on 26 Nov — Two mango bottles leaked", and
 * "Refunded ₹749.00 on 27 Nov" for the one that gave the rest back.
 */
export function refundLines(refunds: CustomerRefund[], totalPaise: number, words: Words, language: Language): string[] {
  let refunded = 0;
  return refunds.map((refund) => {
    refunded += refund.amountPaise;
    const what = refunded >= totalPaise ? words.refundedOn : words.partiallyRefundedOn;
    const line = fill(what, { amount: formatPaise(refund.amountPaise), date: datesIn(language).dayMonth(refund.at) });
    return refund.reason ? fill(words.refundWithReason, { refund: line, reason: refund.reason }) : line;
  });
}

/** "Cancelled by Koolers: Out of mangoes today", or the shop's own rule ("Cancelled: Not paid within 30 minutes"). */
export function cancellationLine(cancellation: Cancellation, words: Words): string {
  const who = cancellation.by === 'shop' ? words.cancelledByKoolers : words.cancelled;
  return cancellation.reason ? fill(words.cancelledWithReason, { who, reason: cancellation.reason }) : who;
}
