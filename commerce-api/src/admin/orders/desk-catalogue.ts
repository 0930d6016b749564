import type { CatalogSnapshot } from '../../catalog/catalog-snapshot.ts';

/** An item staff can put on a phoned-in order: its ref, name, and its price or its sizes' prices. */
export type DeskCatalogueItem = {
  ref: string;
  name: string;
  kind: 'kooler' | 'product' | 'diet-drink';
  unitPricePaise: number | null;
  sizes: { label: string; pricePaise: number }[];
};

/** The catalogue checkout prices with, as the desk's order form lists it (by kind, then name). */
export function deskCatalogue(snapshot: CatalogSnapshot): DeskCatalogueItem[] {
  const kinds = { kooler: 0, product: 1, 'diet-drink': 2 };
  return [...snapshot.items.values()]
    .filter((item) => item.unitPricePaise !== null || item.sizes.size > 0)
    .map((item) => ({
      ref: item.ref,
      name: item.name,
      kind: item.kind,
      unitPricePaise: item.unitPricePaise,
      sizes: [...item.sizes].map(([label, pricePaise]) => ({ label, pricePaise })),
    }))
    .sort((a, b) => kinds[a.kind] - kinds[b.kind] || a.name.localeCompare(b.name));
}
