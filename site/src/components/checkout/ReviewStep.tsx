import type { GuestOrderAccess } from '@koolers/contracts/checkout';
import { formatPhone } from '@koolers/contracts/fields/phone';
import { useId, useRef, useState } from 'react';
import { api, isServerTrouble, isUnreachable, troubleMessage } from '../../lib/api.ts';
import { formatPaise } from '../../lib/format.ts';
import { type CartItem, clearCart } from '../../stores/cart.ts';
import { promotionCode } from '../../stores/promotion-code.ts';
import { CartSummary, PromotionCodeEntry } from '../cart/CartSummary.tsx';
import type { QuoteState } from '../cart/quote.ts';
import { FormAlert } from '../forms/FormAlert.tsx';
import { attemptKeyFor, forgetDraft, type PaymentChoice, readDraft, saveDraft } from './checkout-draft.ts';
import { confirmationUrl, type OrderAccess, paymentUrl } from './order-access.ts';
import { PAYMENT_MESSAGES, payWithRazorpay, type RazorpayCheckout } from './pay-online.ts';
import { QuotedLines } from './QuotedLines.tsx';
import type { Shop } from './shop.ts';

/**
 * What the review says after Pay: a failure (`retry` when pressing again may help), or a payment left
 * to make (a guest's with its link's key), naming the order by its number (`KC-1043`).
 */
type Notice = {
  tone: 'error' | 'warning';
  message: string;
  orderId?: string;
  number?: string;
  orderKey?: string | undefined;
  retry?: boolean;
};

/** The server's refusals of the delivery time chosen (contracts/delivery.ts): shown beside it, with a way back to choose again. */
const TIME_REFUSALS = ['slot_full', 'slot_closed', 'asap_unavailable'];

/**
 * The last step: what is ordered, where it goes, how it is paid (online, or cash on delivery with
 * the shop's fee in the quote, chosen here above the button), and one button with the amount. Each
 * press belongs to one checkout attempt (its idempotency key): pressing again, or after a reload,
 * reaches the same order, never a second one.
 */
export default function ReviewStep({
  items,
  quote,
  shop,
  method,
  onChoose,
  onPrevious,
  onChooseTime,
  onSignedOut,
}: {
  items: CartItem[];
  quote: QuoteState;
  shop: Shop;
  method: PaymentChoice;
  /** The quote follows the choice: with cash on delivery it carries the shop's fee. */
  onChoose: (method: PaymentChoice) => void;
  onPrevious: () => void;
  /** Back to the delivery step, where the time is chosen (the server refused the one chosen). */
  onChooseTime: () => void;
  onSignedOut: () => void;
}) {
  const { details, saveAddress, whatsappOptIn, delivery, deliveryWords } = readDraft();
  const [busy, setBusy] = useState(false);
  const paying = useRef(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  /** The shop's rules refused cash on delivery for this order: its words, beside that choice (kept for the tab). */
  const [codRefused, setCodRefused] = useState(() => readDraft().codRefused ?? '');
  /** The time chosen can no longer be had (full, closed, or the shop closed meanwhile): the server's words, with the next time. */
  const [timeRefused, setTimeRefused] = useState('');
  const codRefusedId = useId();
  const feeId = useId();
  const timeRefusedId = useId();
  const priced = quote.status === 'priced' ? quote.quote : undefined;
  if (!details) return null;

  // A code goes with the order only when the quote applied it: a refused one leaves the cart (PromotionCodeForm).
  const applied = priced?.promotion?.status === 'applied' ? priced.promotion.code : undefined;
  const body = {
    items: items.map(({ ref, size, quantity, name }) => ({ ref, size, quantity, name })),
    customerDetails: details,
    ...(saveAddress ? { saveAddress } : {}),
    ...(whatsappOptIn ? { whatsappOptIn } : {}),
    ...(applied ? { promotionCode: applied } : {}),
    ...(delivery ? { delivery } : {}),
  };
  const what = JSON.stringify([method, body]);

  /** A guest's order opens by its link's key (the answer carries it); a customer's by their session. */
  function placed(orderId: string, access: OrderAccess) {
    clearCart();
    promotionCode.set('');
    forgetDraft();
    location.assign(confirmationUrl(orderId, access));
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
      message: isServerTrouble(result) ? troubleMessage(result, PAYMENT_MESSAGES.noOrder) : result.message,
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
        message: isServerTrouble(result) ? troubleMessage(result, PAYMENT_MESSAGES.notProcessed) : result.message,
        retry: isUnreachable(result),
      });
      return;
    }
    const checkout = result.data;
    const access = { orderKey: checkout.orderKey };
    if (!checkout.orderId) return setNotice({ tone: 'error', message: PAYMENT_MESSAGES.noOrder });
    if (checkout.status === 'paid') return placed(checkout.orderId, access);
    if (checkout.status !== 'pending' || !('razorpayOrderId' in checkout)) {
      attemptKeyFor(what, true);
      return setNotice({ tone: 'error', message: PAYMENT_MESSAGES.noOrder });
    }
    const order = { number: checkout.number, ...access };
    const outcome = await payWithRazorpay(
      checkout,
      shop,
      (message) => setNotice({ tone: 'error', message, orderId: checkout.orderId, ...order }),
      access,
    );
    if (outcome.kind === 'paid') return placed(outcome.orderId, access);
    if (outcome.kind === 'dismissed') {
      return setNotice({
        tone: 'warning',
        orderId: outcome.orderId,
        ...order,
        message: access.orderKey
          ? 'Payment not completed. Your order is saved and waiting for its payment: pay now, or later from the link we email you.'
          : 'Payment not completed. Your order is saved and waiting for its payment: pay now, or later from your orders.',
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

  const total = priced ? formatPaise(priced.totalPaise) : '';
  const codFeePaise = method === 'cod' ? priced?.codFeePaise : undefined;
  return (
    <div className="checkout-step">
      <FormAlert
        message={notice?.tone === 'error' ? notice.message : ''}
        action={notice?.retry && !busy ? { label: 'Retry', onClick: () => void pay() } : undefined}
      />
      <FormAlert tone="warning" message={notice?.tone === 'warning' ? notice.message : ''} />
      {notice?.orderId && (
        <p className="muted">
          Order <span className="order-number">{notice.number}</span> ·{' '}
          <a href={paymentUrl(notice.orderId, notice)}>pay it from its own page</a>
        </p>
      )}
      <section aria-labelledby="review-items">
        <h2 id="review-items">Your order</h2>
        <QuotedLines items={items} quote={quote} />
        <CartSummary state={quote} />
        <PromotionCodeEntry quote={priced} />
      </section>
      <section aria-labelledby="review-delivery">
        <h2 id="review-delivery">Delivery to</h2>
        <p className="review-address">
          {details.name}
          <br />
          {details.address}, {details.pincode}
          <br />
          {[formatPhone(details.phone), details.email].filter(Boolean).join(' · ')}
        </p>
        {deliveryWords && <p>{deliveryWords}</p>}
        {timeRefused && (
          <>
            <p id={timeRefusedId} className="field__error" role="alert">
              {timeRefused}
            </p>
            <button type="button" className="button button--light" onClick={onChooseTime} aria-describedby={timeRefusedId}>
              Choose another time
            </button>
          </>
        )}
      </section>
      <fieldset className="payment-choice" disabled={busy}>
        <legend>
          <h2>Payment</h2>
        </legend>
        <label>
          <input type="radio" name="method" value="razorpay" checked={method === 'razorpay'} onChange={() => choose('razorpay')} />
          <span>
            <strong>Pay online</strong>
            <span className="muted">UPI, card, netbanking or wallet, securely through Razorpay</span>
          </span>
        </label>
        <label>
          <input
            type="radio"
            name="method"
            value="cod"
            checked={method === 'cod'}
            onChange={() => choose('cod')}
            aria-invalid={codRefused ? true : undefined}
            aria-describedby={[codRefused ? codRefusedId : '', codFeePaise ? feeId : ''].filter(Boolean).join(' ') || undefined}
          />
          <span>
            <strong>Cash on delivery</strong>
            <span className="muted">Pay in cash or by UPI when your order arrives</span>
            {codFeePaise ? (
              <span id={feeId} className="muted">
                A cash on delivery fee of {formatPaise(codFeePaise)} is added to your order.
              </span>
            ) : null}
          </span>
        </label>
        {codRefused && (
          <p id={codRefusedId} className="field__error" role="alert">
            {codRefused}
          </p>
        )}
      </fieldset>
      <div className="checkout-actions">
        <button type="button" className="button button--light" onClick={onPrevious} disabled={busy}>
          Previous
        </button>
        <button type="button" className="button button--pay" onClick={pay} disabled={!priced || busy} aria-busy={busy || undefined}>
          {busy ? 'Processing…' : method === 'cod' ? `Place order (COD) ${total}` : `Pay ${total}`}
        </button>
      </div>
    </div>
  );
}
