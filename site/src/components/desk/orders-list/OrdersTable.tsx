import { formatPaise } from '../../../lib/format.ts';
import type { OrderRow } from '../desk-api.ts';
import { DESK } from '../desk-messages.ts';
import { atTime } from '../desk-time.ts';
import { canCancel, canConfirm } from '../order-actions.ts';
import { StatusBadge } from '../StatusBadges.tsx';

/**
 * The spec's "Orders List" table: its columns and actions (Details, Confirm Order, Delete as a
 * cancellation); orders that just arrived are highlighted and marked New.
 */
export function OrdersTable({
  orders,
  caption,
  newIds,
  onConfirm,
  onCancel,
}: {
  orders: OrderRow[];
  caption: string;
  newIds: ReadonlySet<string>;
  onConfirm: (order: OrderRow) => void;
  onCancel: (order: OrderRow) => void;
}) {
  return (
    <div className="desk-table-wrap">
      <table className="desk-table">
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
                    <button type="button" className="button--small" onClick={() => onConfirm(order)}>
                      {DESK.confirmOrder}
                      <span className="visually-hidden"> {order.number}</span>
                    </button>
                  )}
                  {canCancel(order) && (
                    <button type="button" className="button--small button--light" onClick={() => onCancel(order)}>
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
  );
}
