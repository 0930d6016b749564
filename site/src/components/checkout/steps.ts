/**
 * The checkout's steps, one address each so the browser's Back works and a reload stays put. The
 * cart step lives at whichever cart address the shopper came in by (/checkout, /order, /cart,
 * /productorderpage). Older addresses still lead somewhere: /checkout-form is the delivery step,
 * and /checkout/step3 (the payment step, folded into the review: issue 32) is the review.
 */
import type { Language } from '@koolers/contracts/languages';
import { englishPathOf, linkIn } from '@koolers/contracts/pages';

/** Which of the old shop's cart pages the shopper came in by: they differ only in their words. */
export type CartVariant = 'shopping-cart' | 'product-order';

export type StepId = 'cart' | 'contact' | 'delivery' | 'review';

/** The steps in their order (their titles are the words' `cartStep`…, StepList.tsx). */
export const STEPS: readonly StepId[] = ['cart', 'contact', 'delivery', 'review'];

const STEP_PATHS: Record<Exclude<StepId, 'cart'>, string> = {
  contact: '/checkout/step1',
  delivery: '/checkout/step2',
  review: '/checkout/review',
};

const OLDER_PATHS: Record<string, StepId> = { '/checkout-form': 'delivery', '/checkout/step3': 'review' };

/** The step at an address, in any language (`/hi/checkout/step1` is the contact step). */
export function stepFromPath(address: string): StepId {
  const path = englishPathOf(address);
  const found = (Object.entries(STEP_PATHS) as [StepId, string][]).find(([, stepPath]) => stepPath === path);
  return found?.[0] ?? OLDER_PATHS[path] ?? 'cart';
}

/**
 * The address of a step in the page's language; the cart step goes back to the cart address the
 * shopper used (in this language, should they have switched since).
 */
export function pathOf(step: StepId, cartPath: string, language: Language): string {
  return linkIn(language, step === 'cart' ? englishPathOf(cartPath) : STEP_PATHS[step]);
}
