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
