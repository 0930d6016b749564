import { CALL_TO_CONFIRM, COD_CONFIRMATION_LABELS } from '@koolers/contracts/cod-rules';
import { formatPaise } from '../../../lib/format.ts';
import type { OrderRow } from '../desk-api.ts';
import { DESK } from '../desk-messages.ts';
import { atTime } from '../desk-time.ts';
import { canConfirm } from '../order-actions.ts';
import { StatusBadge } from '../StatusBadges.tsx';

/**
 * The spec's "Orders List" table: its columns and actions (Details, Confirm Order; the spec's Delete
 * is "Cancel order" on the order's page, not a button on every row); orders that just arrived are
 * highlighted and marked New. The whole row (a card on a phone) opens the order: its number is the
 * link, stretched over the row (desk.css), so a click anywhere and the keyboard's one stop agree;
 * the link carries the list's address for the order's previous and next. On a phone each row is a
 * card: number, customer, total and the two badges, with nothing to scroll sideways.
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
  return (
    <div className="desk-table-wrap">
      <table className="desk-table desk-table--cards">
        <caption className="visually-hidden">{caption}</caption>
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
          {orders.map((order) => (
            <tr key={order.id} className={newIds.has(order.id) ? 'desk-row is-new' : 'desk-row'}>
              <td className="desk-card__number">
                <a className="order-number desk-row__link" href={`/admin-dashboard/orders/${order.id}${listQuery}`}>
                  <span className="visually-hidden">Details of </span>
                  <span>{order.number}</span>
                </a>
                <br />
                <small>
                  {atTime(order.createdAt)} · {order.paymentMethod === 'cod' ? 'COD' : 'Online'}
                  {newIds.has(order.id) && <strong> · New</strong>}
                </small>
              </td>
              <td className="desk-card__customer">{order.customer.name}</td>
              <td className="desk-card__email">{order.customer.email}</td>
              <td className="desk-card__phone">{order.customer.phone}</td>
              <td className="number desk-card__total">{formatPaise(order.totalPaise)}</td>
              <td className="desk-card__payment">
                <StatusBadge kind="payment" status={order.paymentStatus} />
              </td>
              <td className="desk-card__delivery">
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
              </td>
              <td className="desk-card__actions">
                <div className="desk-actions">
                  {canConfirm(order) && (
                    <button type="button" className="button--small" onClick={() => onConfirm(order)}>
                      {DESK.confirmOrder}
                      <span className="visually-hidden"> {order.number}</span>
                    </button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
