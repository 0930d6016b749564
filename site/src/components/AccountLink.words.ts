import type { AreaWords } from '@koolers/contracts/words/translation';

/**
 * The header's Account link (AccountLink.astro): its hidden name, and the label its script gives it
 * once it shows a logged-in customer's first name (the name first, as the link shows it).
 */
const en = {
  account: 'Account',
  yourAccount: '{name}, your account',
} as const;

export const accountLinkWords: AreaWords<typeof en> = {
  en,
  hi: {
    account: 'खाता',
    yourAccount: '{name}, आपका खाता',
  },
  mr: {
    account: 'खाते',
    yourAccount: '{name}, तुमचे खाते',
  },
};
