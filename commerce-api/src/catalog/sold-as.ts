import type { CatalogItem, CatalogSnapshot, ItemTax } from './catalog-snapshot.ts';
import { findItem } from './catalog-snapshot.ts';

/**
 * What a line is sold as, for its tax invoice: the HSN code and GST rate the accountant set in
 * Strapi, and the unit its quantity is counted in. Checkout keeps it on each order line, so the
 * invoice shows what was sold even after the item leaves the catalogue or its rate changes.
 */
export type SoldAs = ItemTax & { unit: QuantityUnit };

/** How a line's goods are counted (GST's unit quantity codes): bottles, or numbers of packs. */
export type QuantityUnit = 'BTL' | 'NOS';

/** Natural products are counted in packs (numbers); koolers and diet drinks in bottles. */
export function unitOf(item: Pick<CatalogItem, 'kind'>): QuantityUnit {
  return item.kind === 'product' ? 'NOS' : 'BTL';
}

/** The line's tax details as the catalogue holds them now; null for an item (or size) Strapi has none for. */
export function soldAs(snapshot: CatalogSnapshot, ref: string, size: string | null): SoldAs | null {
  const item = findItem(snapshot, ref);
  const tax = size === null ? item?.tax : item?.sizeTax?.get(size);
  return item && tax ? { hsn: tax.hsn, ratePercent: tax.ratePercent, unit: unitOf(item) } : null;
}
