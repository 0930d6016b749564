import type { AreaWords } from './translation.ts';

/** The words of signing in, registering, passwords and the account page. */
const en = {} as const;

export const account: AreaWords<typeof en> = { en, hi: {}, mr: {} };
