import type { AppliedDiscount } from '@koolers/contracts/promotions';
import { formatPaise } from '../../lib/format.ts';
import { fill, useWords } from '../../lib/words.tsx';
import './amounts.css';

type AmountsPaise = {
  subtotalPaise: number;
  deliveryFeePaise: number;
  discountPaise: number;
  discount?: AppliedDiscount | null;
  /** The cash on delivery fee, on a COD quote or order when the shop charges one. */
  codFeePaise?: number;
  totalPaise: number;
};

/**
 * The four amounts of a cart or an order, in paise from the server. A module of its own: the order's
 * pages show it without the cart summary's promotion-code form and store.
 */
export function Amounts({ amounts, busy = false }: { amounts: AmountsPaise; busy?: boolean }) {
  const words = useWords('cart');
  return (
    <dl className="cart-summary" aria-busy={busy || undefined}>
      <dt>{words.subtotal}</dt>
      <dd className="price">{formatPaise(amounts.subtotalPaise)}</dd>
      <dt>{words.deliveryFee}</dt>
      <dd className="price">{formatPaise(amounts.deliveryFeePaise)}</dd>
      {amounts.codFeePaise ? (
        <>
          <dt>{words.codFee}</dt>
          <dd className="price">{formatPaise(amounts.codFeePaise)}</dd>
        </>
      ) : null}
      {amounts.discountPaise > 0 && (
        <>
          {/* discountLabel's wording (contracts/promotions.ts), kept here: the cart's budget has no room for another chunk. */}
          <dt>{amounts.discount?.kind === 'code' ? fill(words.codeDiscount, { code: amounts.discount.code }) : words.clubDiscount}</dt>
          <dd className="price">−{formatPaise(amounts.discountPaise)}</dd>
        </>
      )}
      <dt className="cart-summary__total">{words.total}</dt>
      <dd className="cart-summary__total price">{formatPaise(amounts.totalPaise)}</dd>
    </dl>
  );
}
