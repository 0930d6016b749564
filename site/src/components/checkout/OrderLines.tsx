import { formatPaise } from '../../lib/format.ts';
import { lineNameIn, type OrderView } from '../../lib/orders.ts';
import { useLanguage } from '../../lib/words.tsx';
import { Amounts } from '../cart/Amounts.tsx';

/** An order's lines and amounts as recorded when it was placed (never re-priced), named as the order recorded them. */
export function OrderLines({ order }: { order: OrderView }) {
  const language = useLanguage();
  return (
    <>
      <ul className="review-lines">
        {order.lines.map((line) => {
          const { name, lang } = lineNameIn(language, order, line);
          return (
            <li key={`${line.ref}|${line.size ?? ''}`}>
              <span>
                <span lang={lang}>{name}</span>
                {line.size && <span className="muted"> · {line.size}</span>} × {line.quantity}
              </span>
              <span className="price">{formatPaise(line.lineTotalPaise)}</span>
            </li>
          );
        })}
      </ul>
      <Amounts amounts={order} />
    </>
  );
}
