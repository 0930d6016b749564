import type { SoldOutToday } from '../../availability/sold-out-today.ts';
import type { CatalogSnapshot } from '../../catalog/catalog-snapshot.ts';

/**
 * An item staff can put on a phoned-in order: its ref, name, and its price or its sizes' prices,
 * each with whether it is sold out today (checkout would refuse it).
 */
export type DeskCatalogueItem = {
  ref: string;
  name: string;
  kind: 'kooler' | 'product' | 'diet-drink';
  unitPricePaise: number | null;
  soldOut: boolean;
  sizes: { label: string; pricePaise: number; soldOut: boolean }[];
};

/** The catalogue checkout prices with, as the desk's order form lists it (by kind, then name). */
export function deskCatalogue(snapshot: CatalogSnapshot, soldOut: SoldOutToday): DeskCatalogueItem[] {
  const kinds = { kooler: 0, product: 1, 'diet-drink': 2 };
  return [...snapshot.items.values()]
    .filter((item) => item.unitPricePaise !== null || item.sizes.size > 0)
    .map((item) => ({
      ref: item.ref,
      name: item.name,
      kind: item.kind,
      unitPricePaise: item.unitPricePaise,
      soldOut: soldOut.has(item.ref, null),
      sizes: [...item.sizes].map(([label, pricePaise]) => ({ label, pricePaise, soldOut: soldOut.has(item.ref, label) })),
    }))
    .sort((a, b) => kinds[a.kind] - kinds[b.kind] || a.name.localeCompare(b.name));
}
