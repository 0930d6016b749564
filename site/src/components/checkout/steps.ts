/**
 * The checkout's steps, one address each so the browser's Back works and a reload stays put. The
 * cart step lives at whichever cart address the shopper came in by (/checkout, /order, /cart,
 * /productorderpage); /checkout-form is the delivery step under its older name.
 */
/** Which of the old shop's cart pages the shopper came in by: they differ only in their words. */
export type CartVariant = 'shopping-cart' | 'product-order';

export type StepId = 'cart' | 'sign-in' | 'delivery' | 'payment' | 'review';

export const STEPS: { id: StepId; title: string }[] = [
  { id: 'cart', title: 'Cart' },
  { id: 'sign-in', title: 'Sign in' },
  { id: 'delivery', title: 'Delivery' },
  { id: 'payment', title: 'Payment' },
  { id: 'review', title: 'Review' },
];

const STEP_PATHS: Record<Exclude<StepId, 'cart'>, string> = {
  'sign-in': '/checkout/step1',
  delivery: '/checkout/step2',
  payment: '/checkout/step3',
  review: '/checkout/review',
};

export function stepFromPath(path: string): StepId {
  if (path === '/checkout-form') return 'delivery';
  const found = (Object.entries(STEP_PATHS) as [StepId, string][]).find(([, stepPath]) => stepPath === path);
  return found?.[0] ?? 'cart';
}

/** The address of a step; the cart step goes back to the cart address the shopper used. */
export function pathOf(step: StepId, cartPath: string): string {
  return step === 'cart' ? cartPath : STEP_PATHS[step];
}
