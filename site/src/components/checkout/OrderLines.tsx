import { formatPaise } from '../../lib/format.ts';
import type { OrderView } from '../../lib/orders.ts';
import { useLanguage } from '../../lib/words.tsx';
import { Amounts } from '../cart/Amounts.tsx';

/**
 * An order's lines and amounts as recorded when it was placed (never re-priced). The names are the
 * catalogue's English, as the order and its invoice record them: marked so on a Hindi or Marathi page.
 */
export function OrderLines({ order }: { order: OrderView }) {
  const names = useLanguage() === 'en' ? undefined : 'en';
  return (
    <>
      <ul className="review-lines">
        {order.lines.map((line) => (
          <li key={`${line.ref}|${line.size ?? ''}`}>
            <span>
              <span lang={names}>{line.name}</span>
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
