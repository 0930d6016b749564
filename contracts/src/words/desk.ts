import type { AreaWords } from './translation.ts';

/**
 * The order desk's words, apart from its orders (desk-orders.ts): its frame, sign-in, settings, team,
 * codes, reviews and messages. Only staff read the desk, and it is English (issue 35 translates what
 * shoppers and customers read), so Hindi and Marathi are the English words.
 */
const en = {} as const;

export const desk: AreaWords<typeof en> = { en, hi: en, mr: en };
