import { useState } from 'react';
import { formatPaise } from '../../lib/format.ts';
import { useWords } from '../../lib/words.tsx';
import type { CartItem } from '../../stores/cart.ts';
import { Amounts } from '../cart/Amounts.tsx';
import type { QuoteState } from '../cart/quote.ts';
import { QuotedLines } from './QuotedLines.tsx';

/**
 * "Total ₹90.00" above every step after the cart, from the quote the steps use (with the COD fee on
 * the review once it is chosen); opened, it shows the lines and the amounts. Nothing until priced.
 * Closed, they are not in the page at all: the review's own summary is the only one there is.
 */
export default function TotalBar({ items, quote }: { items: CartItem[]; quote: QuoteState }) {
  const [open, setOpen] = useState(false);
  const words = useWords('checkout');
  const priced = 'quote' in quote ? quote.quote : undefined;
  if (!priced) return null;
  return (
    <details className="total-bar" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        {words.total} <span className="price">{formatPaise(priced.totalPaise)}</span>
      </summary>
      {open && (
        <>
          <QuotedLines items={items} quote={quote} />
          <Amounts amounts={priced} busy={quote.status === 'pricing'} />
        </>
      )}
    </details>
  );
}
