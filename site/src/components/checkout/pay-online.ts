import type { RazorpayCheckout, RazorpaySuccess } from '@koolers/contracts/checkout';
import type { WordsOf } from '@koolers/contracts/words/index';
import { api, isServerTrouble } from '../../lib/api.ts';
import { type OrderAccess, orderApiOptions, orderApiPath } from './order-access.ts';
import { loadRazorpay } from './razorpay.ts';

/** The commerce API's answer to "pay this order": Razorpay's details, or the order's state when there is nothing to pay. */
export type { RazorpayCheckout };

/**
 * The checkout words a payment may say (the specs' messages, the words' `payment…`), and the line
 * Razorpay's dialog shows under the shop's name.
 */
export type PaymentWords = Pick<
  WordsOf<'checkout'>,
  'razorpayDescription' | 'paymentSdkMissing' | 'paymentFailed' | 'paymentVerifyUnreachable' | 'paymentSaveFailed'
>;

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
  words: PaymentWords,
  onFailedAttempt: (message: string) => void,
  /** How this page may look at the order (a guest's link key), to see it paid meanwhile. */
  access: OrderAccess = {},
): Promise<PaymentOutcome> {
  let Razorpay: Awaited<ReturnType<typeof loadRazorpay>>;
  try {
    Razorpay = await loadRazorpay(checkout.checkoutScriptUrl);
  } catch {
    return { kind: 'error', message: words.paymentSdkMissing, orderId: checkout.orderId };
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
      description: words.razorpayDescription,
      order_id: checkout.razorpayOrderId,
      prefill: checkout.prefill,
      theme: { color: shop.themeColor },
      method: { card: true, netbanking: true, wallet: true, upi: true },
      handler: settle,
      modal: { ondismiss: () => settle(null) },
    });
    razorpay.on('payment.failed', () => {
      if (!settled) onFailedAttempt(words.paymentFailed);
    });
    razorpay.open();
  });
  if (!response) return { kind: 'dismissed', orderId: checkout.orderId };
  return verify(checkout.orderId, response, access, words);
}

async function verify(orderId: string, response: RazorpaySuccess, access: OrderAccess, words: PaymentWords): Promise<PaymentOutcome> {
  const verified = await api.post<{ success: boolean; orderId: string }>('/orders/verify-payment', response);
  if (verified.ok) return { kind: 'paid', orderId };
  if (!isServerTrouble(verified)) {
    // Razorpay took the money but the order could not be marked paid (a bad signature is the API's
    // own "please contact support"; an order no longer payable is a failed save).
    return { kind: 'error', orderId, message: verified.status === 400 ? verified.message : words.paymentSaveFailed };
  }
  return (await paidWithin(orderId, access, 15_000))
    ? { kind: 'paid', orderId }
    : { kind: 'error', orderId, message: words.paymentVerifyUnreachable };
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
