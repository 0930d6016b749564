import type { Catalog } from '../../src/catalog/catalog.ts';
import type { CatalogItem, CatalogSnapshot } from '../../src/catalog/catalog-snapshot.ts';

const single = (ref: string, name: string, paise: number): CatalogItem => ({
  ref,
  name,
  kind: 'kooler',
  unitPricePaise: paise,
  sizes: new Map(),
});

/** The koolers whose ref and price are the seeded catalogue's (strapi-catalog.integration.test.ts checks them). */
export const MIRRORED_KOOLERS = ['kooler:mango', 'kooler:avocado', 'kooler:chocolate'];

/**
 * A small catalogue the unit tests price with. Its koolers (Mango ₹100, Avocado ₹120, Chocolate
 * ₹75), the Coco Club plan (₹1,200, 10% off) and free delivery to Vashi (400703) are the seeded
 * Strapi's; the coconut oil's sizes and the old numeric id are the fixture's own, for pricing's
 * tests. The integration tests read the real catalogue from Strapi.
 */
export function buildCatalog(overrides: Partial<CatalogSnapshot> = {}): CatalogSnapshot {
  const items: CatalogItem[] = [
    // The seed's Hindi and Marathi names (strapi-catalog.integration.test.ts checks them).
    { ...single('kooler:mango', 'Mango Kooler', 10_000), translatedNames: { hi: 'आम', mr: 'आंबा' } },
    single('kooler:avocado', 'Avocado Kooler', 12_000),
    single('kooler:chocolate', 'Chocolate Kooler', 7_500),
    {
      ref: 'product:virgin-coconut-oil',
      name: 'Virgin Coconut Oil',
      kind: 'product',
      unitPricePaise: null,
      sizes: new Map([
        ['250 ML', 24_950],
        ['500 ML', 44_900],
      ]),
    },
  ];
  return {
    items: new Map(items.map((item) => [item.ref, item])),
    legacyKoolerRefs: new Map([[1, 'kooler:mango']]),
    delivery: {
      feePaise: 0,
      pincodes: new Set(['400703']),
      areas: [{ pincode: '400703', places: ['Vashi'], centre: { latitude: 19.0771, longitude: 72.9986 } }],
      radiusKm: 5,
    },
    membership: {
      name: 'Coco Club Gold',
      pricePaise: 120_000,
      cycle: 'Year',
      memberDiscountPercent: 10,
      upi: { id: 'koolers@okaxis', payeeName: 'Koolers Coconut Co.' },
    },
    loadedAt: new Date(),
    ...overrides,
  };
}

/** The catalogue of an API whose Strapi always answers with `snapshot`. */
export function fixedCatalog(snapshot: CatalogSnapshot = buildCatalog()): Catalog {
  return { get: async () => snapshot, invalidate: async () => {}, check: async () => 'up' };
}
