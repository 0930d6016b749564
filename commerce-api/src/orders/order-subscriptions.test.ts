import { describe, expect, it } from 'vitest';
import type { OrderEvent } from './order-events.ts';
import type { OrderView } from './order-repository.ts';
import { subscriptionsOf } from './order-subscriptions.ts';

/** A COD order awaiting its customer's confirmation, as far as the ask's message reads it. */
const awaiting = {
  id: 'ord_1',
  number: 'KC-1001',
  paymentMethod: 'cod',
  totalPaise: 25_000,
  customerDetails: { name: 'Asha Patil', email: 'asha@example.in', phone: '9820012345' },
  codConfirmation: { state: 'awaiting', askedAt: '2026-11-30T00:00:00.000Z' },
} as unknown as OrderView;
const placed: OrderEvent = { type: 'order.placed', orderId: 'ord_1', paymentMethod: 'cod', guest: false };

/** The link the ask carries, given a guest's link to the order and the signed link (if any). */
function askLink(link: string | undefined, extra: { confirmLink?: string }) {
  const messages = subscriptionsOf(placed, awaiting).map((row) => row.message(placed, awaiting, link, 'https://koolers.in', extra));
  const ask = messages.find((message) => message.template === 'cod-confirm-request');
  return ask?.template === 'cod-confirm-request' ? ask.params.confirmLink : undefined;
}

describe('the COD confirmation ask', () => {
  it('carries the signed link when there is one', () => {
    expect(askLink(undefined, { confirmLink: 'https://koolers.in/cod-confirm?sig=x' })).toBe('https://koolers.in/cod-confirm?sig=x');
  });

  it("without a signing key opens the order's own page, not the desk's order history", () => {
    expect(askLink(undefined, {})).toBe('https://koolers.in/order-confirmation?order=ord_1');
    expect(askLink('https://koolers.in/order/guest-key', {})).toBe('https://koolers.in/order/guest-key');
  });
});
