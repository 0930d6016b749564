import { formatPaise } from '../../lib/format.ts';
import type { OrderView } from '../../lib/orders.ts';

/** An order's lines and amounts as recorded when it was placed (never re-priced). */
export function OrderLines({ order }: { order: OrderView }) {
  return (
    <>
      <ul className="review-lines">
        {order.lines.map((line) => (
          <li key={`${line.ref}|${line.size ?? ''}`}>
            <span>
              {line.name}
              {line.size && <span className="muted"> · {line.size}</span>} × {line.quantity}
            </span>
            <span className="price">{formatPaise(line.lineTotalPaise)}</span>
          </li>
        ))}
      </ul>
      <dl className="cart-summary">
        <dt>Sub Total</dt>
        <dd className="price">{formatPaise(order.subtotalPaise)}</dd>
        <dt>Delivery Fee</dt>
        <dd className="price">{formatPaise(order.deliveryFeePaise)}</dd>
        {order.discountPaise > 0 && (
          <>
            <dt>Coco Club discount</dt>
            <dd className="price">−{formatPaise(order.discountPaise)}</dd>
          </>
        )}
        <dt className="cart-summary__total">Total</dt>
        <dd className="cart-summary__total price">{formatPaise(order.totalPaise)}</dd>
      </dl>
    </>
  );
}
