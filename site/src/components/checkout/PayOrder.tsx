import { isPayableOnline } from '@koolers/contracts/order-status';
import type { WordsOf } from '@koolers/contracts/words/index';
import { useState } from 'react';
import { api, isServerTrouble, troubleMessage } from '../../lib/api.ts';
import { formatPaise } from '../../lib/format.ts';
import { type OrderView, paymentLabel } from '../../lib/orders.ts';
import { FormAlert } from '../forms/FormAlert.tsx';
import { FilledWords } from './FilledWords.tsx';
import { OrderLines } from './OrderLines.tsx';
import { confirmationUrl, type OrderAccess, orderApiOptions, orderApiPath } from './order-access.ts';
import { payWithRazorpay, type RazorpayCheckout } from './pay-online.ts';
import type { Shop } from './shop.ts';
import { useOrderOfThisPage } from './use-order-of-this-page.ts';
import './checkout.css';
import { fill, useLinkIn, useWords, withWords } from '../../lib/words.tsx';

/**
 * /payment/{orderId}: pays one of the customer's own pending online orders (a closed payment
 * dialog, a failed payment, a link from an email), or a guest's, opened by its link's key
 * (`#key=…`). Any other order says why it can't be paid.
 */
function PayOrder({ shop }: { shop: Shop }) {
  const words = useWords('checkout');
  const link = useLinkIn();
  const { found, access } = useOrderOfThisPage((address) => decodeURIComponent(address.pathname.split('/').pop() ?? '') || null);

  if (found.state === 'loading')
    return (
      <p className="muted" data-needs-script>
        {words.loadingOrder}
      </p>
    );
  if (found.state === 'signed-out') {
    return (
      <p>
        <FilledWords
          template={words.logInToPay}
          parts={{ link: <a href={link(`/login?next=${encodeURIComponent(location.pathname)}`)}>{words.logInLink}</a> }}
        />
      </p>
    );
  }
  if (found.state === 'missing') return <p role="alert">{words.orderNotFoundToPay}</p>;
  if (found.state === 'error') return <p role="alert">{found.message}</p>;
  return <PayableOrder order={found.order} shop={shop} access={access} />;
}

function PayableOrder({ order, shop, access }: { order: OrderView; shop: Shop; access: OrderAccess }) {
  const words = useWords('checkout');
  const orderWords = useWords('orders');
  const link = useLinkIn();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState('');

  async function pay() {
    setBusy(true);
    setAlert('');
    try {
      // A guest's order opens its payment through its link (the customer's, through their session).
      const path = access.orderKey ? `${orderApiPath(order.id, access)}/pay` : `/orders/${encodeURIComponent(order.id)}/pay`;
      const result = await api.post<RazorpayCheckout>(path, {}, orderApiOptions(access));
      if (!result.ok) return setAlert(isServerTrouble(result) ? troubleMessage(result, words.paymentNotProcessed) : result.message);
      const checkout = result.data;
      if (checkout.status !== 'pending' || !('razorpayOrderId' in checkout)) {
        return location.assign(link(confirmationUrl(order.id, access)));
      }
      const outcome = await payWithRazorpay(checkout, shop, words, setAlert, access);
      if (outcome.kind === 'paid') location.assign(link(confirmationUrl(order.id, access)));
      else if (outcome.kind === 'error') setAlert(outcome.message);
      else setAlert('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="checkout">
      <p>
        <FilledWords
          template={words.orderPayment}
          parts={{ number: <span className="order-number">{order.number}</span>, payment: paymentLabel(order, orderWords) }}
        />
      </p>
      <OrderLines order={order} />
      {isPayableOnline(order) ? (
        <>
          <FormAlert message={alert} />
          <div className="checkout-actions">
            <button type="button" className="button button--pay" onClick={pay} disabled={busy} aria-busy={busy || undefined}>
              {busy ? words.processing : fill(words.payAmount, { amount: formatPaise(order.totalPaise) })}
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
  const { tone, message } = whyNotPayable(order, useWords('checkout'));
  return (
    <p role="status" className={tone === 'info' ? 'alert' : `alert alert--${tone}`}>
      {message}
    </p>
  );
}

/** Why an order has nothing to pay online, in the colour of what it means to the customer. */
function whyNotPayable(order: OrderView, words: WordsOf<'checkout'>): { tone: 'info' | 'warning' | 'success'; message: string } {
  if (order.paymentMethod === 'cod') return { tone: 'info', message: words.notPayableCod };
  if (order.paymentStatus === 'mismatch') return { tone: 'warning', message: words.notPayableMismatch };
  if (order.deliveryStatus === 'cancelled') return { tone: 'warning', message: words.notPayableCancelled };
  if (order.paymentStatus === 'refunded') return { tone: 'info', message: words.notPayableRefunded };
  return { tone: 'success', message: words.notPayablePaid };
}

export default withWords(PayOrder);
