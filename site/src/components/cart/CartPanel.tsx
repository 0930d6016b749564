import { useStore } from '@nanostores/react';
import { type MouseEvent, useEffect, useRef } from 'react';
import { useLinkIn, useWords } from '../../lib/words.tsx';
import { type CartItem, cart } from '../../stores/cart.ts';
import { cartPanelOpen } from '../../stores/cart-panel.ts';
import { CartLine } from './CartLine.tsx';
import { CartSummary } from './CartSummary.tsx';
import { DeliveryPromiseNote } from './DeliveryPromiseNote.tsx';
import { EmptyCart } from './EmptyCart.tsx';
import { pricedLine, refusalOf, useQuote } from './quote.ts';

const NOTHING: CartItem[] = [];

/**
 * "Cart Details": the slide-in panel the header's cart button opens. A modal dialog, so focus moves
 * into it and Esc closes it; a click outside closes it too, and focus goes back to the cart button.
 * Loaded and rendered, closed, when the shopper first reaches for the cart button or "Add to Bag"
 * (cart-panel-loader.ts).
 */
export default function CartPanel() {
  const words = useWords('cart');
  const link = useLinkIn();
  const open = useStore(cartPanelOpen);
  const items = useStore(cart);
  const dialog = useRef<HTMLDialogElement>(null);
  const quote = useQuote(open ? items : NOTHING);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const close = () => cartPanelOpen.set(false);
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Esc closes the dialog natively; this is the click outside.
    <dialog
      ref={dialog}
      className="cart-panel"
      aria-labelledby="cart-panel-title"
      onClick={closeOnBackdrop}
      onClose={() => {
        close();
        document.querySelector<HTMLElement>('[data-cart-button]')?.focus();
      }}
    >
      <div className="cart-panel__frame">
        <div className="dialog__head">
          <h2 id="cart-panel-title" className="dialog__title">
            {words.panelTitle}
          </h2>
          <button type="button" className="dialog__close" aria-label={words.close} onClick={close} />
        </div>
        {items.length === 0 ? (
          <EmptyCart where="panel" />
        ) : (
          <>
            <ul className="cart-lines">
              {items.map((item, index) => (
                <CartLine
                  key={`${item.ref}|${item.size ?? ''}`}
                  item={item}
                  priced={pricedLine(quote, items, index)}
                  refusal={refusalOf(quote, item)}
                />
              ))}
            </ul>
            <CartSummary state={quote} />
            <DeliveryPromiseNote />
            {/* Straight to the step after the cart: the panel has just shown it (issue 32). */}
            <a className="button" href={link('/checkout/step1')}>
              {words.proceedToCheckout}
            </a>
          </>
        )}
      </div>
    </dialog>
  );
}
