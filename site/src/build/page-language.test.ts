import { describe, expect, it } from 'vitest';
import { htmlLang, languageOfPage } from './page-language.ts';

describe('languageOfPage', () => {
  it('reads Hindi and Marathi from the first segment, and English everywhere else', () => {
    expect(languageOfPage(new URL('https://koolers.in/hi/coconutjuice'))).toBe('hi');
    expect(languageOfPage(new URL('https://koolers.in/mr/'))).toBe('mr');
    expect(languageOfPage(new URL('https://koolers.in/coconutjuice'))).toBe('en');
    expect(languageOfPage(new URL('https://koolers.in/hindi-recipes'))).toBe('en');
    expect(languageOfPage(new URL('https://koolers.in/en/'))).toBe('en');
  });

  it('names the Indian variant in the lang attribute', () => {
    expect(htmlLang('mr')).toBe('mr-IN');
  });
});
