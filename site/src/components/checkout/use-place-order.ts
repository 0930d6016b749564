import type { GuestOrderAccess } from '@koolers/contracts/checkout';
import { useRef, useState } from 'react';
import { api, isServerTrouble, isUnreachable, troubleMessage } from '../../lib/api.ts';
import { useLinkIn, useWords } from '../../lib/words.tsx';
import { clearCart } from '../../stores/cart.ts';
import { promotionCode } from '../../stores/promotion-code.ts';
import { attemptKeyFor, forgetDraft, type PaymentChoice, readDraft, saveDraft } from './checkout-draft.ts';
import { confirmationUrl, type OrderAccess } from './order-access.ts';
import type { OrderRequest } from './order-request.ts';
import { payWithRazorpay, type RazorpayCheckout } from './pay-online.ts';
import type { Notice } from './ReviewNotice.tsx';
import type { Shop } from './shop.ts';

/** The server's refusals of the delivery time chosen (contracts/delivery.ts): shown beside it, with a way back to choose again. */
const TIME_REFUSALS = ['slot_full', 'slot_closed', 'asap_unavailable'];

/**
 * The review's Pay (or Place order): places the order by the way chosen and says what came of it.
 * Each press belongs to one checkout attempt (its idempotency key): pressing again, or after a
 * reload, reaches the same order, never a second one.
 */
export function usePlaceOrder({
  body,
  method,
  shop,
  onChoose,
  onSignedOut,
}: {
  body: OrderRequest;
  method: PaymentChoice;
  shop: Shop;
  onChoose: (method: PaymentChoice) => void;
  onSignedOut: () => void;
}) {
  const words = useWords('checkout');
  const link = useLinkIn();
  const [busy, setBusy] = useState(false);
  const paying = useRef(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  /** The shop's rules refused cash on delivery for this order: its words, beside that choice (kept for the tab). */
  const [codRefused, setCodRefused] = useState(() => readDraft().codRefused ?? '');
  /** The time chosen can no longer be had (full, closed, or the shop closed meanwhile): the server's words, with the next time. */
  const [timeRefused, setTimeRefused] = useState('');
  const what = JSON.stringify([method, body]);

  /** A guest's order opens by its link's key (the answer carries it); a customer's by their session. */
  function placed(orderId: string, access: OrderAccess) {
    clearCart();
    promotionCode.set('');
    forgetDraft();
    location.assign(link(confirmationUrl(orderId, access)));
  }

  async function payCashOnDelivery() {
    const result = await api.post<{ orderId: string } & GuestOrderAccess>('/orders/cod', body, {
      headers: { 'Idempotency-Key': attemptKeyFor(what) },
    });
    if (result.ok) return placed(result.data.orderId, result.data);
    if (result.status === 401) return onSignedOut();
    if (result.code === 'cod_refused') {
      saveDraft({ codRefused: result.message });
      return setCodRefused(result.message);
    }
    if (TIME_REFUSALS.includes(result.code)) return setTimeRefused(result.message);
    // Unreachable: the same attempt may be sent again safely, so the key stays.
    setNotice({
      tone: 'error',
      message: isServerTrouble(result) ? troubleMessage(result, words.paymentNoOrder) : result.message,
      retry: isServerTrouble(result),
    });
  }

  async function payOnline() {
    const result = await api.post<RazorpayCheckout & GuestOrderAccess>('/orders/create-razorpay-order', body, {
      headers: { 'Idempotency-Key': attemptKeyFor(what) },
    });
    if (!result.ok) {
      if (result.status === 401) return onSignedOut();
      if (TIME_REFUSALS.includes(result.code)) return setTimeRefused(result.message);
      // Razorpay could not open the order, which the API then cancelled: the next press is a new attempt.
      if (result.status === 502) attemptKeyFor(what, true);
      // A connection that failed is said as such, never as a payment that failed.
      setNotice({
        tone: 'error',
        message: isServerTrouble(result) ? troubleMessage(result, words.paymentNotProcessed) : result.message,
        retry: isUnreachable(result),
      });
      return;
    }
    const checkout = result.data;
    const access = { orderKey: checkout.orderKey };
    if (!checkout.orderId) return setNotice({ tone: 'error', message: words.paymentNoOrder });
    if (checkout.status === 'paid') return placed(checkout.orderId, access);
    if (checkout.status !== 'pending' || !('razorpayOrderId' in checkout)) {
      attemptKeyFor(what, true);
      return setNotice({ tone: 'error', message: words.paymentNoOrder });
    }
    const order = { number: checkout.number, ...access };
    const outcome = await payWithRazorpay(
      checkout,
      shop,
      words,
      (message) => setNotice({ tone: 'error', message, orderId: checkout.orderId, ...order }),
      access,
    );
    if (outcome.kind === 'paid') return placed(outcome.orderId, access);
    if (outcome.kind === 'dismissed') {
      return setNotice({
        tone: 'warning',
        orderId: outcome.orderId,
        ...order,
        message: access.orderKey ? words.paymentDismissedGuest : words.paymentDismissedCustomer,
      });
    }
    setNotice({ tone: 'error', message: outcome.message, orderId: outcome.orderId, ...order });
  }

  function choose(chosen: PaymentChoice) {
    // Another way to pay leaves the refusal behind; COD again keeps it in view until Place order tries again.
    if (chosen !== 'cod') {
      setCodRefused('');
      saveDraft({ codRefused: undefined });
    }
    onChoose(chosen);
  }

  async function pay() {
    // A second press before the first is done does nothing (and the API would find the same order).
    if (paying.current) return;
    paying.current = true;
    setBusy(true);
    setNotice(null);
    setCodRefused('');
    setTimeRefused('');
    saveDraft({ codRefused: undefined });
    try {
      await (method === 'cod' ? payCashOnDelivery() : payOnline());
    } finally {
      paying.current = false;
      setBusy(false);
    }
  }

  return { busy, notice, codRefused, timeRefused, choose, pay };
}
