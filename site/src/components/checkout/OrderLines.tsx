import { formatPaise } from '../../lib/format.ts';
import type { OrderView } from '../../lib/orders.ts';
import { Amounts } from '../cart/Amounts.tsx';

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
      <Amounts amounts={order} />
    </>
  );
}
