import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '../cms-schemas.ts';
import { breadcrumbs, daysFrom, jsonLd, product, type Shop, store, streetAddress } from './structured-data.ts';

const settings = (overrides: Partial<SiteSettings> = {}): SiteSettings => ({
  shopName: 'Koolers',
  phone: '+91 98765 43210',
  email: 'hello@koolers.in',
  address: 'Koolers Coconut Co., Shop No. 12, Sector 17, Vashi, Navi Mumbai, Maharashtra 400703',
  city: 'Navi Mumbai',
  state: 'Maharashtra',
  postalCode: '400703',
  businessHours: 'Mon-Sat, 9am - 10pm',
  openingHours: [{ fromDay: 'Monday', toDay: 'Saturday', opens: '09:00', closes: '22:00' }],
  storeLatitude: 19.076,
  storeLongitude: 72.8777,
  deliveryRadiusKm: 5,
  serviceablePincodes: [
    { code: '400703', area: 'Vashi' },
    { code: '400705', area: null },
  ],
  themeColor: '#79e86b',
  deliveryFee: 0,
  deliveryTime: '15-20 minutes',
  deliveryDays: 1,
  logo: null,
  shareImage: null,
  updatedAt: '2026-11-20T08:00:00.000Z',
  ...overrides,
});
const shop = (overrides: Partial<Shop> = {}): Shop => ({
  site: new URL('https://koolers.in'),
  settings: settings(),
  socialLinks: [],
  returnWindowDays: 1,
  language: 'en',
  ...overrides,
});

describe('the shop as search engines read it', () => {
  it.each([
    ['Monday', 'Saturday', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']],
    ['Sunday', 'Sunday', ['Sunday']],
    ['Saturday', 'Monday', ['Saturday', 'Sunday', 'Monday']],
  ] as const)('opens from %s to %s', (from, to, days) => {
    expect(daysFrom(from, to)).toEqual(days);
  });

  it('takes the street from the address editors write, without its city, state and PIN code', () => {
    expect(streetAddress(settings())).toBe('Koolers Coconut Co., Shop No. 12, Sector 17, Vashi');
    expect(streetAddress(settings({ address: 'Shop 4, Vashi' }))).toBe('Shop 4, Vashi');
  });

  it('places the store, its hours and the pincodes the checkout delivers to', () => {
    expect(store(shop(), 'https://koolers.in/uploads/shop.webp')).toMatchObject({
      '@type': 'Store',
      address: { postalCode: '400703', addressLocality: 'Navi Mumbai', addressRegion: 'Maharashtra', addressCountry: 'IN' },
      geo: { latitude: 19.076, longitude: 72.8777 },
      openingHoursSpecification: [{ dayOfWeek: expect.arrayContaining(['https://schema.org/Saturday']), opens: '09:00', closes: '22:00' }],
      areaServed: [
        { '@type': 'Place', name: 'Vashi', address: { '@type': 'PostalAddress', postalCode: '400703', addressCountry: 'IN' } },
        { '@type': 'Place', address: { '@type': 'PostalAddress', postalCode: '400705', addressCountry: 'IN' } },
      ],
    });
  });
});

describe('a product as search engines read it', () => {
  const oil = (overrides: Partial<Shop> = {}) =>
    product(shop(overrides), {
      path: '/product/virgin-coconut-oil',
      name: 'Virgin Coconut Oil',
      description: 'Cold-pressed.',
      images: ['https://koolers.in/uploads/oil.webp'],
      sku: 'product:virgin-coconut-oil',
      sizes: [
        { label: '100 ML', price: 199 },
        { label: '250 ML', price: 399.5 },
      ],
    });

  it('offers each size at its price in rupees, with free delivery in the stated days and the terms’ return window', () => {
    const offers = oil().offers as readonly Record<string, unknown>[];
    expect(offers.map((offer) => [offer.name, offer.price, offer.priceCurrency])).toEqual([
      ['100 ML', '199.00', 'INR'],
      ['250 ML', '399.50', 'INR'],
    ]);
    expect(offers[0]).toMatchObject({
      url: 'https://koolers.in/product/virgin-coconut-oil',
      shippingDetails: {
        shippingRate: { value: 0, currency: 'INR' },
        shippingDestination: { postalCode: ['400703', '400705'] },
        deliveryTime: { transitTime: { maxValue: 1, unitCode: 'DAY' } },
      },
      hasMerchantReturnPolicy: { merchantReturnDays: 1, returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow' },
    });
  });

  it('says returns are not taken when the terms give no window', () => {
    const offers = oil({ returnWindowDays: 0 }).offers as readonly Record<string, unknown>[];
    expect(offers[0]?.hasMerchantReturnPolicy).toMatchObject({ returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted' });
    expect(offers[0]?.hasMerchantReturnPolicy).not.toHaveProperty('merchantReturnDays');
  });

  it('marks up no rating without a published review (Google’s review snippet rules)', () => {
    const none = product(shop(), {
      path: '/p',
      name: 'Oil',
      description: 'd',
      images: [],
      sku: 'product:oil',
      sizes: [],
      reviews: undefined,
    });
    expect(none).not.toHaveProperty('aggregateRating');
    expect(none).not.toHaveProperty('review');
  });

  it('rates the item from its published reviews and names the newest, leaving an erased reviewer unnamed', () => {
    const review = (id: number, stars: number, reviewer: string | null) => ({
      id,
      stars,
      text: reviewer ? `Said ${reviewer}` : 'Kept text',
      reviewer,
      photo: null,
      reply: null,
      date: `2026-11-2${id}T10:00:00.000Z`,
    });
    const rated = product(shop(), {
      path: '/p',
      name: 'Oil',
      description: 'd',
      images: [],
      sku: 'product:oil',
      sizes: [],
      reviews: { count: 3, average: 3.7, reviews: [review(3, 5, 'Priya N.'), review(2, 4, null), review(1, 2, 'Arjun M.')] },
    });
    expect(rated.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 3.7, reviewCount: 3, bestRating: 5, worstRating: 1 });
    expect(rated.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Priya N.' },
        datePublished: '2026-11-23',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
        reviewBody: 'Said Priya N.',
      },
      expect.objectContaining({ author: { '@type': 'Person', name: 'Arjun M.' } }),
    ]);
  });

  it('leads from the home page, named after the shop, to the page', () => {
    expect(breadcrumbs(shop(), [{ name: 'Natural Products', path: '/products' }]).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Koolers', item: 'https://koolers.in/' },
      { '@type': 'ListItem', position: 2, name: 'Natural Products', item: 'https://koolers.in/products' },
    ]);
  });

  it('leads from the home page in the page’s language', () => {
    expect(breadcrumbs(shop({ language: 'mr' }), [{ name: 'प्रश्नोत्तरे', path: '/mr/faq' }]).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Koolers', item: 'https://koolers.in/mr' },
      { '@type': 'ListItem', position: 2, name: 'प्रश्नोत्तरे', item: 'https://koolers.in/mr/faq' },
    ]);
  });

  it('writes JSON-LD no text in it can end its script element', () => {
    const text = jsonLd([{ ...oil(), description: '</script><script>alert(1)</script><!--' }]);
    expect(text).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(text)[0].description).toBe('</script><script>alert(1)</script><!--');
  });
});
