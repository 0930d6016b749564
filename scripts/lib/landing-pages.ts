/**
 * One page of each template a shopper lands on, which the site bench audits with Lighthouse and the
 * layout-shift journey loads. A product page's address depends on the catalogue: `PRODUCT_PAGE`
 * stands for the first product's.
 */
export const PRODUCT_PAGE = 'a product page';

export const LANDING_PAGES = [
  '/',
  // The pages written in Hindi and Marathi so far (site/src/build/page-language.ts, issue 35).
  '/hi',
  '/mr',
  '/coconutjuice',
  '/products',
  PRODUCT_PAGE,
  '/dietdrink',
  '/subscription',
  '/farm',
  '/company',
  '/faq',
  '/blog',
  '/contact',
  '/termsandconditions',
];
