import { pino } from 'pino';
import { type Catalog, createCatalog } from '../../src/catalog/catalog.ts';
import type { CatalogSnapshot } from '../../src/catalog/catalog-snapshot.ts';

/** The shop's GST details as Strapi's seed has them. */
export const SUPPLIER = {
  legalName: 'Koolers Coconut Company Private Limited',
  gstin: '27AAKCK4021M1ZC',
  address: 'Shop No. 12, Palm Beach Galleria, Sector 17, Vashi, Navi Mumbai 400703',
  state: 'Maharashtra',
  stateCode: '27',
  invoicePrefix: 'KI',
  creditNotePrefix: 'KCN',
};

/**
 * A catalogue with the tax facts Strapi holds (HSN codes, rates, the shop's GST details), served
 * without Strapi. It also delivers to a Goa pincode, for a supply outside Maharashtra.
 */
export function taxedSnapshot(overrides: Partial<CatalogSnapshot> = {}): CatalogSnapshot {
  return {
    items: new Map([
      [
        'kooler:mango',
        {
          ref: 'kooler:mango',
          name: 'Mango',
          translatedNames: { hi: 'आम', mr: 'आंबा' },
          kind: 'kooler',
          unitPricePaise: 10_000,
          sizes: new Map(),
          tax: { hsn: '22029920', ratePercent: 12 },
        },
      ],
      [
        'kooler:tender-coconut',
        {
          ref: 'kooler:tender-coconut',
          name: 'Tender Coconut',
          kind: 'kooler',
          unitPricePaise: 10_000,
          sizes: new Map(),
          tax: { hsn: '22029090', ratePercent: 5 },
        },
      ],
      [
        'product:virgin-coconut-oil',
        {
          ref: 'product:virgin-coconut-oil',
          name: 'Virgin Coconut Oil',
          kind: 'product',
          unitPricePaise: null,
          sizes: new Map([['250 ML', 39_900]]),
          sizeTax: new Map([['250 ML', { hsn: '15131900', ratePercent: 5 }]]),
        },
      ],
    ]),
    legacyKoolerRefs: new Map(),
    delivery: {
      feePaise: 0,
      pincodes: new Set(['400703', '403001']),
      areas: [
        { pincode: '400703', places: ['Vashi'], centre: { latitude: 19.0771, longitude: 72.9986 } },
        { pincode: '403001', places: ['Panaji'], centre: { latitude: 15.4989, longitude: 73.8278 } },
      ],
      radiusKm: 5,
    },
    membership: {
      name: 'Coco Club',
      pricePaise: 120_000,
      cycle: 'Year',
      memberDiscountPercent: 10,
      upi: { id: 'koolers@okaxis', payeeName: 'Koolers Coconut Co.' },
    },
    supplier: SUPPLIER,
    loadedAt: new Date(),
    ...overrides,
  };
}

export function taxedCatalog(snapshot = taxedSnapshot()): Catalog {
  return createCatalog({ load: async () => snapshot, check: async () => 'up', logger: pino({ level: 'silent' }) });
}

/** A catalogue an editor changes while the test runs: `edit` publishes a new snapshot, as Strapi's webhook would. */
export function editableCatalog(first = taxedSnapshot()) {
  let current = first;
  const catalog = createCatalog({ load: async () => current, check: async () => 'up', logger: pino({ level: 'silent' }) });
  return {
    catalog,
    async edit(change: (snapshot: CatalogSnapshot) => CatalogSnapshot) {
      current = { ...change(current), loadedAt: new Date() };
      await catalog.invalidate();
    },
  };
}
