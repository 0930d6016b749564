import { describe, expect, it } from 'vitest';
import { astroPages } from './translated-pages.ts';

describe('the pages built again in Hindi and Marathi', () => {
  it('are named by their routes, a folder’s index by the folder', () => {
    expect(astroPages(['index.astro', 'faq.astro', 'order-product/[slug].astro', 'product/index.astro', 'robots.txt.ts'])).toEqual([
      { route: '/', entrypoint: 'src/pages/index.astro' },
      { route: '/faq', entrypoint: 'src/pages/faq.astro' },
      { route: '/order-product/[slug]', entrypoint: 'src/pages/order-product/[slug].astro' },
      { route: '/product', entrypoint: 'src/pages/product/index.astro' },
    ]);
  });
});
