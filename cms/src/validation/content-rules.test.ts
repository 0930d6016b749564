import { describe, expect, it } from 'vitest';
import { checkContent, rupeesProblem } from './content-rules';

describe('prices', () => {
  it.each([
    [100, null],
    [99.5, null],
    ['249.50', null],
    [0.01, null],
    [0, 'Must be more than ₹0.'],
    [-5, 'Must be more than ₹0.'],
    [99.999, 'Can have at most two decimals (paise), e.g. 99.50.'],
    [20_000_000, 'Cannot be more than ₹1,00,00,000.'],
    ['a hundred', 'Must be an amount in rupees, e.g. 100 or 99.50.'],
  ])('%s rupees → %s', (amount, problem) => {
    expect(rupeesProblem(amount)).toBe(problem);
  });

  it('lets a delivery fee be 0 (free delivery) but not less', () => {
    expect(checkContent('api::site-setting.site-setting', { deliveryFee: 0 })).toEqual([]);
    expect(checkContent('api::site-setting.site-setting', { deliveryFee: -1 })).toEqual([
      { path: ['deliveryFee'], message: 'Cannot be less than ₹0.' },
    ]);
  });

  it('checks each size of a product, and refuses the same size twice (the bag keys sizes by name)', () => {
    const sizes = [
      { label: '100 ML', mrp: 120 },
      { label: '250 ML', mrp: 0 },
      { label: '100 ML', mrp: 130.125 },
    ];
    expect(checkContent('api::product.product', { sizes })).toEqual([
      { path: ['sizes', 1, 'mrp'], message: 'Must be more than ₹0.' },
      { path: ['sizes', 2, 'mrp'], message: 'Can have at most two decimals (paise), e.g. 99.50.' },
      { path: ['sizes', 2, 'label'], message: 'The size “100 ML” is listed twice.' },
    ]);
  });

  it('looks only at the fields a save sends', () => {
    expect(checkContent('api::kooler.kooler', { name: 'Mango' })).toEqual([]);
    expect(checkContent('api::faq.faq', { question: 'Why?' })).toEqual([]);
  });
});

describe('delivery area', () => {
  it('refuses a pincode listed twice and a delivery distance of 0', () => {
    const serviceablePincodes = [{ code: '400703' }, { code: '400705' }, { code: '400703' }];
    expect(checkContent('api::site-setting.site-setting', { serviceablePincodes, deliveryRadiusKm: 0 })).toEqual([
      { path: ['deliveryRadiusKm'], message: 'Must be more than 0.' },
      { path: ['serviceablePincodes', 2, 'code'], message: 'Pincode “400703” is listed twice.' },
    ]);
  });

  it('wants an area’s centre whole, or not at all', () => {
    const serviceablePincodes = [
      { code: '400703', latitude: 19.0771, longitude: 72.9986 },
      { code: '400705' },
      { code: '400706', latitude: 19.03, longitude: null },
      { code: '400709', latitude: '', longitude: 73.0107 },
    ];
    expect(checkContent('api::site-setting.site-setting', { serviceablePincodes })).toEqual([
      {
        path: ['serviceablePincodes', 2, 'longitude'],
        message: 'Give both the latitude and the longitude of the area’s centre, or neither.',
      },
      {
        path: ['serviceablePincodes', 3, 'latitude'],
        message: 'Give both the latitude and the longitude of the area’s centre, or neither.',
      },
    ]);
  });

  it.each([['40070'], ['012345'], ['4007O3'], ['']])('refuses the pincode “%s”', (code) => {
    expect(checkContent('api::site-setting.site-setting', { serviceablePincodes: [{ code }] })).toEqual([
      { path: ['serviceablePincodes', 0, 'code'], message: 'Must be 6 digits, not starting with 0, e.g. 400703.' },
    ]);
  });
});

describe('menu', () => {
  it('wants every item to link somewhere or open a sub-menu, at every level', () => {
    const menu = [
      { name: 'Home', link: '/' },
      { name: 'Products', link: null, subMenu: [{ name: 'Oils', link: '', subMenu: [] }] },
      { name: 'Company', link: null, subMenu: [] },
    ];
    expect(checkContent('api::navigation.navigation', { menu })).toEqual([
      { path: ['menu', 1, 'subMenu', 0, 'link'], message: '“Oils” needs a link or a sub-menu.' },
      { path: ['menu', 2, 'link'], message: '“Company” needs a link or a sub-menu.' },
    ]);
  });
});

describe('the UPI payee', () => {
  it.each([
    ['koolers@okaxis', []],
    ['koolers.coconut-co@ybl', []],
    ['koolers@upi', []],
    ['koolers', ['Must be a UPI ID like koolers@okaxis (name@bank).']],
    ['koolers@', ['Must be a UPI ID like koolers@okaxis (name@bank).']],
    ['koolers@ok axis', ['Must be a UPI ID like koolers@okaxis (name@bank).']],
    ['attacker@evil&am=1', ['Must be a UPI ID like koolers@okaxis (name@bank).']],
  ])('%j → %j', (value, messages) => {
    expect(checkContent('api::membership-plan.membership-plan', { upiId: value }).map((problem) => problem.message)).toEqual(messages);
  });
});

describe('search and sharing', () => {
  const words = (length: number) => 'x'.repeat(length);

  it('takes a title up to 60 characters and a description of 50 to 160, each optional', () => {
    for (const seo of [{ title: words(60), description: words(50) }, { description: words(160) }, { title: 'Mango Kooler' }, {}]) {
      expect(checkContent('api::product.product', { seo })).toEqual([]);
    }
    expect(checkContent('api::product.product', { seo: null })).toEqual([]);
  });

  it('says why a title or description is refused, and how long it is', () => {
    expect(checkContent('api::kooler.kooler', { seo: { title: words(61), description: words(49) } })).toEqual([
      {
        path: ['seo', 'title'],
        message: 'Has 61 characters: search results cut a title after about 60, so shorten it to 60 or fewer.',
      },
      {
        path: ['seo', 'description'],
        message:
          'Has 49 characters: Google replaces a description shorter than 50 with text of its own, so write 50 to 160, or leave it empty.',
      },
    ]);
    expect(checkContent('api::terms.terms', { seo: { description: words(161) } })).toEqual([
      {
        path: ['seo', 'description'],
        message: 'Has 161 characters: search results cut a description after about 160, so shorten it to 160 or fewer.',
      },
    ]);
  });

  it('checks every page of the search-and-sharing settings', () => {
    expect(
      checkContent('api::search-and-sharing.search-and-sharing', { home: { title: words(70) }, faq: { description: 'Short.' } }),
    ).toEqual([
      { path: ['home', 'title'], message: expect.stringMatching(/^Has 70 characters/) },
      { path: ['faq', 'description'], message: expect.stringMatching(/^Has 6 characters/) },
    ]);
  });
});

describe('the shop’s address', () => {
  const address = 'Shop No. 12, Palm Beach Galleria, Sector 17, Vashi, Navi Mumbai, Maharashtra 400703';

  it('takes a PIN code the address contains', () => {
    expect(checkContent('api::site-setting.site-setting', { address, postalCode: '400703' })).toEqual([]);
  });

  it('refuses a PIN code that is not one, or that the address does not contain', () => {
    expect(checkContent('api::site-setting.site-setting', { address, postalCode: '40070' })).toEqual([
      { path: ['postalCode'], message: 'Must be 6 digits, not starting with 0, e.g. 400703.' },
    ]);
    expect(checkContent('api::site-setting.site-setting', { address, postalCode: '400705' })).toEqual([
      {
        path: ['address'],
        message:
          'Must contain the PIN code 400705 given under PIN code, so the address customers read and the one search engines show agree.',
      },
    ]);
  });
});

describe('GST details', () => {
  const details = {
    legalName: 'Koolers Coconut Company Private Limited',
    gstin: '27AAKCK4021M1ZC',
    registeredAddress: 'Vashi',
    state: 'Maharashtra',
    stateCode: '27',
    invoicePrefix: 'KI',
    creditNotePrefix: 'KCN',
  };

  it('accepts the seeded details', () => {
    expect(checkContent('api::site-setting.site-setting', { gstDetails: details })).toEqual([]);
  });

  it('refuses a GSTIN with a typing mistake, a state code that is not its own, prefixes too long or alike', () => {
    const problems = checkContent('api::site-setting.site-setting', {
      gstDetails: { ...details, gstin: '27AAKCK4021M1ZD', stateCode: '29', invoicePrefix: 'KOOLR', creditNotePrefix: 'KOOLR' },
    });
    expect(problems).toEqual([
      { path: ['gstDetails', 'gstin'], message: 'This GSTIN has a typing mistake: its last character does not match the others.' },
      { path: ['gstDetails', 'stateCode'], message: 'Must be the first two digits of the GSTIN (27).' },
      {
        path: ['gstDetails', 'invoicePrefix'],
        message:
          'Use 1 to 4 capital letters or digits (e.g. KI): with the year and the serial, an invoice number may have at most 16 characters.',
      },
      {
        path: ['gstDetails', 'creditNotePrefix'],
        message:
          'Use 1 to 4 capital letters or digits (e.g. KI): with the year and the serial, an invoice number may have at most 16 characters.',
      },
      { path: ['gstDetails', 'creditNotePrefix'], message: 'Must differ from the invoice prefix: credit notes have their own series.' },
    ]);
  });

  it('takes only the GST rates an invoice can carry, and HSN codes of 4, 6 or 8 digits', () => {
    expect(checkContent('api::kooler.kooler', { hsnCode: '22029920', gstRate: 12 })).toEqual([]);
    expect(checkContent('api::kooler.kooler', { hsnCode: '2202992', gstRate: 28 })).toEqual([
      { path: ['hsnCode'], message: 'Must be an HSN code of 4, 6 or 8 digits, e.g. 22029920.' },
      { path: ['gstRate'], message: 'Must be one of the GST rates 0, 5, 12 or 18.' },
    ]);
    expect(checkContent('api::product.product', { sizes: [{ label: '1 KG', mrp: 60, hsnCode: '3101', gstRate: 7 }] })).toEqual([
      { path: ['sizes', 0, 'gstRate'], message: 'Must be one of the GST rates 0, 5, 12 or 18.' },
    ]);
  });
});
