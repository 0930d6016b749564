import { formatPhone } from '@koolers/contracts/fields/phone';
import { isPayableOnline } from '@koolers/contracts/order-status';
import { discountLabel } from '@koolers/contracts/promotions';
import { useId, useState } from 'react';
import { formatPaise } from '../../lib/format.ts';
import { TaxDocuments } from '../invoices/TaxDocuments.tsx';
import { OrderTimeline, RefundNotes } from '../orders/OrderProgress.tsx';
import type { Order } from './account-api.ts';
import { arrivalWords } from './arrival.ts';
import { buyAgain } from './buy-again.ts';
import { formatDayMonthTime } from './dates.ts';
import { paymentMethodLabel } from './order-timeline.ts';
import { StatusChips } from './StatusChips.tsx';

/**
 * One order, as a summary (its number and when, where its payment and its delivery stand, its total)
 * that opens, with the platform's <details>, onto what, how it was paid, where it goes, what was
 * refunded, why it was cancelled, and how it got there. Pay now and Buy again stay in sight.
 */
export function OrderCard({ order }: { order: Order }) {
  const titleId = useId();
  const [added, setAdded] = useState('');

  return (
    <article className="order-card card" aria-labelledby={titleId}>
      <details className="order-card__details">
        <summary className="order-card__head">
          <h3 id={titleId}>
            Order {order.number} · {formatDayMonthTime(order.createdAt)}
          </h3>
          <StatusChips order={order} />
          <span className="order-card__total">
            Total <span className="price">{formatPaise(order.totalPaise)}</span>
          </span>
        </summary>
        <RefundNotes order={order} />
        <table className="order-card__lines">
          <caption className="visually-hidden">What was ordered</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Quantity</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={`${line.ref}-${line.size ?? ''}`}>
                <td>
                  {line.name}
                  {line.size && <span className="muted"> ({line.size})</span>}
                </td>
                <td>
                  {line.quantity} × {formatPaise(line.unitPricePaise)}
                </td>
                <td className="price">{formatPaise(line.lineTotalPaise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="order-card__facts">
          {order.discountPaise > 0 && (
            <div>
              <dt>{discountLabel(order.discount)}</dt>
              <dd>−{formatPaise(order.discountPaise)}</dd>
            </div>
          )}
          <div>
            <dt>Total</dt>
            <dd className="price">{formatPaise(order.totalPaise)}</dd>
          </div>
          <div>
            <dt>Payment</dt>
            <dd>{paymentMethodLabel(order.paymentMethod)}</dd>
          </div>
          {arrivalWords(order) && (
            <div>
              <dt>Arrives</dt>
              <dd>{arrivalWords(order)}</dd>
            </div>
          )}
        </dl>
        <h4 className="order-card__subtitle">Delivery</h4>
        <address className="order-card__delivery">
          {order.customerDetails.name}
          <br />
          {order.customerDetails.address}
          {order.customerDetails.pincode && (
            <>
              <br />
              {order.customerDetails.pincode}
            </>
          )}
          <br />
          Phone: {formatPhone(order.customerDetails.phone)}
        </address>
        <TaxDocuments path={`/me/orders/${encodeURIComponent(order.id)}/documents`} headingLevel={4} />
        <OrderTimeline order={order} headingLevel={4} className="order-card__subtitle" />
      </details>
      <div className="form__actions">
        {isPayableOnline(order) && (
          <a className="button" href={`/payment/${encodeURIComponent(order.id)}`}>
            Pay now<span className="visually-hidden"> for order {order.number}</span>
          </a>
        )}
        <button type="button" className="button button--light" onClick={() => setAdded(buyAgain(order))}>
          Buy again<span className="visually-hidden"> order {order.number}</span>
        </button>
        <p role="status" className="order-card__added">
          {added && (
            <>
              {added} <a href="/order">View cart</a>
            </>
          )}
        </p>
      </div>
    </article>
  );
}
