/**
 * The catalogue's kinds of item and the desk's view of what can be ordered by phone. Types and one
 * list only: islands import it, so no zod here (the API's schemas build their enum from `ITEM_KINDS`).
 */

/** A kooler, a product (sold in sizes or singly) or a diet drink: also a promotion code's categories. */
export const ITEM_KINDS = ['kooler', 'product', 'diet-drink'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/**
 * An item staff can put on a phoned-in order (`GET /api/admin/catalogue`): its ref, name, and its
 * price or its sizes' prices, each with whether it is sold out today (checkout would refuse it).
 */
export type DeskCatalogueItem = {
  ref: string;
  name: string;
  kind: ItemKind;
  unitPricePaise: number | null;
  /** Sold out today: checkout refuses it, and so would the phone order. */
  soldOut: boolean;
  sizes: { label: string; pricePaise: number; soldOut: boolean }[];
};
