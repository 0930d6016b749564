import type { RazorpayCheckout, RazorpaySuccess } from '@koolers/contracts/checkout';
import { api, isServerTrouble } from '../../lib/api.ts';
import { type OrderAccess, orderApiOptions, orderApiPath } from './order-access.ts';
import { loadRazorpay } from './razorpay.ts';

/** The commerce API's answer to "pay this order": Razorpay's details, or the order's state when there is nothing to pay. */
export type { RazorpayCheckout };

/** The spec's words for a paid order, also the notice of the order's page while it waits for the shop (`order-standing.ts`). */
export const PAID_MESSAGE = 'Payment successful! Your order has been placed.';

/** The spec's messages, shown verbatim where their situation arises. */
export const PAYMENT_MESSAGES = {
  noOrder: 'Failed to create order. Please try again.',
  notProcessed: 'Payment could not be processed. Please try again.',
  sdkMissing: 'Razorpay SDK not loaded. Please refresh the page and try again.',
  failed: 'Payment failed. Try again.',
  verifyUnreachable: 'Payment verification failed. Please try again.',
  saveFailed: 'Order saving failed. Please contact support.',
  success: PAID_MESSAGE,
} as const;

/** How a payment ended, as the page must tell it. */
export type PaymentOutcome =
  | { kind: 'paid'; orderId: string }
  | { kind: 'dismissed'; orderId: string }
  | { kind: 'error'; message: string; orderId?: string };

type Shop = { name: string; themeColor: string };

/**
 * Opens Razorpay Checkout for an order the API has just placed or reopened, and settles it: the
 * handler's response is verified by the API; if verify can't be reached, the order's status is
 * polled for up to 15 s (Razorpay's webhook may already have recorded the payment). A failed
 * payment leaves Razorpay's dialog open for another try and says so through `onFailedAttempt`.
 */
export async function payWithRazorpay(
  checkout: Extract<RazorpayCheckout, { status: 'pending' }>,
  shop: Shop,
  onFailedAttempt: (message: string) => void,
  /** How this page may look at the order (a guest's link key), to see it paid meanwhile. */
  access: OrderAccess = {},
): Promise<PaymentOutcome> {
  let Razorpay: Awaited<ReturnType<typeof loadRazorpay>>;
  try {
    Razorpay = await loadRazorpay(checkout.checkoutScriptUrl);
  } catch {
    return { kind: 'error', message: PAYMENT_MESSAGES.sdkMissing, orderId: checkout.orderId };
  }
  const response = await new Promise<RazorpaySuccess | null>((resolve) => {
    // Once the dialog is closed or paid, a failure Razorpay reports late says nothing more: it must not
    // replace "Payment not completed." (the shopper closed the dialog first).
    let settled = false;
    const settle = (answer: RazorpaySuccess | null) => {
      settled = true;
      resolve(answer);
    };
    const razorpay = new Razorpay({
      key: checkout.keyId,
      amount: checkout.amount,
      currency: checkout.currency,
      name: shop.name,
      description: 'Order Payment',
      order_id: checkout.razorpayOrderId,
      prefill: checkout.prefill,
      theme: { color: shop.themeColor },
      method: { card: true, netbanking: true, wallet: true, upi: true },
      handler: settle,
      modal: { ondismiss: () => settle(null) },
    });
    razorpay.on('payment.failed', () => {
      if (!settled) onFailedAttempt(PAYMENT_MESSAGES.failed);
    });
    razorpay.open();
  });
  if (!response) return { kind: 'dismissed', orderId: checkout.orderId };
  return verify(checkout.orderId, response, access);
}

async function verify(orderId: string, response: RazorpaySuccess, access: OrderAccess): Promise<PaymentOutcome> {
  const verified = await api.post<{ success: boolean; orderId: string }>('/orders/verify-payment', response);
  if (verified.ok) return { kind: 'paid', orderId };
  if (!isServerTrouble(verified)) {
    // Razorpay took the money but the order could not be marked paid (a bad signature is the API's
    // own "please contact support"; an order no longer payable is a failed save).
    return { kind: 'error', orderId, message: verified.status === 400 ? verified.message : PAYMENT_MESSAGES.saveFailed };
  }
  return (await paidWithin(orderId, access, 15_000))
    ? { kind: 'paid', orderId }
    : { kind: 'error', orderId, message: PAYMENT_MESSAGES.verifyUnreachable };
}

/** Whether the order shows as paid within `ms`, asking every 1.5 s. */
async function paidWithin(orderId: string, access: OrderAccess, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const order = await api.get<{ paymentStatus: string }>(orderApiPath(orderId, access), orderApiOptions(access));
    if (order.ok && order.data.paymentStatus === 'paid') return true;
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
  return false;
}
