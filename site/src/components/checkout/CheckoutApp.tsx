import { useStore } from '@nanostores/react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api.ts';
import type { ProductSummary } from '../../lib/product-lookup.ts';
import { type CartItem, cart } from '../../stores/cart.ts';
import { EmptyCart } from '../cart/EmptyCart.tsx';
import { useQuote } from '../cart/quote.ts';
import { CartStep } from './CartStep.tsx';
import { type PaymentChoice, readDraft, saveDraft } from './checkout-draft.ts';
import { StepList } from './StepList.tsx';
import type { Shop } from './shop.ts';
import { type CartVariant, pathOf, type StepId, stepFromPath } from './steps.ts';
import './checkout.css';

// Only the step on screen is loaded: the cart step comes with the page, the others when reached.
const SignInStep = lazy(() => import('./SignInStep.tsx'));
const DeliveryStep = lazy(() => import('./DeliveryStep.tsx'));
const PaymentStep = lazy(() => import('./PaymentStep.tsx'));
const ReviewStep = lazy(() => import('./ReviewStep.tsx'));

const NOTHING: CartItem[] = [];
const HEADINGS: Record<Exclude<StepId, 'cart'>, string> = {
  'sign-in': 'Sign in to order',
  delivery: 'Delivery details',
  payment: 'How would you like to pay?',
  review: 'Review and pay',
};

/** 'guest': the shopper chose to order without an account (a checkout session of their own). */
export type Session = 'unknown' | 'signed-in' | 'guest' | 'signed-out';

type Props = {
  /** The step this page shows on arrival (each step has its own address). */
  step: StepId;
  /** The cart step's wording: /checkout's "Shopping Cart" or the "Product Order Page". */
  variant: CartVariant;
  shop: Shop;
  /** Every product by its cart ref (from the build): the cart's pictures and links. */
  products: Record<string, ProductSummary>;
  /** "We deliver to Vashi, …" (from the build): the delivery step's hint. */
  whereWeDeliver: string;
};

/**
 * The one checkout, reached from every cart and checkout address: cart → sign in (skipped when
 * logged in) → delivery details → payment choice → review and pay. Moving between steps changes
 * the address (so Back works) without reloading; what the shopper entered is kept for the tab.
 */
export default function CheckoutApp({ step: arrivalStep, variant, shop, products, whereWeDeliver }: Props) {
  const [step, setStep] = useState<StepId>(arrivalStep);
  const [session, setSession] = useState<Session>('unknown');
  /** What the sign-in step has to say on the next step ("Registration successful!"). */
  const [notice, setNotice] = useState('');
  const [ready, setReady] = useState(false);
  /** Signed in, or a guest: either may go through the steps after sign-in. */
  const shopping = session === 'signed-in' || session === 'guest';
  const items = useStore(cart, { ssr: () => NOTHING });
  /** The payment the shopper chose (kept in the draft): from the payment step on, the quote is for it (a COD fee). */
  const [method, setMethod] = useState<PaymentChoice | undefined>(undefined);
  const quote = useQuote(ready ? items : NOTHING, step === 'payment' || step === 'review' ? method : undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const go = useCallback((next: StepId, how: { replace?: boolean } = {}) => {
    const cartPath = readDraft().cartPath ?? '/checkout';
    history[how.replace ? 'replaceState' : 'pushState'](null, '', pathOf(next, cartPath));
    moved.current = true;
    setStep(next);
  }, []);

  useEffect(() => {
    setReady(true);
    setMethod(readDraft().method);
    if (arrivalStep === 'cart') saveDraft({ cartPath: location.pathname });
    const onPop = () => {
      moved.current = true;
      setStep(stepFromPath(location.pathname));
    };
    addEventListener('popstate', onPop);
    api.get<{ signedIn: boolean; guest?: boolean }>('/auth/session').then((result) => {
      setSession(!result.ok ? 'signed-out' : result.data.signedIn ? 'signed-in' : result.data.guest ? 'guest' : 'signed-out');
    });
    return () => removeEventListener('popstate', onPop);
  }, [arrivalStep]);

  // A step that needs an earlier one done sends the shopper back to it.
  useEffect(() => {
    if (session === 'unknown' || step === 'cart') return;
    const draft = readDraft();
    if (step === 'sign-in' && session !== 'signed-out') go('delivery', { replace: true });
    else if (step !== 'sign-in' && session === 'signed-out') go('sign-in', { replace: true });
    else if ((step === 'payment' || step === 'review') && !draft.details) go('delivery', { replace: true });
    else if (step === 'review' && !draft.method) go('payment', { replace: true });
  }, [step, session, go]);

  // After moving between steps, the new step's heading takes the focus (and the title follows).
  useEffect(() => {
    const title = step === 'cart' ? cartHeading(variant) : HEADINGS[step];
    document.title = `${title} | Koolers`;
    if (!moved.current) return;
    scrollTo(0, 0);
    heading.current?.focus();
  }, [step, variant]);

  const next = (from: StepId) => {
    if (from === 'cart') go(shopping ? 'delivery' : 'sign-in');
    else if (from === 'sign-in') go('delivery');
    else if (from === 'delivery') go('payment');
    else if (from === 'payment') go('review');
  };
  const previous = (from: StepId) => {
    if (from === 'review') go('payment');
    else if (from === 'payment') go('delivery');
    else go('cart');
  };

  return (
    <div className="checkout">
      <h1 ref={heading} tabIndex={-1}>
        {step === 'cart' ? cartHeading(variant) : HEADINGS[step]}
      </h1>
      <StepList current={step} />
      {!ready ? (
        // Never shown without JavaScript, where it would wait forever (the page's note says what to do).
        <p className="muted" data-needs-script>
          Loading your cart…
        </p>
      ) : step === 'cart' ? (
        <CartStep
          variant={variant}
          items={items}
          quote={quote}
          products={products}
          onCheckout={(chosen) => {
            if (chosen) {
              saveDraft({ method: chosen });
              setMethod(chosen);
            }
            next('cart');
          }}
        />
      ) : items.length === 0 ? (
        <EmptyCart where={variant} />
      ) : (
        <Suspense fallback={<p className="muted">Loading…</p>}>
          {step === 'sign-in' && (
            <SignInStep
              onSignedIn={(said) => {
                setNotice(said);
                setSession('signed-in');
                next('sign-in');
              }}
              onGuest={() => {
                setSession('guest');
                next('sign-in');
              }}
              onPrevious={() => previous('sign-in')}
            />
          )}
          {step === 'delivery' && shopping && (
            <DeliveryStep
              guest={session === 'guest'}
              whereWeDeliver={whereWeDeliver}
              notice={notice}
              onNext={() => next('delivery')}
              onPrevious={() => previous('delivery')}
            />
          )}
          {step === 'payment' && shopping && (
            <PaymentStep quote={quote} onChoose={setMethod} onNext={() => next('payment')} onPrevious={() => previous('payment')} />
          )}
          {step === 'review' && shopping && (
            <ReviewStep
              items={items}
              quote={quote}
              shop={shop}
              onPrevious={() => previous('review')}
              onChooseTime={() => go('delivery')}
              onSignedOut={() => {
                setSession('signed-out');
                go('sign-in');
              }}
            />
          )}
        </Suspense>
      )}
    </div>
  );
}

function cartHeading(variant: CartVariant): string {
  return variant === 'shopping-cart' ? 'Shopping Cart' : 'Product Order Page';
}
