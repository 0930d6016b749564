import type { AreaWords } from '@koolers/contracts/words/translation';

/** The dialog frame's ✕ button (Dialog.astro), and the search dialog's, which is drawn the same. */
const en = {
  close: 'Close',
} as const;

export const dialogWords: AreaWords<typeof en> = {
  en,
  hi: {
    close: 'बंद करें',
  },
  mr: {
    close: 'बंद करा',
  },
};
