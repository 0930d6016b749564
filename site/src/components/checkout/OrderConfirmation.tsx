import { formatPhone } from '@koolers/contracts/fields/phone';
import { isPayableOnline } from '@koolers/contracts/order-status';
import type { WordsOf } from '@koolers/contracts/words/index';
import { lazy, Suspense, useState } from 'react';
import { formatPaise, telHref, whatsAppHref } from '../../lib/format.ts';
import { deliveryLabel, type OrderView, paymentLabel } from '../../lib/orders.ts';
import { arrivalWords } from '../account/arrival.ts';
import { datesIn } from '../account/dates.ts';
import { isFirstVisit } from './first-visit.ts';
import { OrderLines } from './OrderLines.tsx';
import { type OrderAccess, orderApiOptions, orderApiPath, paymentUrl } from './order-access.ts';
import { orderStanding } from './order-standing.ts';
import { useOrderOfThisPage } from './use-order-of-this-page.ts';
import './checkout.css';
import { fill, useLanguage, useLinkIn, useWords, withWords } from '../../lib/words.tsx';
import { FilledWords } from './FilledWords.tsx';

// Its code arrives once an order is shown: the page without one (a visitor, a wrong link) never needs it.
const TaxDocuments = lazy(() => import('../invoices/TaxDocuments.tsx').then((module) => ({ default: module.TaxDocuments })));
const RefundNotes = lazy(() => import('../orders/OrderProgress.tsx').then((module) => ({ default: module.RefundNotes })));
const OrderTimeline = lazy(() => import('../orders/OrderProgress.tsx').then((module) => ({ default: module.OrderTimeline })));

/** How to reach the shop (Strapi's site settings, and the footer's WhatsApp link when it has one). */
export type ShopContact = { phone: string; whatsApp?: string };

/**
 * /order-confirmation?order={id}: the real order as the shop recorded it (its number, lines, total,
 * where its payment and its delivery stand, delivery address) and what happens next, the page's
 * heading included, as both of its statuses tell it (`order-standing.ts`); `heading` until it is shown.
 * A guest's link adds `#key=…`: that one order opens without an account.
 */
function OrderConfirmation({ heading, contact }: { heading: string; contact: ShopContact }) {
  const words = useWords('checkout');
  const link = useLinkIn();
  const { found, access } = useOrderOfThisPage((address) => new URLSearchParams(address.search).get('order'));
  if (found.state === 'found') return <Confirmation order={found.order} access={access} contact={contact} />;
  return (
    <>
      <h1>{heading}</h1>
      {found.state === 'loading' ? (
        <p className="muted" data-needs-script>
          {words.loadingOrder}
        </p>
      ) : found.state === 'signed-out' ? (
        <p>
          <FilledWords
            template={words.logInToSee}
            parts={{ link: <a href={link(`/login?next=${encodeURIComponent(location.pathname + location.search)}`)}>{words.logInLink}</a> }}
          />
        </p>
      ) : found.state === 'error' ? (
        <p role="alert">{found.message}</p>
      ) : access.orderKey ? (
        <p>{words.orderNotFoundGuest}</p>
      ) : (
        <p>
          <FilledWords
            template={words.orderNotFoundListed}
            parts={{ link: <a href={link('/profile#order-history')}>{words.yourAccount}</a> }}
          />
        </p>
      )}
    </>
  );
}

/** The payment in a line: what is owed or was paid, how. */
function paymentLine(order: OrderView, words: WordsOf<'checkout'>, orderWords: WordsOf<'orders'>) {
  const total = formatPaise(order.totalPaise);
  if (order.paymentStatus === 'cash_due') return fill(words.cashToPay, { total });
  if (order.paymentStatus === 'cash_collected') return fill(words.paidInCash, { total });
  if (order.paymentStatus === 'pending') return words.onlineNotPaid;
  if (order.paymentStatus === 'paid') {
    return (
      <FilledWords template={words.paidOnline} parts={{ total, paymentId: <span className="order-id">{order.razorpayPaymentId}</span> }} />
    );
  }
  return paymentLabel(order, orderWords);
}

function Confirmation({ order, access, contact }: { order: OrderView; access: OrderAccess; contact: ShopContact }) {
  const words = useWords('checkout');
  const orderWords = useWords('orders');
  const language = useLanguage();
  const link = useLinkIn();
  const guest = access.orderKey !== undefined;
  const [firstVisit] = useState(() => isFirstVisit(order.id));
  const standing = orderStanding(order, { words, orderWords }, firstVisit);
  const emailed = Boolean(order.customerDetails.email);
  const arrives = arrivalWords(order);
  return (
    <div className="checkout confirmation">
      <h1>{standing.heading}</h1>
      <p role="status" className={`alert alert--${standing.tone}`}>
        {standing.notice}
      </p>
      <Suspense fallback={null}>
        <RefundNotes order={order} />
      </Suspense>
      <dl className="order-facts">
        <dt>{words.orderNumber}</dt>
        <dd className="order-number">{order.number}</dd>
        <dt>{words.placed}</dt>
        <dd>{datesIn(language).dateTime(order.createdAt)}</dd>
        <dt>{words.payment}</dt>
        <dd>{paymentLine(order, words, orderWords)}</dd>
        <dt>{words.delivery}</dt>
        <dd>{deliveryLabel(order, orderWords)}</dd>
      </dl>
      {isPayableOnline(order) && (
        <p>
          <a className="button" href={link(paymentUrl(order.id, access))}>
            {fill(words.payNow, { amount: formatPaise(order.totalPaise) })}
          </a>
        </p>
      )}
      <section aria-labelledby="confirmation-items">
        <h2 id="confirmation-items">{words.yourOrder}</h2>
        <OrderLines order={order} />
      </section>
      <Suspense fallback={null}>
        <TaxDocuments path={`${orderApiPath(order.id, access)}/documents`} headers={orderApiOptions(access).headers} headingLevel={2} />
      </Suspense>
      <section aria-labelledby="confirmation-delivery">
        <h2 id="confirmation-delivery">{words.deliveryTo}</h2>
        {/* The shopper's own words, in whatever language they wrote them: never for a translator to touch. */}
        <p className="review-address" translate="no">
          {order.customerDetails.name}
          <br />
          {order.customerDetails.address}
          {order.customerDetails.pincode ? `, ${order.customerDetails.pincode}` : ''}
          <br />
          {formatPhone(order.customerDetails.phone)}
        </p>
        {arrives && <p>{fill(words.arrives, { when: arrives })}</p>}
      </section>
      <section aria-labelledby="confirmation-next">
        <h2 id="confirmation-next">{words.whatHappensNext}</h2>
        <p>
          {/* An order with no email (issue 36) had its details by WhatsApp or SMS. */}
          {guest
            ? emailed
              ? words.detailsEmailedWithLink
              : words.detailsSentWithLink
            : emailed
              ? words.detailsEmailed
              : words.detailsSent}{' '}
          {standing.next} {guest ? words.followHere : words.followInAccount}
        </p>
        <p>
          <FilledWords
            template={contact.whatsApp ? words.questionsCallOrWhatsApp : words.questionsCall}
            parts={{
              phone: <a href={telHref(contact.phone)}>{contact.phone}</a>,
              whatsapp: contact.whatsApp && (
                <a href={whatsAppHref(contact.whatsApp, fill(words.whatsAppMessage, { number: order.number }))}>{words.writeOnWhatsApp}</a>
              ),
              number: order.number,
            }}
          />
        </p>
        <p className="confirmation__links">
          {!guest && <a href={link('/profile#order-history')}>{words.orderHistory}</a>}
          <a href={link('/')}>{words.continueShopping}</a>
        </p>
      </section>
      <section>
        <Suspense fallback={null}>
          <OrderTimeline order={order} headingLevel={2} />
        </Suspense>
      </section>
    </div>
  );
}

export default withWords(OrderConfirmation);
