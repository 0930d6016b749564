import { describe, expect, inject, it } from 'vitest';
import { loadCatalogFromStrapi } from '../../src/catalog/strapi-catalog-source.ts';
import { buildCatalog, MIRRORED_KOOLERS } from '../support/catalog-fixture.ts';

const cmsUrl = inject('cmsUrl');

/**
 * The unit tests price with the catalogue fixture; this checks that what they rely on is what the
 * seeded Strapi serves, read through the same loader as production: the koolers they buy, the Coco
 * Club plan and the delivery to Vashi.
 */
describe('the catalogue as Strapi serves it', () => {
  it('prices the koolers, the plan and the delivery the unit tests use as the fixture does', async () => {
    const strapi = await loadCatalogFromStrapi(cmsUrl);
    const fixture = buildCatalog();
    for (const ref of MIRRORED_KOOLERS) {
      const { kind, unitPricePaise, sizes } = fixture.items.get(ref) ?? {};
      expect(strapi.items.get(ref), ref).toMatchObject({ ref, kind, unitPricePaise, sizes });
    }
    // The names a Hindi or Marathi order records for its lines: each locale's translation of the same document.
    expect(strapi.items.get('kooler:mango')?.translatedNames).toEqual(fixture.items.get('kooler:mango')?.translatedNames);
    expect(strapi.items.get('product:virgin-coconut-oil')?.translatedNames).toEqual({ hi: 'वर्जिन नारियल तेल', mr: 'व्हर्जिन नारळ तेल' });
    expect(strapi.membership).toMatchObject({
      pricePaise: fixture.membership.pricePaise,
      memberDiscountPercent: fixture.membership.memberDiscountPercent,
    });
    expect(strapi.delivery.feePaise).toBe(fixture.delivery.feePaise);
    for (const pincode of fixture.delivery.pincodes) expect(strapi.delivery.pincodes.has(pincode), pincode).toBe(true);
    // The delivery rule's area: Vashi's places and centre, and how far from it a shared position still counts.
    for (const area of fixture.delivery.areas) expect(strapi.delivery.areas).toContainEqual(area);
    expect(strapi.delivery.radiusKm).toBe(fixture.delivery.radiusKm);
    // The opening hours search engines read are the ones the delivery promise keeps to.
    expect(strapi.openingHours).toEqual([{ fromDay: 'Monday', toDay: 'Saturday', opens: '09:00', closes: '22:00' }]);
  });
});
