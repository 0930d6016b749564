import { CALL_TO_CONFIRM, COD_CONFIRMATION_LABELS } from '@koolers/contracts/cod-rules';
import { formatPaise } from '../../../lib/format.ts';
import { useWords } from '../../../lib/words.tsx';
import { DeskTable } from '../DeskTable.tsx';
import type { OrderRow } from '../desk-api.ts';
import { atTime } from '../desk-time.ts';
import { canConfirm } from '../order-actions.ts';
import { StatusBadge } from '../StatusBadges.tsx';

/**
 * The spec's "Orders List" table: its columns and actions (Details, Confirm Order; the spec's Delete
 * is "Cancel order" on the order's page, not a button on every row); orders that just arrived are
 * highlighted and marked New. The whole row (a card on a phone) opens the order: its number is the
 * link, stretched over the row (desk.css), so a click anywhere and the keyboard's one stop agree;
 * the link carries the list's address for the order's previous and next. On a phone each row is a
 * card: number, customer, total and the two badges, with nothing to scroll sideways. No orders:
 * a sentence saying so.
 */
export function OrdersTable({
  orders,
  caption,
  newIds,
  listQuery,
  onConfirm,
}: {
  orders: OrderRow[];
  caption: string;
  newIds: ReadonlySet<string>;
  /** The list's own `?…`, handed to the order's page. */
  listQuery: string;
  onConfirm: (order: OrderRow) => void;
}) {
  const words = useWords('deskOrders');
  return (
    <DeskTable
      className="desk-table--cards"
      caption={caption}
      captionHidden
      rows={orders}
      rowKey={(order) => order.id}
      empty={<p>{words.noOrders}</p>}
      rowClassName={(order) => (newIds.has(order.id) ? 'desk-row is-new' : 'desk-row')}
      columns={[
        {
          header: words.order,
          cellClassName: 'desk-card__number',
          cell: (order) => (
            <>
              <a className="order-number desk-row__link" href={`/admin-dashboard/orders/${order.id}${listQuery}`}>
                <span className="visually-hidden">{words.detailsOf} </span>
                <span>{order.number}</span>
              </a>
              <br />
              <small>
                {atTime(order.createdAt)} · {order.paymentMethod === 'cod' ? words.cod : words.online}
                {newIds.has(order.id) && <strong> · {words.newOrder}</strong>}
              </small>
            </>
          ),
        },
        { header: words.customer, cellClassName: 'desk-card__customer', cell: (order) => order.customer.name },
        { header: words.emailColumn, cellClassName: 'desk-card__email', cell: (order) => order.customer.email },
        { header: words.phoneColumn, cellClassName: 'desk-card__phone', cell: (order) => order.customer.phone },
        {
          header: words.totalPriceColumn,
          className: 'number',
          cellClassName: 'desk-card__total',
          cell: (order) => formatPaise(order.totalPaise),
        },
        {
          header: words.payment,
          cellClassName: 'desk-card__payment',
          cell: (order) => <StatusBadge kind="payment" status={order.paymentStatus} />,
        },
        { header: words.delivery, cellClassName: 'desk-card__delivery', cell: (order) => <DeliveryCell order={order} /> },
        {
          header: words.actionsColumn,
          cellClassName: 'desk-card__actions',
          cell: (order) => (
            <div className="desk-actions">
              {canConfirm(order) && (
                <button type="button" className="button--small" onClick={() => onConfirm(order)}>
                  {words.confirmOrder}
                  <span className="visually-hidden"> {order.number}</span>
                </button>
              )}
            </div>
          ),
        },
      ]}
    />
  );
}

/** The delivery badge, and for a COD order waiting to be confirmed, whether a call is due. */
function DeliveryCell({ order }: { order: OrderRow }) {
  return (
    <>
      <StatusBadge kind="delivery" status={order.deliveryStatus} />
      {order.awaitingConfirmation && (
        <>
          <br />
          {order.awaitingConfirmation.callDue ? (
            <span className="status status--call">{CALL_TO_CONFIRM}</span>
          ) : (
            <small>{COD_CONFIRMATION_LABELS.awaiting}</small>
          )}
        </>
      )}
    </>
  );
}
