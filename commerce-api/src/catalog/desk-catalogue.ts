import type { DeskCatalogueItem, ItemKind } from '@koolers/contracts/catalogue';
import type { SoldOutToday } from '../availability/sold-out-today.ts';
import type { CatalogSnapshot } from './catalog-snapshot.ts';

/** The catalogue checkout prices with, as the desk's order form lists it (by kind, then name). */
export function deskCatalogue(snapshot: CatalogSnapshot, soldOut: SoldOutToday): DeskCatalogueItem[] {
  const kinds: Record<ItemKind, number> = { kooler: 0, product: 1, 'diet-drink': 2 };
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
