import { isPayableOnline } from '@koolers/contracts/order-status';
import { useState } from 'react';
import { api, isServerTrouble, troubleMessage } from '../../lib/api.ts';
import { formatPaise } from '../../lib/format.ts';
import { type OrderView, paymentLabel } from '../../lib/orders.ts';
import { FormAlert } from '../forms/FormAlert.tsx';
import { OrderLines } from './OrderLines.tsx';
import { confirmationUrl, type OrderAccess, orderApiOptions, orderApiPath } from './order-access.ts';
import { PAYMENT_MESSAGES, payWithRazorpay, type RazorpayCheckout } from './pay-online.ts';
import type { Shop } from './shop.ts';
import { useOrderOfThisPage } from './use-order-of-this-page.ts';
import './checkout.css';
import { withWords } from '../../lib/words.tsx';

/**
 * /payment/{orderId}: pays one of the customer's own pending online orders (a closed payment
 * dialog, a failed payment, a link from an email), or a guest's, opened by its link's key
 * (`#key=…`). Any other order says why it can't be paid.
 */
function PayOrder({ shop }: { shop: Shop }) {
  const { found, access } = useOrderOfThisPage((address) => decodeURIComponent(address.pathname.split('/').pop() ?? '') || null);

  if (found.state === 'loading')
    return (
      <p className="muted" data-needs-script>
        Loading your order…
      </p>
    );
  if (found.state === 'signed-out') {
    return (
      <p>
        Please <a href={`/login?next=${encodeURIComponent(location.pathname)}`}>log in</a> to pay your order.
      </p>
    );
  }
  if (found.state === 'missing') return <p role="alert">Order not found. Only your own orders can be paid here.</p>;
  if (found.state === 'error') return <p role="alert">{found.message}</p>;
  return <PayableOrder order={found.order} shop={shop} access={access} />;
}

function PayableOrder({ order, shop, access }: { order: OrderView; shop: Shop; access: OrderAccess }) {
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState('');

  async function pay() {
    setBusy(true);
    setAlert('');
    try {
      // A guest's order opens its payment through its link (the customer's, through their session).
      const path = access.orderKey ? `${orderApiPath(order.id, access)}/pay` : `/orders/${encodeURIComponent(order.id)}/pay`;
      const result = await api.post<RazorpayCheckout>(path, {}, orderApiOptions(access));
      if (!result.ok) return setAlert(isServerTrouble(result) ? troubleMessage(result, PAYMENT_MESSAGES.notProcessed) : result.message);
      const checkout = result.data;
      if (checkout.status !== 'pending' || !('razorpayOrderId' in checkout)) {
        return location.assign(confirmationUrl(order.id, access));
      }
      const outcome = await payWithRazorpay(checkout, shop, setAlert, access);
      if (outcome.kind === 'paid') location.assign(confirmationUrl(order.id, access));
      else if (outcome.kind === 'error') setAlert(outcome.message);
      else setAlert('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="checkout">
      <p>
        Order <span className="order-number">{order.number}</span>: {paymentLabel(order)}
      </p>
      <OrderLines order={order} />
      {isPayableOnline(order) ? (
        <>
          <FormAlert message={alert} />
          <div className="checkout-actions">
            <button type="button" className="button button--pay" onClick={pay} disabled={busy} aria-busy={busy || undefined}>
              {busy ? 'Processing…' : `Pay ${formatPaise(order.totalPaise)}`}
            </button>
          </div>
        </>
      ) : (
        <NothingToPay order={order} />
      )}
    </div>
  );
}

function NothingToPay({ order }: { order: OrderView }) {
  const { tone, message } = whyNotPayable(order);
  return (
    <p role="status" className={tone === 'info' ? 'alert' : `alert alert--${tone}`}>
      {message}
    </p>
  );
}

/** Why an order has nothing to pay online, in the colour of what it means to the customer. */
function whyNotPayable(order: OrderView): { tone: 'info' | 'warning' | 'success'; message: string } {
  if (order.paymentMethod === 'cod') {
    return { tone: 'info', message: 'This order is cash on delivery: you pay when it arrives, nothing to pay online.' };
  }
  if (order.paymentStatus === 'mismatch') {
    return {
      tone: 'warning',
      message: 'We received a payment that does not match this order. The shop is looking into it and will contact you.',
    };
  }
  if (order.deliveryStatus === 'cancelled')
    return { tone: 'warning', message: 'This order was cancelled, so it can’t be paid. Please place a new order.' };
  if (order.paymentStatus === 'refunded') return { tone: 'info', message: 'This order was refunded.' };
  return { tone: 'success', message: 'This order is already paid. Thank you!' };
}

export default withWords(PayOrder);
