import type { WordsOf } from '@koolers/contracts/words/index';
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { TextRun } from '../../build/delivery-areas.ts';
import type { ProductSummary } from '../../build/product-lookup.ts';
import { api } from '../../lib/api.ts';
import { useLanguage, useWords, withWords } from '../../lib/words.tsx';
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
const ContactStep = lazy(() => import('./ContactStep.tsx'));
const DeliveryStep = lazy(() => import('./DeliveryStep.tsx'));
const ReviewStep = lazy(() => import('./ReviewStep.tsx'));
// With the steps after the cart: the cart step's page (and its budget) does without it.
const TotalBar = lazy(() => import('./TotalBar.tsx'));

const NOTHING: CartItem[] = [];

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
  /** "We deliver to Vashi, …" in the page's language (from the build): the delivery step's hint. */
  whereWeDeliver: TextRun[];
};

/**
 * The one checkout, reached from every cart and checkout address: cart → contact (guest first;
 * skipped when logged in) → delivery details → review, payment choice and pay. Moving between steps
 * changes the address (so Back works) without reloading; what the shopper entered is kept for the tab.
 */
function CheckoutApp({ step: arrivalStep, variant, shop, products, whereWeDeliver }: Props) {
  const [step, setStep] = useState<StepId>(arrivalStep);
  const [session, setSession] = useState<Session>('unknown');
  /** What the contact step's login has to say on the next step ("Registration successful!"). */
  const [notice, setNotice] = useState('');
  const [ready, setReady] = useState(false);
  /** Signed in, or a guest: either may go through the steps after contact. */
  const shopping = session === 'signed-in' || session === 'guest';
  const items = useStore(cart, { ssr: () => NOTHING });
  /** The payment the shopper chose on the review (kept in the draft): there, the quote is for it (a COD fee). */
  const [method, setMethod] = useState<PaymentChoice>('razorpay');
  const quote = useQuote(ready ? items : NOTHING, step === 'review' ? method : undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  const words = useWords('checkout');
  const title = headingOf(step, variant, words);
  const moved = useRef(false);
  const language = useLanguage();

  const go = useCallback(
    (next: StepId, how: { replace?: boolean } = {}) => {
      const cartPath = readDraft().cartPath ?? '/checkout';
      history[how.replace ? 'replaceState' : 'pushState'](null, '', pathOf(next, cartPath, language));
      moved.current = true;
      setStep(next);
    },
    [language],
  );

  useEffect(() => {
    setReady(true);
    setMethod(readDraft().method ?? 'razorpay');
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
    if (step === 'contact' && session === 'signed-in') go('delivery', { replace: true });
    else if (step !== 'contact' && session === 'signed-out') go('contact', { replace: true });
    else if (step === 'review' && !draft.details) go('delivery', { replace: true });
  }, [step, session, go]);

  // After moving between steps, the new step's heading takes the focus (and the title follows).
  useEffect(() => {
    // The brand stays as it is in every language.
    document.title = `${title} | Koolers`;
    if (!moved.current) return;
    scrollTo(0, 0);
    heading.current?.focus();
  }, [title]);

  const next = (from: StepId) => go(from === 'delivery' ? 'review' : from === 'cart' && !shopping ? 'contact' : 'delivery');
  // A guest goes back to their contact details; a customer has none to give.
  const previous = (from: StepId) => go(from === 'review' ? 'delivery' : from === 'delivery' && session === 'guest' ? 'contact' : 'cart');

  return (
    <div className="checkout">
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <StepList current={step} />
      {!ready ? (
        // Never shown without JavaScript, where it would wait forever (the page's note says what to do).
        <p className="muted" data-needs-script>
          {words.loadingCart}
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
        <Suspense fallback={<p className="muted">{words.loading}</p>}>
          <TotalBar items={items} quote={quote} />
          {step === 'contact' && session !== 'unknown' && (
            <ContactStep
              guest={session === 'guest'}
              onSignedIn={(said) => {
                setNotice(said);
                setSession('signed-in');
                next('contact');
              }}
              onGuest={() => {
                setSession('guest');
                next('contact');
              }}
              onPrevious={() => previous('contact')}
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
          {step === 'review' && shopping && (
            <ReviewStep
              items={items}
              quote={quote}
              shop={shop}
              method={method}
              onChoose={(chosen) => {
                saveDraft({ method: chosen });
                setMethod(chosen);
              }}
              onPrevious={() => previous('review')}
              onChooseTime={() => go('delivery')}
              onSignedOut={() => {
                setSession('signed-out');
                go('contact');
              }}
            />
          )}
        </Suspense>
      )}
    </div>
  );
}

/** The step's heading, also the document's title: the cart step's in the words of the address the shopper came in by. */
function headingOf(step: StepId, variant: CartVariant, words: WordsOf<'checkout'>): string {
  if (step === 'cart') return variant === 'shopping-cart' ? words.shoppingCart : words.productOrderPage;
  return words[`${step}Heading`];
}

export default withWords(CheckoutApp);
