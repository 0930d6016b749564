import { formatPhone } from '@koolers/contracts/fields/phone';
import { isPayableOnline } from '@koolers/contracts/order-status';
import { discountLabel } from '@koolers/contracts/promotions';
import { useId, useState } from 'react';
import { formatPaise } from '../../lib/format.ts';
import { lineNameIn } from '../../lib/orders.ts';
import { fill, useLanguage, useLinkIn, useWords } from '../../lib/words.tsx';
import { TaxDocuments } from '../invoices/TaxDocuments.tsx';
import { OrderTimeline, RefundNotes } from '../orders/OrderProgress.tsx';
import type { Order } from './account-api.ts';
import { arrivalWords } from './arrival.ts';
import { buyAgain } from './buy-again.ts';
import { datesIn } from './dates.ts';
import { paymentMethodLabel } from './order-timeline.ts';
import { StatusChips } from './StatusChips.tsx';

/**
 * One order, as a summary (its number and when, where its payment and its delivery stand, its total)
 * that opens, with the platform's <details>, onto what, how it was paid, where it goes, what was
 * refunded, why it was cancelled, and how it got there. Pay now and Buy again stay in sight.
 */
export function OrderCard({ order }: { order: Order }) {
  const words = useWords('account');
  const link = useLinkIn();
  const language = useLanguage();
  const orderWords = useWords('orders');
  const titleId = useId();
  const [added, setAdded] = useState('');

  return (
    <article className="order-card card" aria-labelledby={titleId}>
      <details className="order-card__details">
        <summary className="order-card__head">
          <h3 id={titleId}>{fill(words.orderHeading, { number: order.number, when: datesIn(language).dayMonthTime(order.createdAt) })}</h3>
          <StatusChips order={order} />
          <span className="order-card__total">
            {words.total} <span className="price">{formatPaise(order.totalPaise)}</span>
          </span>
        </summary>
        <RefundNotes order={order} />
        <table className="order-card__lines">
          <caption className="visually-hidden">{words.whatWasOrdered}</caption>
          <thead>
            <tr>
              <th scope="col">{words.product}</th>
              <th scope="col">{words.quantity}</th>
              <th scope="col">{words.total}</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => {
              const { name, lang } = lineNameIn(language, order, line);
              return (
                <tr key={`${line.ref}-${line.size ?? ''}`}>
                  <td>
                    <span lang={lang}>{name}</span>
                    {line.size && <span className="muted"> ({line.size})</span>}
                  </td>
                  <td>
                    {line.quantity} × {formatPaise(line.unitPricePaise)}
                  </td>
                  <td className="price">{formatPaise(line.lineTotalPaise)}</td>
                </tr>
              );
            })}
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
            <dt>{words.total}</dt>
            <dd className="price">{formatPaise(order.totalPaise)}</dd>
          </div>
          <div>
            <dt>{words.payment}</dt>
            <dd>{paymentMethodLabel(order.paymentMethod, orderWords)}</dd>
          </div>
          {arrivalWords(order) && (
            <div>
              <dt>{words.arrivesTerm}</dt>
              <dd>{arrivalWords(order)}</dd>
            </div>
          )}
        </dl>
        <h4 className="order-card__subtitle">{words.delivery}</h4>
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
          {fill(words.phoneLine, { phone: formatPhone(order.customerDetails.phone) })}
        </address>
        <TaxDocuments path={`/me/orders/${encodeURIComponent(order.id)}/documents`} headingLevel={4} />
        <OrderTimeline order={order} headingLevel={4} className="order-card__subtitle" />
      </details>
      <div className="form__actions">
        {isPayableOnline(order) && (
          <a className="button" href={link(`/payment/${encodeURIComponent(order.id)}`)}>
            {words.payNow}
            <span className="visually-hidden">{fill(words.forOrder, { number: order.number })}</span>
          </a>
        )}
        <button type="button" className="button button--light" onClick={() => setAdded(buyAgain(order, words))}>
          {words.buyAgain}
          <span className="visually-hidden">{fill(words.buyAgainOrder, { number: order.number })}</span>
        </button>
        <p role="status" className="order-card__added">
          {added && (
            <>
              {added} <a href={link('/order')}>{words.viewCart}</a>
            </>
          )}
        </p>
      </div>
    </article>
  );
}
