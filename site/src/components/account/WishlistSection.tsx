import { useEffect, useState } from 'react';
import { accountWishlist, saveHeart, type WishlistItem } from '../../lib/wishlist.ts';
import type { ProductLookup } from './account-api.ts';
import type { SectionProps } from './account-sections.ts';

type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; items: WishlistItem[] };

/** The products the customer hearted, here or on any device (and as a visitor on this one). */
export function WishlistSection({ products, onSessionEnded }: SectionProps & { products: ProductLookup }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [notice, setNotice] = useState('');

  useEffect(() => {
    accountWishlist().then((result) => {
      if (result.ok) setState({ kind: 'ready', items: result.data.items });
      else if (result.status === 401) onSessionEnded();
      else setState({ kind: 'error', message: result.message });
    });
  }, [onSessionEnded]);

  async function remove(ref: string, name: string) {
    const result = await saveHeart(ref, false);
    if (!result.ok && result.status === 401) return onSessionEnded();
    if (!result.ok && result.status !== 404) return setNotice(result.message);
    setState((current) =>
      current.kind === 'ready' ? { kind: 'ready', items: current.items.filter((item) => item.ref !== ref) } : current,
    );
    setNotice(`${name} was removed from your wishlist.`);
  }

  if (state.kind === 'loading') return <p role="status">Loading your wishlist...</p>;
  if (state.kind === 'error') return <p role="alert" className="field__error">{`Error: ${state.message}`}</p>;
  return (
    <div className="wishlist">
      <p role="status" className="wishlist__notice">
        {notice}
      </p>
      {state.items.length === 0 ? (
        <p>
          Your wishlist is empty. Tap the heart on any of our <a href="/products">products</a> to keep it here.
        </p>
      ) : (
        <ul className="wishlist__list">
          {state.items.map(({ ref }) => {
            const product = products[ref];
            const name = product?.name ?? 'A product we no longer sell';
            return (
              <li key={ref} className="wishlist__item card">
                {product?.image ? (
                  <img src={product.image} alt="" width="64" height="64" loading="lazy" />
                ) : (
                  <span className="wishlist__no-image" />
                )}
                {product ? <a href={product.href}>{name}</a> : <span>{name}</span>}
                <button type="button" className="button button--light button--small" onClick={() => void remove(ref, name)}>
                  Remove<span className="visually-hidden"> {name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
