import { describe, expect, it } from 'vitest';
import { linkIn, wordsFor } from './page-words.ts';

describe('a page’s links in its language', () => {
  it('leads to the translated page where there is one, and keeps the rest of the address', () => {
    expect(linkIn('hi', '/')).toBe('/hi');
    expect(linkIn('mr', '/#koolers')).toBe('/mr#koolers');
    expect(linkIn('en', '/')).toBe('/');
  });

  it('leads to the English page where no translation is written yet, and leaves other addresses alone', () => {
    expect(linkIn('hi', '/admin-login')).toBe('/admin-login');
    expect(linkIn('hi', 'https://wa.me/919876543210')).toBe('https://wa.me/919876543210');
    expect(linkIn('hi', '//cdn.example/x')).toBe('//cdn.example/x');
  });
});

describe('wordsFor', () => {
  const words = { en: { hello: 'Hello' }, hi: { hello: 'नमस्ते' }, mr: { hello: 'नमस्कार' } } as const;
  it('reads the words of the page’s language, from its address', () => {
    expect(wordsFor(new URL('https://koolers.in/mr'), words).hello).toBe('नमस्कार');
    expect(wordsFor(new URL('https://koolers.in/hi/faq'), words).hello).toBe('नमस्ते');
    expect(wordsFor(new URL('https://koolers.in/faq'), words).hello).toBe('Hello');
  });
});
