import { SOLD_OUT_TODAY } from '@koolers/contracts/availability';
import { useEffect, useState } from 'react';
import { onSoldOut, type SoldOut } from '../../lib/availability.ts';
import { formatRupees } from '../../lib/format.ts';
import { offerOnSale } from '../../lib/offer-on-sale.ts';
import { accountWishlist, saveHeart, type WishlistItem } from '../../lib/wishlist.ts';
import { fill, useLinkIn, useWords } from '../../lib/words.tsx';
import { addToCart } from '../../stores/cart.ts';
import type { ProductLookup } from './account-api.ts';
import type { SectionProps } from './account-sections.ts';

type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; items: WishlistItem[] };

/** Until the page has read what is sold out today, everything shows as on sale (the checkout still refuses what is not). */
const NOTHING_SOLD_OUT: SoldOut = { item: () => false, size: () => false };

/**
 * The products the customer hearted, here or on any device (and as a visitor on this one), each with
 * its price (and size), "Sold out today" when staff say so, Add to Bag and Remove.
 */
export function WishlistSection({ products, onSessionEnded }: SectionProps & { products: ProductLookup }) {
  const words = useWords('account');
  const link = useLinkIn();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [notice, setNotice] = useState<{ text: string; toCart?: boolean }>({ text: '' });
  const [soldOut, setSoldOut] = useState<SoldOut>(NOTHING_SOLD_OUT);

  useEffect(() => {
    accountWishlist().then((result) => {
      if (result.ok) setState({ kind: 'ready', items: result.data.items });
      else if (result.status === 401) onSessionEnded();
      else setState({ kind: 'error', message: result.message });
    });
  }, [onSessionEnded]);

  useEffect(() => {
    const stop = onSoldOut(setSoldOut);
    return () => {
      stop();
    };
  }, []);

  async function remove(ref: string, name: string) {
    const result = await saveHeart(ref, false);
    if (!result.ok && result.status === 401) return onSessionEnded();
    if (!result.ok && result.status !== 404) return setNotice({ text: result.message });
    setState((current) =>
      current.kind === 'ready' ? { kind: 'ready', items: current.items.filter((item) => item.ref !== ref) } : current,
    );
    setNotice({ text: fill(words.removedFromWishlist, { name }) });
  }

  function addToBag(ref: string, name: string, size: string | null) {
    addToCart({ ref, name, ...(size ? { size } : {}) });
    setNotice({ text: size ? fill(words.addedSizeToBag, { name, size }) : fill(words.addedToBag, { name }), toCart: true });
  }

  if (state.kind === 'loading') return <p role="status">{words.loadingWishlist}</p>;
  if (state.kind === 'error')
    return (
      <p role="alert" className="field__error">
        {fill(words.error, { message: state.message })}
      </p>
    );
  return (
    <div className="wishlist">
      <p role="status" className="wishlist__notice">
        {notice.text}
        {notice.toCart && (
          <>
            {' '}
            <a href={link('/order')}>{words.viewCart}</a>
          </>
        )}
      </p>
      {state.items.length === 0 ? (
        <p>
          {words.wishlistEmptyBefore} <a href={link('/products')}>{words.productsLink}</a> {words.wishlistEmptyAfter}
        </p>
      ) : (
        <ul className="wishlist__list">
          {state.items.map(({ ref }) => {
            const product = products[ref];
            const name = product?.name ?? words.noLongerSold;
            const offer = product ? offerOnSale(ref, product.offers, soldOut) : null;
            return (
              <li key={ref} className="wishlist__item card">
                {product?.image ? (
                  <img src={product.image} alt="" width="64" height="64" loading="lazy" />
                ) : (
                  <span className="wishlist__no-image" />
                )}
                <div className="wishlist__what">
                  {product ? <a href={product.href}>{name}</a> : <span>{name}</span>}
                  {offer ? (
                    <span className="wishlist__offer">
                      {offer.label && <span className="muted">{offer.label} · </span>}
                      <span className="price">{formatRupees(offer.price)}</span>
                    </span>
                  ) : (
                    product && product.offers.length > 0 && <span className="wishlist__sold-out">{SOLD_OUT_TODAY}</span>
                  )}
                </div>
                <div className="wishlist__actions">
                  {offer && (
                    <button type="button" className="button button--small" onClick={() => addToBag(ref, name, offer.size)}>
                      {words.addToBag}
                      <span className="visually-hidden"> {name}</span>
                    </button>
                  )}
                  <button type="button" className="button button--light button--small" onClick={() => void remove(ref, name)}>
                    {words.remove}
                    <span className="visually-hidden"> {name}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
