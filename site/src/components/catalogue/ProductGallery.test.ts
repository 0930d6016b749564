import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import type { Media } from '../../build/cms-schemas.ts';
import ProductGallery from './ProductGallery.astro';

/** A picture as Strapi's media library gives it (the seeded products have two; editors may add more). */
const picture = (n: number): Media => ({
  url: `/uploads/oil_${n}.webp`,
  alternativeText: `Coconut oil, picture ${n}`,
  width: 720,
  height: 720,
  mime: 'image/webp',
  formats: { small: { url: `/uploads/small_oil_${n}.webp`, width: 500, height: 500 } },
});

/** The Strapi picture an <img> shows: CmsImage resizes it, so its src names the original in `href`. */
function original(src: string): string {
  const url = new URL(src.replaceAll('&amp;', '&'), 'http://site');
  const href = url.searchParams.get('href');
  return href ? new URL(href).pathname : url.pathname;
}

async function render(count: number, page = '/product/virgin-coconut-oil', nameLang?: 'en') {
  const container = await AstroContainer.create();
  const html = await container.renderToString(ProductGallery, {
    props: { name: 'Virgin Coconut Oil', nameLang, pictures: Array.from({ length: count }, (_, index) => picture(index + 1)) },
    request: new Request(`http://localhost${page}`),
  });
  const stage = html.slice(
    html.indexOf('gallery__stage'),
    html.indexOf('gallery__thumbs') > 0 ? html.indexOf('gallery__thumbs') : undefined,
  );
  return {
    html,
    stagePictures: [...stage.matchAll(/<img [^>]*src="([^"]+)"/g)].map((match) => original(match[1] ?? '')),
    thumbnails: [...html.matchAll(/<input type="radio" name="picture" value="(\d+)"/g)].map((match) => Number(match[1])),
  };
}

describe('ProductGallery', () => {
  it.each([
    [6, 4],
    [5, 4],
    [4, 4],
    [2, 2],
  ])('with %i pictures shows %i, each with a thumbnail', async (count, shown) => {
    const { stagePictures, thumbnails } = await render(count);
    expect(stagePictures).toEqual(Array.from({ length: shown }, (_, index) => `/uploads/oil_${index + 1}.webp`));
    expect(thumbnails).toEqual(Array.from({ length: shown }, (_, index) => index + 1));
  });

  it('shows one picture without thumbnails, and says so when there is none', async () => {
    const one = await render(1);
    expect([one.stagePictures, one.thumbnails]).toEqual([['/uploads/oil_1.webp'], []]);
    const none = await render(0);
    expect(none.stagePictures).toEqual([]);
    expect(none.html).toContain('No Image Available');
  });

  it('names its thumbnails in the page’s language, the product’s English name marked so', async () => {
    const english = await render(2);
    expect(english.html).toMatch(/<legend class="visually-hidden[^"]*"[^>]*>Pictures of Virgin Coconut Oil<\/legend>/);
    const hindi = await render(2, '/hi/product/virgin-coconut-oil', 'en');
    expect(hindi.html).toMatch(
      /<legend class="visually-hidden[^"]*"[^>]*><span lang="en"[^>]*>Virgin Coconut Oil<\/span> की तस्वीरें<\/legend>/,
    );
    expect(hindi.html).toMatch(/>तस्वीर 2<\/span>/);
  });
});
