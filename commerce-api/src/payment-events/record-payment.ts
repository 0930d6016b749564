import type { AppContext } from '../app-context.ts';
import { createMembershipPayments } from '../memberships/membership-payments.ts';
import { createOrderPayments } from '../orders/order-payments.ts';
import type { PaymentFacts, PaymentResult } from '../payments/payment-check.ts';

export type PaymentOutcome = { kind: 'order' | 'membership'; id: string; result: PaymentResult } | { kind: 'unknown' };

type Deps = Pick<AppContext, 'db' | 'catalog' | 'payments' | 'mailer' | 'logger' | 'config' | 'pdfs' | 'outbox'>;

/**
 * Razorpay's own word on a payment (a webhook it signed, or a payment fetched from its API),
 * recorded against what its Razorpay order pays: an order, else a Coco Club membership.
 */
export function createPaymentRecorder(deps: Deps) {
  const orders = createOrderPayments(deps);
  const memberships = createMembershipPayments(deps);
  return {
    orders,
    memberships,
    async record(payment: PaymentFacts & { orderId: string }, actor: string): Promise<PaymentOutcome> {
      const order = await orders.record(payment, actor);
      if (order) return { kind: 'order', ...order };
      const membership = await memberships.record(payment, actor);
      return membership ? { kind: 'membership', ...membership } : { kind: 'unknown' };
    },
  };
}
