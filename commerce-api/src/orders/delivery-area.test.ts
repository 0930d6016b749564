import { describe, expect, it } from 'vitest';
import type { DeliveryArea } from '../catalog/catalog-snapshot.ts';
import { assertDeliverable, checkPincode, checkPosition } from './delivery-area.ts';

/** Three of Navi Mumbai's areas, as editors enter them; one without a centre. */
const area: DeliveryArea = {
  feePaise: 0,
  pincodes: new Set(['400703', '400705', '400614']),
  areas: [
    { pincode: '400703', places: ['Vashi'], centre: { latitude: 19.0771, longitude: 72.9986 } },
    { pincode: '400705', places: ['Sanpada', 'Turbhe'], centre: { latitude: 19.065, longitude: 73.011 } },
    { pincode: '400614', places: [], centre: null },
  ],
  radiusKm: 5,
};

const POWAI = { latitude: 19.1176, longitude: 72.906 };
const VASHI_STATION = { latitude: 19.0745, longitude: 72.9978 };

describe('the one delivery rule: the pincodes editors list', () => {
  it('delivers to a listed pincode and nowhere else, naming the places it does deliver to', () => {
    expect(checkPincode(area, '400703')).toEqual({ available: true, message: 'Delivery Available', pincode: '400703' });
    expect(checkPincode(area, '400076')).toEqual({
      available: false,
      message: 'Sorry, we do not deliver to pincode 400076 yet. We deliver to Vashi, Sanpada, Turbhe and pincode 400614.',
      pincode: '400076',
    });
  });

  it('answers a shared position through the nearest area’s pincode, within the area’s reach', () => {
    expect(checkPosition(area, VASHI_STATION)).toEqual({
      available: true,
      message: 'Delivery Available to Vashi (400703)',
      pincode: '400703',
    });
    expect(checkPosition(area, { latitude: 19.0655, longitude: 73.0105 })).toMatchObject({
      message: 'Delivery Available to Sanpada, Turbhe (400705)',
      pincode: '400705',
    });
  });

  it('gives Powai’s position the answer its pincode gets: not delivered (the review’s contradiction)', () => {
    const byPosition = checkPosition(area, POWAI);
    expect(byPosition.available).toBe(false);
    expect(byPosition.message).toBe(
      'Sorry, we do not deliver there yet: you are 11 km from Vashi (400703), the nearest area we deliver to. We deliver to Vashi, Sanpada, Turbhe and pincode 400614.',
    );
    expect(checkPincode(area, '400076').available).toBe(false);
  });

  it('asks for the pincode when no listed area has a centre', () => {
    const noCentres = { ...area, areas: area.areas.map((served) => ({ ...served, centre: null })) };
    expect(() => checkPosition(noCentres, VASHI_STATION)).toThrow(/Please enter your 6-digit pincode/);
  });

  it('decides an order by its pincode alone: a shared position far away does not refuse it', () => {
    expect(assertDeliverable(area, { address: 'Sector 17, Vashi', pincode: '400703', location: POWAI })).toEqual({ pincode: '400703' });
    expect(assertDeliverable(area, { address: 'Sector 17, Vashi, Navi Mumbai 400703' })).toEqual({ pincode: '400703' });
    expect(() => assertDeliverable(area, { address: 'Hiranandani Gardens, Powai', pincode: '400076', location: VASHI_STATION })).toThrow(
      /do not deliver to pincode 400076/,
    );
    expect(() => assertDeliverable(area, { address: 'Sector 17, Vashi' })).toThrow(/6-digit pincode/);
  });

  it.each([
    [['Vashi'], 'We deliver to Vashi.'],
    [['Vashi', 'Nerul'], 'We deliver to Vashi and Nerul.'],
    [Array.from({ length: 14 }, (_, index) => `Node ${index + 1}`), /^We deliver to Node 1, .*, Node 12 and 2 more areas\.$/],
  ])('says where we deliver in one sentence: %j', (places, sentence) => {
    const some = { ...area, areas: places.map((place, index) => ({ pincode: `40070${index}`, places: [place], centre: null })) };
    expect(checkPincode(some, '400076').message.replace(/^Sorry, we do not deliver to pincode 400076 yet\. /, '')).toMatch(sentence);
  });

  it('answers in Hindi and Marathi when asked, naming the same pincode and places', () => {
    const hindi = checkPincode(area, '400076', 'hi');
    expect(hindi).toMatchObject({ available: false, pincode: '400076' });
    expect(hindi.message).toMatch(/^माफ़ कीजिए, हम अभी पिनकोड 400076 पर डिलीवरी नहीं करते। हम इन जगहों पर डिलीवरी करते हैं: .*Vashi/);
    expect(hindi.message).toContain('और पिनकोड 400614।');
    expect(checkPincode(area, '400703', 'mr').message).toBe('डिलिव्हरी उपलब्ध आहे');
    expect(checkPosition(area, POWAI, 'mr').message).toMatch(/^माफ करा, आम्ही अजून तिथे डिलिव्हरी करत नाही: तुम्ही .* पासून \d+ किमी अंतरावर आहात/);
  });
});
