import type { AreaWords } from './translation.ts';

/**
 * The order desk's words for orders: the list, an order's page and its dialogs, phone orders. Only
 * staff read the desk, and it is English (see desk.ts), so Hindi and Marathi are the English words.
 */
const en = {} as const;

export const deskOrders: AreaWords<typeof en> = { en, hi: en, mr: en };
