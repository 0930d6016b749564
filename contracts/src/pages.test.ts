import { describe, expect, it } from 'vitest';
import { englishPathOf, isTranslated, languageOfPath, linkIn, pathIn } from './pages.ts';

describe('a page’s addresses in each language', () => {
  it('reads Hindi and Marathi from the first segment, and English everywhere else', () => {
    expect(languageOfPath('/hi/coconutjuice')).toBe('hi');
    expect(languageOfPath('/mr/')).toBe('mr');
    expect(languageOfPath('/coconutjuice')).toBe('en');
    expect(languageOfPath('/hindi-recipes')).toBe('en');
    expect(languageOfPath('/en/')).toBe('en');
    // At build time, the page's file.
    expect(languageOfPath('/hi.html')).toBe('hi');
  });

  it('puts Hindi and Marathi under their own prefix, the home page without a trailing slash', () => {
    expect(pathIn('hi', '/')).toBe('/hi');
    expect(pathIn('mr', '/coconutjuice')).toBe('/mr/coconutjuice');
    expect(pathIn('en', '/coconutjuice')).toBe('/coconutjuice');
    expect(englishPathOf('/hi')).toBe('/');
    expect(englishPathOf('/mr/coconutjuice')).toBe('/coconutjuice');
    expect(englishPathOf('/hindi-recipes')).toBe('/hindi-recipes');
  });

  it('knows a page of a route with a parameter (each kooler’s, any order’s payment), and not a deeper address under it', () => {
    expect(isTranslated('/order-product/mango')).toBe(true);
    expect(isTranslated('/payment/01JDX4')).toBe(true);
    expect(isTranslated('/order-product/mango/more')).toBe(false);
    expect(isTranslated('/termsandconditions')).toBe(false);
  });
});

describe('a link for a reader of a language', () => {
  it('leads to the page in that language where it is translated, keeping its query and fragment', () => {
    expect(linkIn('hi', '/coconutjuice')).toBe('/hi/coconutjuice');
    expect(linkIn('mr', '/')).toBe('/mr');
    expect(linkIn('hi', '/order-confirmation?order=abc#key=xyz')).toBe('/hi/order-confirmation?order=abc#key=xyz');
    expect(linkIn('mr', '/payment/abc#key=xyz')).toBe('/mr/payment/abc#key=xyz');
  });

  it('leaves English, a page not translated yet and an outside address as they are', () => {
    expect(linkIn('en', '/coconutjuice')).toBe('/coconutjuice');
    expect(linkIn('hi', '/termsandconditions')).toBe('/termsandconditions');
    expect(linkIn('hi', 'https://wa.me/919999999999')).toBe('https://wa.me/919999999999');
    expect(linkIn('hi', '//cdn.example/x')).toBe('//cdn.example/x');
    expect(linkIn('hi', '#main')).toBe('#main');
  });
});
