import type { AreaWords } from './translation.ts';

/** The words of an order as its customer and staff read it: statuses, the timeline, refunds, tax documents. */
const en = {} as const;

export const orders: AreaWords<typeof en> = { en, hi: {}, mr: {} };
