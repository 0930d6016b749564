import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../test/support/catalog-fixture.ts';
import { soldOutSet } from '../availability/sold-out-today.ts';
import { AppError } from '../http/app-error.ts';
import { priceCart } from './pricing.ts';

const catalog = buildCatalog();
const lines = [
  { ref: 'kooler:mango', size: null },
  { ref: 'kooler:avocado', size: null },
  { ref: 'product:virgin-coconut-oil', size: '250 ML' },
  { ref: 'product:virgin-coconut-oil', size: '500 ML' },
] as const;
const asInput = (line: (typeof lines)[number], quantity: number) => ({
  ref: line.ref,
  quantity,
  ...(line.size ? { size: line.size } : {}),
});

describe('priceCart with what is sold out today', () => {
  it('property: a cart is refused exactly when one of its lines is sold out, and the refusal names that line', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ line: fc.constantFrom(...lines), quantity: fc.integer({ min: 1, max: 5 }) }), { minLength: 1, maxLength: 6 }),
        fc.subarray([...lines]),
        (cart, soldOutLines) => {
          const soldOut = soldOutSet(soldOutLines);
          const items = cart.map(({ line, quantity }) => asInput(line, quantity));
          const firstSoldOut = cart.find(({ line }) => soldOut.has(line.ref, line.size));
          if (!firstSoldOut) {
            expect(priceCart(items, catalog, { isMember: false, soldOut }).lines.length).toBeGreaterThan(0);
            return;
          }
          const refusal = (() => {
            try {
              priceCart(items, catalog, { isMember: false, soldOut });
            } catch (error) {
              return error;
            }
          })();
          expect(refusal).toBeInstanceOf(AppError);
          const { quantity: _, ...named } = asInput(firstSoldOut.line, 1);
          expect(refusal).toMatchObject({ code: 'sold_out', details: { line: named } });
        },
      ),
    );
  });

  it('says which item, and which size, in the words the cart shows', () => {
    const soldOut = soldOutSet([{ ref: 'product:virgin-coconut-oil', size: '500 ML' }]);
    expect(() =>
      priceCart([{ ref: 'product:virgin-coconut-oil', size: '500 ML', quantity: 1 }], catalog, { isMember: false, soldOut }),
    ).toThrow('Virgin Coconut Oil (500 ML) is sold out today. Please remove it from your cart.');
  });

  it('names the sold-out kooler beside it in the page’s language: its Hindi name on a Hindi cart', () => {
    const soldOut = soldOutSet([{ ref: 'kooler:mango', size: null }]);
    const refusal = (() => {
      try {
        priceCart([{ ref: 'kooler:mango', quantity: 1 }], catalog, { isMember: false, soldOut, language: 'hi' });
      } catch (error) {
        return error as AppError;
      }
    })();
    const [line] = (refusal?.details as { lines: { message: string }[] } | undefined)?.lines ?? [];
    expect(line?.message).toContain('आम');
    expect(line?.message).not.toContain('Mango');
  });

  it('records a Hindi cart’s lines with their Hindi names beside the English, and an English cart’s without', () => {
    const mango = { ref: 'kooler:mango', quantity: 2 };
    expect(priceCart([mango], catalog, { isMember: false, language: 'hi' }).lines).toMatchObject([
      { name: 'Mango Kooler', translatedName: 'आम' },
    ]);
    expect(priceCart([mango], catalog, { isMember: false, language: 'en' }).lines[0]).not.toHaveProperty('translatedName');
    // An item Strapi has no Marathi name for keeps its English only.
    expect(priceCart([{ ref: 'kooler:avocado', quantity: 1 }], catalog, { isMember: false, language: 'mr' }).lines[0]).not.toHaveProperty(
      'translatedName',
    );
  });
});
