import { formatPhone } from '@koolers/contracts/fields/phone';
import { isPayableOnline } from '@koolers/contracts/order-status';
import { lazy, Suspense, useState } from 'react';
import { formatPaise, telHref, whatsAppHref } from '../../lib/format.ts';
import { deliveryLabel, formatOrderTime, type OrderView, paymentLabel } from '../../lib/orders.ts';
import { arrivalWords } from '../account/arrival.ts';
import { isFirstVisit } from './first-visit.ts';
import { OrderLines } from './OrderLines.tsx';
import { type OrderAccess, orderApiOptions, orderApiPath, paymentUrl } from './order-access.ts';
import { orderStanding } from './order-standing.ts';
import { useOrderOfThisPage } from './use-order-of-this-page.ts';
import './checkout.css';
import { withWords } from '../../lib/words.tsx';

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
  const { found, access } = useOrderOfThisPage((address) => new URLSearchParams(address.search).get('order'));
  if (found.state === 'found') return <Confirmation order={found.order} access={access} contact={contact} />;
  return (
    <>
      <h1>{heading}</h1>
      {found.state === 'loading' ? (
        <p className="muted" data-needs-script>
          Loading your order…
        </p>
      ) : found.state === 'signed-out' ? (
        <p>
          Please <a href={`/login?next=${encodeURIComponent(location.pathname + location.search)}`}>log in</a> to see your order.
        </p>
      ) : found.state === 'error' ? (
        <p role="alert">{found.message}</p>
      ) : access.orderKey ? (
        <p>Order not found. Please open the link from your order’s email again.</p>
      ) : (
        <p>
          Order not found. Your orders are listed in <a href="/profile#order-history">your account</a>.
        </p>
      )}
    </>
  );
}

/** The payment in a line: what is owed or was paid, how. */
function paymentLine(order: OrderView) {
  const total = formatPaise(order.totalPaise);
  if (order.paymentStatus === 'cash_due') return `Cash on delivery: ${total} to pay`;
  if (order.paymentStatus === 'cash_collected') return `Paid in cash: ${total}`;
  if (order.paymentStatus === 'pending') return 'Online, not paid yet';
  if (order.paymentStatus === 'paid') {
    return (
      <>
        Paid online, {total} (Razorpay payment <span className="order-id">{order.razorpayPaymentId}</span>)
      </>
    );
  }
  return paymentLabel(order);
}

function Confirmation({ order, access, contact }: { order: OrderView; access: OrderAccess; contact: ShopContact }) {
  const guest = access.orderKey !== undefined;
  const [firstVisit] = useState(() => isFirstVisit(order.id));
  const standing = orderStanding(order, firstVisit);
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
        <dt>Order number</dt>
        <dd className="order-number">{order.number}</dd>
        <dt>Placed</dt>
        <dd>{formatOrderTime(order.createdAt)}</dd>
        <dt>Payment</dt>
        <dd>{paymentLine(order)}</dd>
        <dt>Delivery</dt>
        <dd>{deliveryLabel(order)}</dd>
      </dl>
      {isPayableOnline(order) && (
        <p>
          <a className="button" href={paymentUrl(order.id, access)}>
            Pay {formatPaise(order.totalPaise)} now
          </a>
        </p>
      )}
      <section aria-labelledby="confirmation-items">
        <h2 id="confirmation-items">Your order</h2>
        <OrderLines order={order} />
      </section>
      <Suspense fallback={null}>
        <TaxDocuments path={`${orderApiPath(order.id, access)}/documents`} headers={orderApiOptions(access).headers} headingLevel={2} />
      </Suspense>
      <section aria-labelledby="confirmation-delivery">
        <h2 id="confirmation-delivery">Delivery to</h2>
        <p className="review-address">
          {order.customerDetails.name}
          <br />
          {order.customerDetails.address}
          {order.customerDetails.pincode ? `, ${order.customerDetails.pincode}` : ''}
          <br />
          {formatPhone(order.customerDetails.phone)}
        </p>
        {arrivalWords(order) && <p>Arrives: {arrivalWords(order)}</p>}
      </section>
      <section aria-labelledby="confirmation-next">
        <h2 id="confirmation-next">What happens next</h2>
        <p>
          {/* An order with no email (issue 36) had its details by WhatsApp or SMS. */}
          We have {order.customerDetails.email ? 'emailed' : 'sent'} you the details{guest ? ', with the link to this page' : ''}.{' '}
          {standing.next} You can follow each step {guest ? 'here' : 'in your account'}.
        </p>
        <p>
          Questions? Call <a href={telHref(contact.phone)}>{contact.phone}</a>
          {contact.whatsApp && (
            <>
              {' '}
              or <a href={whatsAppHref(contact.whatsApp, `Hello Koolers, about my order ${order.number}: `)}>write to us on WhatsApp</a>
            </>
          )}{' '}
          and give your order number, {order.number}.
        </p>
        <p className="confirmation__links">
          {!guest && <a href="/profile#order-history">See your order history</a>}
          <a href="/">Continue shopping</a>
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
