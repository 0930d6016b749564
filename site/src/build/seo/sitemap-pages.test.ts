import { describe, expect, it } from 'vitest';
import { pagePath, sitemapPage } from './sitemap-pages.ts';

const page = (head: string) => `<!doctype html><html><head>${head}</head><body><a rel="canonical" href="x">x</a></body></html>`;
const faq = 'https://koolers.in/faq';

describe('the pages the sitemap lists', () => {
  it('lists a page that names itself canonical, dated by its content', () => {
    expect(
      sitemapPage(page(`<link rel="canonical" href="${faq}"><meta property="og:updated_time" content="2026-11-20T08:00:00.000Z">`), faq),
    ).toEqual({ url: faq, lastmod: '2026-11-20T08:00:00.000Z' });
    expect(sitemapPage(page(`<link rel="canonical" href="${faq}">`), faq)).toEqual({ url: faq });
  });

  it.each([
    ['a private page', '<meta name="robots" content="noindex">'],
    ['a legacy twin, which names another address', '<link rel="canonical" href="https://koolers.in/coconutjuice">'],
    ['a page that names no address', '<title>x</title>'],
    ['a page of the draft preview', `<meta name="robots" content="noindex"><link rel="canonical" href="${faq}">`],
  ])('leaves out %s', (_, head) => {
    expect(sitemapPage(page(head), faq)).toBeNull();
  });

  it.each([
    ['index.html', '/'],
    ['faq.html', '/faq'],
    ['product/virgin-coconut-oil.html', '/product/virgin-coconut-oil'],
    ['order-product/index.html', '/order-product/'],
  ])('reads %s as %s', (file, path) => {
    expect(pagePath(file)).toBe(path);
  });
});
