import { useEffect, useState } from 'react';
import { api } from '../../lib/api.ts';
import { fill, useLinkIn, useWords } from '../../lib/words.tsx';
import type { OrderPage } from './account-api.ts';
import type { SectionProps } from './account-sections.ts';
import { OrderCard } from './OrderCard.tsx';
import { PhoneOrdersOffer } from './PhoneOrdersOffer.tsx';

/** Orders per page: a phone screen shows one or two at a time. */
export const ORDERS_PER_PAGE = 5;

type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; page: OrderPage };

/** The customer's own orders, newest first, a page at a time. */
export function OrderHistorySection({ onSessionEnded }: SectionProps) {
  const [page, setPage] = useState(1);
  const [state, setState] = useState<State>({ kind: 'loading' });
  // Orders added from the phone offer: the list is read again.
  const [added, setAdded] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `added` changes when orders joined the account: read the list again.
  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    api
      .get<OrderPage>(`/me/orders?page=${page}&pageSize=${ORDERS_PER_PAGE}`, { signal: controller.signal })
      .then((result) => {
        if (result.ok) setState({ kind: 'ready', page: result.data });
        else if (result.status === 401) onSessionEnded();
        else setState({ kind: 'error', message: result.message });
      })
      .catch(() => {});
    return () => controller.abort();
  }, [page, onSessionEnded, added]);

  // Above the list in every state, so reading the list again keeps what it said.
  return (
    <>
      <PhoneOrdersOffer onAdded={() => setAdded((count) => count + 1)} />
      <OrderList state={state} page={page} setPage={setPage} />
    </>
  );
}

function OrderList({ state, page, setPage }: { state: State; page: number; setPage: (page: number) => void }) {
  const words = useWords('account');
  const link = useLinkIn();
  if (state.kind === 'loading') return <p role="status">{words.loadingOrders}</p>;
  if (state.kind === 'error')
    return (
      <p role="alert" className="field__error">
        {fill(words.error, { message: state.message })}
      </p>
    );
  const { orders, total } = state.page;
  if (orders.length === 0 && page === 1) {
    return (
      <div>
        <p>{words.noOrders}</p>
        <p>
          <a href={link('/coconutjuice')}>{words.browseOurKoolers}</a> {words.orOur}{' '}
          <a href={link('/products')}>{words.naturalProductsLink}</a>.
        </p>
      </div>
    );
  }
  const pages = Math.max(1, Math.ceil(total / ORDERS_PER_PAGE));
  return (
    <div className="order-history">
      <p className="muted">{fill(total === 1 ? words.ordersCountOne : words.ordersCountOther, { count: total })}</p>
      <ol className="order-history__list">
        {orders.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ol>
      {pages > 1 && (
        <nav className="pagination" aria-label={words.orderPages}>
          <button type="button" className="button button--light" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {words.previous}
          </button>
          <span aria-live="polite">{fill(words.pageOf, { page, pages })}</span>
          <button type="button" className="button button--light" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {words.next}
          </button>
        </nav>
      )}
    </div>
  );
}
