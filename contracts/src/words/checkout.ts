import type { AreaWords } from './translation.ts';

/** The words of the checkout's steps, the payment pages and the order confirmation. */
const en = {} as const;

export const checkout: AreaWords<typeof en> = { en, hi: {}, mr: {} };
