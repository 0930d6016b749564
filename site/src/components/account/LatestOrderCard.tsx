import { useEffect, useState } from 'react';
import { api } from '../../lib/api.ts';
import { formatPaise } from '../../lib/format.ts';
import { fill, useLanguage, useLinkIn, useWords } from '../../lib/words.tsx';
import { confirmationUrl } from '../checkout/order-access.ts';
import type { Order, OrderPage } from './account-api.ts';
import { arrivalWords } from './arrival.ts';
import { buyAgain } from './buy-again.ts';
import { datesIn } from './dates.ts';
import { StatusChips } from './StatusChips.tsx';

export type LatestOrder = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'none' } | { kind: 'order'; order: Order };

/** The customer's newest order (one order of the first page), or none; a refused session ends the account. */
export function useLatestOrder(onSessionEnded: () => void): LatestOrder {
  const [latest, setLatest] = useState<LatestOrder>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    api
      .get<OrderPage>('/me/orders?page=1&pageSize=1', { signal: controller.signal })
      .then((result) => {
        if (result.ok) setLatest(result.data.orders[0] ? { kind: 'order', order: result.data.orders[0] } : { kind: 'none' });
        else if (result.status === 401) onSessionEnded();
        else setLatest({ kind: 'error', message: result.message });
      })
      .catch(() => {});
    return () => controller.abort();
  }, [onSessionEnded]);
  return latest;
}

/** The dashboard's first card, as Swiggy's and Shopify's accounts open: the latest order, where it stands, Buy again. */
export function LatestOrderCard({ latest }: { latest: LatestOrder }) {
  const words = useWords('account');
  const link = useLinkIn();
  const language = useLanguage();
  const [added, setAdded] = useState('');
  return (
    <section className="dashboard-card card" aria-labelledby="latest-order-title">
      <h3 id="latest-order-title">{words.latestOrder}</h3>
      {latest.kind === 'loading' && <p role="status">{words.loadingOrders}</p>}
      {latest.kind === 'error' && (
        <p role="alert" className="field__error">
          {fill(words.error, { message: latest.message })}
        </p>
      )}
      {latest.kind === 'none' && (
        <p>
          {words.nothingOrderedBefore} <a href={link('/coconutjuice')}>{words.koolersLink}</a> {words.orOur}{' '}
          <a href={link('/products')}>{words.naturalProductsLink}</a>.
        </p>
      )}
      {latest.kind === 'order' && (
        <>
          <p className="dashboard-card__lead">
            <a href={confirmationUrl(latest.order.id, {})}>{fill(words.orderNumber, { number: latest.order.number })}</a>{' '}
            <span className="price">{formatPaise(latest.order.totalPaise)}</span>
          </p>
          <StatusChips order={latest.order} />
          <p className="muted">
            {words.placedAt} <time dateTime={latest.order.createdAt}>{datesIn(language).dayMonthTime(latest.order.createdAt)}</time>
          </p>
          {arrivalWords(latest.order) && <p>{fill(words.arrives, { when: arrivalWords(latest.order) ?? '' })}</p>}
          <div className="form__actions">
            <button type="button" className="button button--light" onClick={() => setAdded(buyAgain(latest.order, words))}>
              {words.buyAgain}
              <span className="visually-hidden">{fill(words.buyAgainOrder, { number: latest.order.number })}</span>
            </button>
            <a href="#order-history">{words.allOrders}</a>
          </div>
          <p role="status" className="order-card__added">
            {added && (
              <>
                {added} <a href={link('/order')}>{words.viewCart}</a>
              </>
            )}
          </p>
        </>
      )}
    </section>
  );
}
