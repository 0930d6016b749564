import type { AreaWords } from './translation.ts';

/** The words of Coco Club's join modal and its payment. */
const en = {} as const;

export const club: AreaWords<typeof en> = { en, hi: {}, mr: {} };
