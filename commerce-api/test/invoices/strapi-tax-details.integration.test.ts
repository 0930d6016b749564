import { isValidGstin, stateByCode } from '@koolers/contracts/gst';
import { describe, expect, inject, it } from 'vitest';
import { loadCatalogFromStrapi } from '../../src/catalog/strapi-catalog-source.ts';
import { GST_RATES } from '../../src/invoices/tax.ts';

describe("Strapi's tax facts, as the API reads them", () => {
  it('every kooler, diet drink and product size has an HSN code and an invoiceable rate, and the shop its GST details', async () => {
    const snapshot = await loadCatalogFromStrapi(inject('cmsUrl'));
    const untaxed = [...snapshot.items.values()].flatMap((item) =>
      item.kind === 'product'
        ? [...item.sizes.keys()].filter((size) => !item.sizeTax?.get(size)).map((size) => `${item.ref} ${size}`)
        : item.tax
          ? []
          : [item.ref],
    );
    expect(untaxed).toEqual([]);
    for (const item of snapshot.items.values()) {
      for (const tax of item.kind === 'product' ? [...(item.sizeTax?.values() ?? [])] : [item.tax]) {
        expect(tax?.hsn).toMatch(/^(\d{4}|\d{6}|\d{8})$/);
        expect(GST_RATES).toContain(tax?.ratePercent);
      }
    }
    expect(snapshot.supplier).toMatchObject({ state: 'Maharashtra', stateCode: '27', invoicePrefix: 'KI', creditNotePrefix: 'KCN' });
    expect(isValidGstin(snapshot.supplier?.gstin ?? '')).toBe(true);
    expect(stateByCode(snapshot.supplier?.stateCode ?? '')?.name).toBe(snapshot.supplier?.state);
  });
});
