import { describe, expect, it } from 'vitest';
import { servedPlaces, whereWeDeliver } from './delivery-areas.ts';

describe('where we deliver, from the pincodes editors list', () => {
  it('names each place once, in the editors’ order, and a pincode without places by its number', () => {
    const pincodes = [
      { code: '400703', area: 'Vashi' },
      { code: '400705', area: 'Sanpada, Turbhe' },
      { code: '400614', area: null },
      { code: '400706', area: ' Vashi ,Nerul' },
    ];
    expect(servedPlaces(pincodes)).toEqual(['Vashi', 'Sanpada', 'Turbhe', 'pincode 400614', 'Nerul']);
    expect(whereWeDeliver(pincodes)).toBe('We deliver to Vashi, Sanpada, Turbhe, pincode 400614 and Nerul.');
  });

  it.each([
    [[], ''],
    [['Vashi'], 'We deliver to Vashi.'],
    [['Vashi', 'Nerul'], 'We deliver to Vashi and Nerul.'],
    [Array.from({ length: 13 }, (_, index) => `Node ${index + 1}`), /^We deliver to Node 1, .*, Node 12 and 1 more area\.$/],
  ])('in one sentence: %j', (places, sentence) => {
    expect(whereWeDeliver(places.map((area, index) => ({ code: `40070${index}`, area })))).toMatch(sentence);
  });
});
