import { formatPaise } from '../../lib/format.ts';
import { fill, useWords } from '../../lib/words.tsx';
import type { CartItem } from '../../stores/cart.ts';
import { CartSummary, PromotionCodeEntry } from '../cart/CartSummary.tsx';
import type { QuoteState } from '../cart/quote.ts';
import { type PaymentChoice, readDraft } from './checkout-draft.ts';
import { orderRequest } from './order-request.ts';
import { PaymentMethods } from './PaymentMethods.tsx';
import { QuotedLines } from './QuotedLines.tsx';
import { ReviewDelivery } from './ReviewDelivery.tsx';
import { ReviewNotice } from './ReviewNotice.tsx';
import type { Shop } from './shop.ts';
import { usePlaceOrder } from './use-place-order.ts';

/**
 * The last step: what is ordered, where it goes, how it is paid (online, or cash on delivery with
 * the shop's fee in the quote, chosen here above the button), and one button with the amount, which
 * places the order (use-place-order.ts).
 */
export default function ReviewStep({
  items,
  quote,
  shop,
  method,
  onChoose,
  onPrevious,
  onChooseTime,
  onSignedOut,
}: {
  items: CartItem[];
  quote: QuoteState;
  shop: Shop;
  method: PaymentChoice;
  /** The quote follows the choice: with cash on delivery it carries the shop's fee. */
  onChoose: (method: PaymentChoice) => void;
  onPrevious: () => void;
  /** Back to the delivery step, where the time is chosen (the server refused the one chosen). */
  onChooseTime: () => void;
  onSignedOut: () => void;
}) {
  const words = useWords('checkout');
  const draft = readDraft();
  const { details, deliveryWords } = draft;
  const priced = quote.status === 'priced' ? quote.quote : undefined;
  const body = orderRequest(items, draft, priced);
  const { busy, notice, codRefused, timeRefused, choose, pay } = usePlaceOrder({ body, method, shop, onChoose, onSignedOut });
  if (!details) return null;

  const total = priced ? formatPaise(priced.totalPaise) : '';
  const codFeePaise = method === 'cod' ? priced?.codFeePaise : undefined;
  return (
    <div className="checkout-step">
      <ReviewNotice notice={notice} busy={busy} onRetry={() => void pay()} />
      <section aria-labelledby="review-items">
        <h2 id="review-items">{words.yourOrder}</h2>
        <QuotedLines items={items} quote={quote} />
        <CartSummary state={quote} />
        <PromotionCodeEntry quote={priced} />
      </section>
      <ReviewDelivery details={details} deliveryWords={deliveryWords} timeRefused={timeRefused} onChooseTime={onChooseTime} />
      <PaymentMethods method={method} busy={busy} codFeePaise={codFeePaise} codRefused={codRefused} onChoose={choose} />
      <div className="checkout-actions">
        <button type="button" className="button button--light" onClick={onPrevious} disabled={busy}>
          {words.previous}
        </button>
        <button type="button" className="button button--pay" onClick={pay} disabled={!priced || busy} aria-busy={busy || undefined}>
          {busy ? words.processing : fill(method === 'cod' ? words.placeOrderCod : words.payAmount, { amount: total })}
        </button>
      </div>
    </div>
  );
}
