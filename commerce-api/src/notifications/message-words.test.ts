import { describe, expect, it } from 'vitest';
import type { OrderEmailData } from '../email/templates/order-emails.ts';
import { emailWordsFor, type MessageWords } from './message-words.ts';

const placed = (paymentMethod: 'cod' | 'razorpay'): OrderEmailData => ({
  number: 'KC-1043',
  customerName: 'Priya Nair',
  customerEmail: 'priya@example.in',
  address: 'Sector 17, Vashi',
  paymentMethod,
  lines: [],
  subtotalPaise: 18_000,
  deliveryFeePaise: 0,
  discountPaise: 0,
  totalPaise: 18_000,
});
const words = (event: string, subject: string, text: string): MessageWords => ({
  event,
  channel: 'email',
  language: 'en',
  subject,
  words: text,
});

describe('an email’s words from Strapi', () => {
  it('fill the placed email of a cash order, but never the online order’s “waiting for its payment” email', () => {
    const all = [words('order-placed', 'Order {order} is in', 'Thanks {name}: {total} in cash on delivery.')];
    expect(emailWordsFor(all, 'order-placed', placed('cod'))).toEqual({
      subject: 'Order KC-1043 is in',
      lead: 'Thanks Priya Nair: ₹180.00 in cash on delivery.',
    });
    expect(emailWordsFor(all, 'order-placed', placed('razorpay'))).toBeNull();
  });

  it('fill the paid email, and leave the words in code when an edit names a placeholder it has not', () => {
    expect(emailWordsFor([words('order-paid', 'Paid: {order}', 'We got {total}.')], 'order-paid', placed('razorpay'))).toEqual({
      subject: 'Paid: KC-1043',
      lead: 'We got ₹180.00.',
    });
    expect(emailWordsFor([words('order-paid', 'Paid: {order}', 'We got {amount}.')], 'order-paid', placed('razorpay'))).toBeNull();
  });

  it('give the cancelled email the reason staff gave', () => {
    const cancelled = {
      ...placed('cod'),
      refundedPaise: 0,
      paymentStatus: 'pending',
      deliveryStatus: 'cancelled',
      reason: 'Out of mangoes',
    };
    expect(emailWordsFor([words('order-cancelled', 'Sorry', 'Order {order}: {reason}.')], 'order-cancelled', cancelled)?.lead).toBe(
      'Order KC-1043: Out of mangoes.',
    );
  });
});
