import { formatPaise } from '../../lib/format.ts';
import type { CartItem } from '../../stores/cart.ts';
import { pricedLine, type QuoteState } from '../cart/quote.ts';

/** The cart's lines with what the server priced each at (blank until priced): the review and the total bar. */
export function QuotedLines({ items, quote }: { items: CartItem[]; quote: QuoteState }) {
  return (
    <ul className="review-lines">
      {items.map((item, index) => {
        const line = pricedLine(quote, items, index);
        return (
          <li key={`${item.ref}|${item.size ?? ''}`}>
            <span>
              {item.name}
              {item.size && <span className="muted"> · {item.size}</span>} × {item.quantity}
            </span>
            <span className="price">{line ? formatPaise(line.lineTotalPaise) : ''}</span>
          </li>
        );
      })}
    </ul>
  );
}
