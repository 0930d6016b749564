import { useCallback, useEffect, useState } from 'react';
import { formatPaise } from '../../lib/format.ts';
import { FormAlert } from '../forms/FormAlert.tsx';
import { desk, type OrderPage, type OrderRow } from './desk-api.ts';
import { failure } from './desk-messages.ts';
import { atTime } from './desk-time.ts';
import { fillNodes } from './fill-nodes.tsx';
import { MoveDialog, movedText } from './MoveDialog.tsx';
import { canConfirm } from './order-actions.ts';
import { StatusBadges } from './StatusBadges.tsx';
import { useLiveChanges } from './use-live-changes.ts';
import { useStaff } from './use-staff.ts';
import './desk.css';
import { fill, useWords, withWords } from '../../lib/words.tsx';

/**
 * /order-history and /orderhistoryall: the old shop's order history, for signed-in staff only
 * (anyone else goes to /admin-login): every order with its details and "Confirm Order" on those
 * that can be confirmed, newest first, kept up to date live.
 */
function OrderHistory() {
  const words = useWords('deskOrders');
  const { staff, error: staffError } = useStaff();
  const [page, setPage] = useState<OrderPage | null>(null);
  const [cursors, setCursors] = useState<string[]>([]);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [cursor, setCursor] = useState<number | null>(null);
  const [tick, setTick] = useState(0);
  const [confirming, setConfirming] = useState<OrderRow | null>(null);

  const at = cursors.at(-1);
  const load = useCallback(
    async (live: boolean) => {
      const result = await desk.orders(`?limit=20${at ? `&cursor=${encodeURIComponent(at)}` : ''}`, live);
      if (result.ok) {
        setPage(result.data);
        setCursor((current) => current ?? result.data.liveCursor);
      } else if (!live) setError(result.message);
    },
    [at],
  );
  useEffect(() => {
    if (staff) void load(tick > 0);
  }, [staff, load, tick]);
  useLiveChanges(
    staff ? cursor : null,
    useCallback(() => setTick((n) => n + 1), []),
  );

  async function confirm(order: OrderRow) {
    const result = await desk.move(order.id, 'confirmed');
    setNotice(
      result.ok
        ? { tone: 'success', text: movedText('confirmed', order.customer.email, words) }
        : { tone: 'error', text: failure(words.statusFailed, result.message) },
    );
    await load(true);
  }

  if (staffError) return <p role="alert">{fill(words.errorSaying, { message: staffError })}</p>;
  if (!staff) {
    return (
      <p role="status" data-needs-script>
        {words.loadingOrders}
      </p>
    );
  }
  if (error) return <p role="alert">{fill(words.errorSaying, { message: error })}</p>;
  if (!page) return <p role="status">{words.loadingOrders}</p>;
  if (page.orders.length === 0) return <p>{words.noOrders}</p>;
  return (
    <div className="desk">
      {notice && <FormAlert tone={notice.tone} message={notice.text} />}
      <ul className="desk-history">
        {page.orders.map((order) => (
          <li key={order.id} className="desk-panel">
            <h2>{fill(words.orderNumbered, { number: order.number })}</h2>
            <StatusBadges order={order} />
            <p>
              {order.customer.name} · {order.customer.email} · {order.customer.phone} · {atTime(order.createdAt)}
            </p>
            <ul>
              {order.lines.map((line) => (
                <li key={`${line.name}-${line.size}`}>
                  {line.quantity} × {line.size ? `${line.name} (${line.size})` : line.name}: {formatPaise(line.lineTotalPaise)}
                </li>
              ))}
            </ul>
            <p>
              {fillNodes(words.totalLine, {
                total: <strong>{formatPaise(order.totalPaise)}</strong>,
                method: order.paymentMethod === 'cod' ? words.cashOnDelivery : words.paidOnlineMethod,
              })}
            </p>
            <div className="desk-actions">
              {canConfirm(order) && (
                <button type="button" onClick={() => setConfirming(order)}>
                  {words.confirmOrder}
                  <span className="visually-hidden"> {order.number}</span>
                </button>
              )}
              <a className="button button--light" href={`/admin-dashboard/orders/${order.id}`}>
                {words.details}
                <span className="visually-hidden"> {fill(words.detailsOfNumber, { number: order.number })}</span>
              </a>
            </div>
          </li>
        ))}
      </ul>
      {confirming && (
        <MoveDialog to="confirmed" order={confirming} onMove={() => confirm(confirming)} onClose={() => setConfirming(null)} />
      )}
      <div className="desk-pager">
        {cursors.length > 0 && (
          <button type="button" className="button--light" onClick={() => setCursors((stack) => stack.slice(0, -1))}>
            {words.newerOrders}
          </button>
        )}
        {page.nextCursor && (
          <button type="button" className="button--light" onClick={() => setCursors((stack) => [...stack, page.nextCursor as string])}>
            {words.olderOrders}
          </button>
        )}
      </div>
    </div>
  );
}

export default withWords(OrderHistory);
