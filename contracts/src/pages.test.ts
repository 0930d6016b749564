import { describe, expect, it } from 'vitest';
import { englishPathOf, isTranslated, languageOfPath, linkIn, pageUrlIn, pathIn } from './pages.ts';

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

  it('writes every page in Hindi and Marathi but the order desk’s, which staff read, and addresses that are not pages', () => {
    for (const path of ['/', '/order-product/mango', '/payment/01JDX4', '/checkout/step1', '/termsandconditions', '/review'])
      expect(isTranslated(path), path).toBe(true);
    for (const path of [
      '/admin-login',
      '/admin-dashboard/orders/order',
      '/order-history',
      '/orderhistoryall',
      '/api/orders',
      '/uploads/a.jpg',
      '/sitemap-index.xml',
    ])
      expect(isTranslated(path), path).toBe(false);
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
    expect(linkIn('hi', '/admin-login')).toBe('/admin-login');
    expect(linkIn('hi', 'https://wa.me/919999999999')).toBe('https://wa.me/919999999999');
    expect(linkIn('hi', '//cdn.example/x')).toBe('//cdn.example/x');
    expect(linkIn('hi', '#main')).toBe('#main');
  });
});

describe('a link in an email or a message', () => {
  it('opens the page in the language the order was placed in, English when it has none', () => {
    expect(pageUrlIn('mr', 'https://koolers.in', '/review?order=ord_1&expires=2&sig=x')).toBe(
      'https://koolers.in/mr/review?order=ord_1&expires=2&sig=x',
    );
    expect(pageUrlIn(undefined, 'https://koolers.in', '/reset-password#token=abc')).toBe('https://koolers.in/reset-password#token=abc');
  });
});
