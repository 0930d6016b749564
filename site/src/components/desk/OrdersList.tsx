import { DELIVERY_STATUSES, deliveryStatusLabel, PAYMENT_STATUSES, paymentStatusLabel } from '@koolers/contracts/order-status';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { formatPaise } from '../../lib/format.ts';
import { FormAlert } from '../forms/FormAlert.tsx';
import { CancelDialog } from './CancelDialog.tsx';
import { desk, type Filters, filterQuery, NO_FILTERS, type OrderPage, type OrderRow } from './desk-api.ts';
import { DESK } from './desk-messages.ts';
import { atTime } from './desk-time.ts';
import { canCancel, canConfirm, paidOnline } from './order-actions.ts';
import { StatusBadge } from './StatusBadges.tsx';

const PAGE_SIZE = 25;
type Notice = { tone: 'error' | 'success'; text: string };

/** "Failed to update order status." and why, when the server said why. */
export function failure(spec: string, reason: string): string {
  return reason ? `${spec} ${reason}` : spec;
}

/**
 * "Orders List": the spec's columns and actions (Details, Confirm Order, Delete as a cancellation),
 * each order's number and its two badges (payment, delivery), filtered by either status (tabs with
 * counts), payment method and dates, searched by order number, id, name, email or phone, sorted, a
 * page at a time (keyset), with a CSV of what is shown.
 * `liveTick` changes when the change feed says orders changed: the page reloads in the background.
 */
export function OrdersList({
  liveTick,
  newIds,
  onLoaded,
}: {
  liveTick: number;
  newIds: ReadonlySet<string>;
  onLoaded?: (page: OrderPage) => void;
}) {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [cursors, setCursors] = useState<string[]>([]);
  const [page, setPage] = useState<OrderPage | null>(null);
  const [state, setState] = useState<'loading' | 'error' | 'ready'>('loading');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [cancelling, setCancelling] = useState<OrderRow | null>(null);
  const loaded = useRef(onLoaded);
  loaded.current = onLoaded;

  const cursor = cursors.at(-1);
  const load = useCallback(
    async (live: boolean) => {
      if (!live) setState('loading');
      const result = await desk.orders(filterQuery(filters, { limit: String(PAGE_SIZE), ...(cursor ? { cursor } : {}) }), live);
      if (result.ok) {
        setPage(result.data);
        setState('ready');
        loaded.current?.(result.data);
      } else if (!live) setState('error');
    },
    [filters, cursor],
  );

  useEffect(() => {
    void load(false);
  }, [load]);
  // A change from the feed reloads the page shown, quietly; a change of filters or page is the effect above.
  const handledTick = useRef(liveTick);
  useEffect(() => {
    if (liveTick === handledTick.current) return;
    handledTick.current = liveTick;
    void load(true);
  }, [liveTick, load]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setCursors([]);
    setFilters(draft);
  };
  const showStatus = (kind: 'delivery' | 'paymentStatus', status: string) => {
    setCursors([]);
    setDraft((current) => ({ ...current, [kind]: status }));
    setFilters((current) => ({ ...current, [kind]: status }));
  };
  const field = (name: keyof Filters) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value })),
  });

  async function confirm(order: OrderRow) {
    const result = await desk.move(order.id, 'confirmed');
    setNotice(
      result.ok ? { tone: 'success', text: DESK.statusUpdated } : { tone: 'error', text: failure(DESK.statusFailed, result.message) },
    );
    await load(true);
  }

  async function cancel(order: OrderRow, reason: string) {
    const result = await desk.move(order.id, 'cancelled', reason);
    setNotice(
      result.ok
        ? { tone: 'success', text: paidOnline(order) ? `${DESK.deleted} It was paid online: refund it from its page.` : DESK.deleted }
        : { tone: 'error', text: failure(DESK.deleteFailed, result.message) },
    );
    await load(true);
  }

  const total = page ? Object.values(page.counts.delivery).reduce((sum, count) => sum + count, 0) : 0;
  const shown = [
    filters.delivery && deliveryStatusLabel(filters.delivery),
    filters.paymentStatus && paymentStatusLabel(filters.paymentStatus),
  ].filter(Boolean);
  return (
    <section aria-labelledby="orders-heading">
      <h1 id="orders-heading">{DESK.ordersList}</h1>
      <form className="desk-filters" onSubmit={apply} aria-label="Filter orders">
        <div className="field">
          <label htmlFor="order-search">Search</label>
          <input id="order-search" type="search" placeholder="Order number, name, email or phone" {...field('q')} />
        </div>
        <div className="field">
          <label htmlFor="order-payment">Payment</label>
          <select id="order-payment" {...field('payment')}>
            <option value="">Any</option>
            <option value="razorpay">Online (Razorpay)</option>
            <option value="cod">Cash on delivery</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="order-from">From</label>
          <input id="order-from" type="date" {...field('from')} />
        </div>
        <div className="field">
          <label htmlFor="order-to">To</label>
          <input id="order-to" type="date" {...field('to')} />
        </div>
        <div className="field">
          <label htmlFor="order-sort">Sort</label>
          <select id="order-sort" {...field('sort')}>
            <option value="newest">Newest first</option>
            <option value="oldest">Oldest first</option>
            <option value="total-high">Total, highest first</option>
            <option value="total-low">Total, lowest first</option>
          </select>
        </div>
        <label className="desk-check">
          <input
            type="checkbox"
            checked={draft.unpaid === 'show'}
            onChange={(event) => setDraft((current) => ({ ...current, unpaid: event.target.checked ? 'show' : 'hide' }))}
          />
          Unpaid online checkouts
        </label>
        <div className="desk-actions">
          <button type="submit">Apply</button>
          <a className="button button--light" href={`/api/admin/orders.csv${filterQuery(filters)}`} download>
            Export CSV
          </a>
        </div>
      </form>

      <ul className="desk-tabs" aria-label="Orders by delivery">
        <li>
          <button type="button" aria-pressed={filters.delivery === ''} onClick={() => showStatus('delivery', '')}>
            All ({total})
          </button>
        </li>
        {DELIVERY_STATUSES.map((status) => (
          <li key={status}>
            <button type="button" aria-pressed={filters.delivery === status} onClick={() => showStatus('delivery', status)}>
              {deliveryStatusLabel(status)} ({page?.counts.delivery[status] ?? 0})
            </button>
          </li>
        ))}
      </ul>
      <ul className="desk-tabs" aria-label="Orders by payment">
        <li>
          <button type="button" aria-pressed={filters.paymentStatus === ''} onClick={() => showStatus('paymentStatus', '')}>
            Any payment
          </button>
        </li>
        {PAYMENT_STATUSES.map((status) => (
          <li key={status}>
            <button type="button" aria-pressed={filters.paymentStatus === status} onClick={() => showStatus('paymentStatus', status)}>
              {paymentStatusLabel(status)} ({page?.counts.payment[status] ?? 0})
            </button>
          </li>
        ))}
      </ul>

      {notice && <FormAlert tone={notice.tone} message={notice.text} />}
      {state === 'loading' && <p role="status">{DESK.loadingOrders}</p>}
      {state === 'error' && <FormAlert message={DESK.ordersFailed} />}
      {state === 'ready' && page && page.orders.length === 0 && <p>{DESK.noOrders}</p>}
      {state === 'ready' && page && page.orders.length > 0 && (
        <div className="desk-table-wrap">
          <table className="desk-table">
            <caption className="visually-hidden">Orders, {shown.length ? shown.join(', ') : 'all statuses'}</caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Customer</th>
                <th scope="col">Email</th>
                <th scope="col">Phone</th>
                <th scope="col" className="number">
                  Total Price
                </th>
                <th scope="col">Payment</th>
                <th scope="col">Delivery</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {page.orders.map((order) => (
                <tr key={order.id} className={newIds.has(order.id) ? 'is-new' : undefined}>
                  <td>
                    <strong className="order-number">{order.number}</strong>
                    <br />
                    <small>
                      {atTime(order.createdAt)} · {order.paymentMethod === 'cod' ? 'COD' : 'Online'}
                      {newIds.has(order.id) && <strong> · New</strong>}
                    </small>
                  </td>
                  <td>{order.customer.name}</td>
                  <td>{order.customer.email}</td>
                  <td>{order.customer.phone}</td>
                  <td className="number">{formatPaise(order.totalPaise)}</td>
                  <td>
                    <StatusBadge kind="payment" status={order.paymentStatus} />
                  </td>
                  <td>
                    <StatusBadge kind="delivery" status={order.deliveryStatus} />
                  </td>
                  <td>
                    <div className="desk-actions">
                      <a className="button button--small button--light" href={`/admin-dashboard/orders/${order.id}`}>
                        Details<span className="visually-hidden"> of {order.number}</span>
                      </a>
                      {canConfirm(order) && (
                        <button type="button" className="button--small" onClick={() => confirm(order)}>
                          {DESK.confirmOrder}
                          <span className="visually-hidden"> {order.number}</span>
                        </button>
                      )}
                      {canCancel(order) && (
                        <button type="button" className="button--small button--light" onClick={() => setCancelling(order)}>
                          Delete<span className="visually-hidden"> {order.number}</span>
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="desk-pager">
        {cursors.length > 0 && (
          <button type="button" className="button--light" onClick={() => setCursors((stack) => stack.slice(0, -1))}>
            Previous page
          </button>
        )}
        {page?.nextCursor && (
          <button type="button" className="button--light" onClick={() => setCursors((stack) => [...stack, page.nextCursor as string])}>
            Next page
          </button>
        )}
      </div>
      {cancelling && (
        <CancelDialog
          orderNumber={cancelling.number}
          onCancel={(reason) => cancel(cancelling, reason)}
          onClose={() => setCancelling(null)}
        />
      )}
    </section>
  );
}
