import type { DeliveryStatus, PaymentMethod } from '../db/schema.ts';

/**
 * What happens to an order that others act on, as typed events: each is published in the
 * transaction of the change it tells (order-subscriptions.ts), and its consequences (the messages
 * today) are rows of one table, not code at the place of the change. The change feed the desks
 * follow (live/change-feed.ts) keeps its own untyped row of the same change, in the same transaction.
 */
export type OrderEvent =
  /** An order the shop can act on: a cash order placed, or an online one ready to be paid (its Razorpay order opened). */
  | { type: 'order.placed'; orderId: string; paymentMethod: PaymentMethod; guest: boolean }
  /** An online payment recorded: the order is paid. */
  | { type: 'order.paid'; orderId: string; paymentId: string }
  /** Staff moved the order's delivery (a cancellation carries the reason the customer is told). */
  | { type: 'order.delivery-moved'; orderId: string; to: DeliveryStatus; reason?: string }
  /** Staff moved the order to another delivery slot (`moveId`: each move's own, so each is told). */
  | { type: 'order.slot-moved'; orderId: string; moveId: string }
  /** Razorpay processed a refund of the order's payment. */
  | { type: 'order.refunded'; orderId: string; refundId: string; amountPaise: number; inFull: boolean; reason: string | null }
  /** An online order still unpaid some minutes after it was placed (payment-reminders.ts): one reminder. */
  | { type: 'order.payment-waiting'; orderId: string }
  /**
   * A tax document issued on its own moment: a cash order's invoice on delivery, or an online
   * order's invoice issued after its payment confirmation went without it (orders/late-invoices.ts).
   */
  | { type: 'document.issued'; orderId: string; documentId: string; number: string; moment: 'cod-delivery' | 'after-payment' };

export type OrderEventType = OrderEvent['type'];
export type OrderEventOf<T extends OrderEventType> = Extract<OrderEvent, { type: T }>;

/** The event's identity: what makes its messages once (the outbox's unique key, with channel and recipient). */
export function eventKey(event: OrderEvent): string {
  switch (event.type) {
    case 'order.placed':
    case 'order.paid':
    case 'order.payment-waiting':
      return `${event.type}:${event.orderId}`;
    case 'order.delivery-moved':
      // A delivery status is reached once: its transitions never go back.
      return `${event.type}:${event.orderId}:${event.to}`;
    case 'order.refunded':
      return `${event.type}:${event.refundId}`;
    case 'order.slot-moved':
      // An order may move more than once, even back to a slot it left: each move is told.
      return `${event.type}:${event.orderId}:${event.moveId}`;
    case 'document.issued':
      return `${event.type}:${event.documentId}`;
  }
}
