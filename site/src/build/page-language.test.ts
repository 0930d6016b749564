import { describe, expect, it } from 'vitest';
import { htmlLang, languageOfPage, translationsOf } from './page-language.ts';

describe('languageOfPage', () => {
  it('reads Hindi and Marathi from the first segment, and English everywhere else', () => {
    expect(languageOfPage(new URL('https://koolers.in/hi/coconutjuice'))).toBe('hi');
    expect(languageOfPage(new URL('https://koolers.in/mr/'))).toBe('mr');
    expect(languageOfPage(new URL('https://koolers.in/coconutjuice'))).toBe('en');
    expect(languageOfPage(new URL('https://koolers.in/hindi-recipes'))).toBe('en');
    expect(languageOfPage(new URL('https://koolers.in/en/'))).toBe('en');
    // At build time, the page's file.
    expect(languageOfPage(new URL('https://koolers.in/hi.html'))).toBe('hi');
  });

  it('names the Indian variant in the lang attribute', () => {
    expect(htmlLang('mr')).toBe('mr-IN');
  });
});

describe('a translated page’s alternates', () => {
  it('lists the home page in all three languages, from any of them, and nothing for a page not translated yet', () => {
    const home = [
      { language: 'en', path: '/' },
      { language: 'hi', path: '/hi' },
      { language: 'mr', path: '/mr' },
    ];
    expect(translationsOf('/')).toEqual(home);
    expect(translationsOf('/mr')).toEqual(home);
    expect(translationsOf('/admin-login')).toEqual([]);
  });

  it('knows a page of a route with a parameter (each kooler’s)', () => {
    expect(translationsOf('/hi/order-product/mango').map((page) => page.path)).toEqual([
      '/order-product/mango',
      '/hi/order-product/mango',
      '/mr/order-product/mango',
    ]);
  });
});
