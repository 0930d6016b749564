import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { signPreviewToken } from '@koolers/contracts/preview-token';
import { currentBuild } from '@koolers/web/site-builds';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import sdtt, { type SdttResult, type SdttTest } from 'structured-data-testing-tool';
import presets from 'structured-data-testing-tool/presets.js';
import { type CmsReader, expect, expectServed, REBUILD_WAIT_MS, rupees, siteBuildsDir, sitePages, test, urls } from './fixtures.ts';

/**
 * What search engines and chat apps see of the shop: the sitemap and robots.txt, each public page's
 * canonical address, share card and structured data, checked by an independent validator
 * (structured-data-testing-tool with its Google, X and Facebook presets), and an editor's share text
 * reaching a product's page.
 */

/**
 * Pages search engines must not index, as the issue lists them: the customer's own, the checkout, the
 * desk, in every language (`/hi/checkout`).
 */
const PRIVATE =
  /^(?:\/(?:hi|mr))?\/(login|register|forgot-password|reset-password|profile|wishlist|cart|order|order\/confirm|productorderpage|checkout(-form)?|checkout\/.+|payment(\/.+)?|order-confirmation|order-history|orderhistoryall|review|admin-.+|admin-dashboard(\/.+)?)$/;
/** Pages with nothing to find: the not-found page, the product addresses without a product, the search form. */
const NOTHING_TO_FIND = ['/404', '/product', '/order-product', '/search'].flatMap((path) => [path, `/hi${path}`, `/mr${path}`]);
/** Addresses that show another page's content, and the one they name. */
const TWINS: Record<string, string> = {
  '/coconutmilk': '/coconutjuice',
  '/hi/coconutmilk': '/hi/coconutjuice',
  '/mr/coconutmilk': '/mr/coconutjuice',
};

const absolute = (path: string) => new URL(path, urls.site).href;

type Head = {
  canonical: string | null;
  robots: string | null;
  description: string | null;
  meta: Record<string, string>;
  jsonLd: { '@type': string; [key: string]: unknown }[][];
};

/** What the served page says about itself in its head, and its structured data. */
async function readHead(page: Page): Promise<Head> {
  return page.evaluate(() => {
    const meta: Record<string, string> = {};
    for (const tag of document.querySelectorAll('meta[property], meta[name]')) {
      meta[tag.getAttribute('property') ?? tag.getAttribute('name') ?? ''] = tag.getAttribute('content') ?? '';
    }
    return {
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
      meta,
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '')),
    };
  });
}

async function sitemapEntries(request: Page['request']): Promise<Map<string, string | undefined>> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] as string);
  const index = await request.get('/sitemap-index.xml');
  expect(index.headers()['content-type']).toMatch(/xml/);
  const entries = new Map<string, string | undefined>();
  for (const sitemap of locs(await index.text())) {
    const xml = await (await request.get(new URL(sitemap).pathname)).text();
    for (const [, url = '', lastmod] of xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g))
      entries.set(url, lastmod);
  }
  return entries;
}

type Published = { slug: string; updatedAt: string };

/** The newest `updatedAt` of some Strapi entries, as the sitemap dates a page. */
const newest = (entries: { updatedAt: string }[]) =>
  entries.map((entry) => entry.updatedAt).sort((a, b) => Date.parse(b) - Date.parse(a))[0];

test('the sitemap lists every public page the build wrote, dated by Strapi, and no private one; robots.txt names it', async ({
  request,
  cms,
}) => {
  const built = sitePages();
  expect(built.length).toBeGreaterThan(70);
  const entries = await sitemapEntries(request);
  const expected = built.filter((path) => !PRIVATE.test(path) && !NOTHING_TO_FIND.includes(path) && !(path in TWINS)).map(absolute);
  expect([...entries.keys()].sort()).toEqual(expected.sort());
  expect([...entries.keys()]).toContain(absolute('/faq'));
  expect([...entries.keys()].filter((url) => PRIVATE.test(new URL(url).pathname))).toEqual([]);
  expect(await (await request.get('/sitemap.xml')).text()).toBe(await (await request.get('/sitemap-index.xml')).text());

  const [product] = await cms.published<Published>('products');
  const faqs = await cms.published<Published>('faqs');
  expect(entries.get(absolute(`/product/${product?.slug}`))).toBe(product?.updatedAt);
  expect(entries.get(absolute('/faq'))).toBe(newest(faqs));

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${absolute('/sitemap-index.xml')}`);
  expect(robots).not.toMatch(/^Disallow: \/$/m);

  // What a crawler reads in the pages left out (as served, before any script runs): noindex, and no
  // address of their own to index.
  for (const path of built.filter((candidate) => PRIVATE.test(candidate) || NOTHING_TO_FIND.includes(candidate))) {
    const html = await (await request.get(path)).text();
    expect({
      path,
      noindex: html.includes('<meta name="robots" content="noindex">'),
      canonical: html.includes('rel="canonical"'),
      structuredData: html.includes('application/ld+json'),
    }).toEqual({ path, noindex: true, canonical: false, structuredData: false });
  }
});

test('the draft preview is noindex on every page and has no sitemap', async ({ request }) => {
  test.setTimeout(REBUILD_WAIT_MS);
  const { SITE_PREVIEW_SECRET = '' } = parseEnv(readFileSync(join(import.meta.dirname, '../../.env'), 'utf8'));
  const token = signPreviewToken(SITE_PREVIEW_SECRET);
  // The first preview builds the drafts before it answers.
  const faq = await request.get(`/_preview/faq?token=${token}`, { timeout: REBUILD_WAIT_MS });
  expect(faq.status()).toBe(200);
  const html = await faq.text();
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).not.toContain('rel="canonical"');
  expect(html).not.toContain('og:image');
  expect(html).not.toContain('application/ld+json');

  const preview = currentBuild(`${siteBuildsDir}-preview`);
  if (!preview) throw new Error('the draft preview was not built');
  for (const sitemap of ['sitemap-index.xml', 'sitemap.xml', 'sitemap-0.xml']) {
    expect(() => readFileSync(join(preview, sitemap)), sitemap).toThrow(/ENOENT/);
  }
  expect(readFileSync(join(preview, 'robots.txt'), 'utf8')).toBe('User-agent: *\nDisallow: /\n');
});

type Template = {
  name: string;
  path: (cms: CmsReader) => Promise<string>;
  /** The address the page names as canonical, when another one. */
  canonical?: string;
  type: 'website' | 'product';
  /** The kinds of node in its structured data. */
  nodes: string[];
};

const first = async (cms: CmsReader, plural: string) => (await cms.published<Published>(plural))[0]?.slug;
const at = (path: string) => async () => path;
const TEMPLATES: Template[] = [
  { name: 'home', path: at('/'), type: 'website', nodes: ['Organization', 'Store', 'WebPage', 'WebSite'] },
  { name: 'koolers', path: at('/coconutjuice'), type: 'website', nodes: ['BreadcrumbList', 'WebPage'] },
  {
    name: 'koolers, legacy twin',
    path: at('/coconutmilk'),
    canonical: '/coconutjuice',
    type: 'website',
    nodes: ['BreadcrumbList', 'WebPage'],
  },
  {
    name: 'kooler',
    path: async (cms) => `/order-product/${await first(cms, 'koolers')}`,
    type: 'product',
    nodes: ['Product', 'BreadcrumbList', 'WebPage'],
  },
  { name: 'natural products', path: at('/products'), type: 'website', nodes: ['BreadcrumbList', 'WebPage'] },
  {
    name: 'product',
    path: async (cms) => `/product/${await first(cms, 'products')}`,
    type: 'product',
    nodes: ['Product', 'BreadcrumbList', 'WebPage'],
  },
  { name: 'diet drinks', path: at('/dietdrink'), type: 'website', nodes: ['BreadcrumbList', 'WebPage'] },
  { name: 'showcase', path: at('/showcase'), type: 'website', nodes: ['BreadcrumbList', 'WebPage'] },
  { name: 'FAQ', path: at('/faq'), type: 'website', nodes: ['FAQPage', 'BreadcrumbList', 'WebPage'] },
  { name: 'help', path: at('/help'), type: 'website', nodes: ['BreadcrumbList', 'WebPage'] },
  { name: 'blog', path: at('/blog'), type: 'website', nodes: ['BlogPosting', 'BreadcrumbList', 'WebPage'] },
  { name: 'contact', path: at('/contact'), type: 'website', nodes: ['BreadcrumbList', 'WebPage'] },
  { name: 'Coco Club', path: at('/subscription'), type: 'website', nodes: ['BreadcrumbList', 'WebPage'] },
  { name: 'farm', path: at('/farm'), type: 'website', nodes: ['BreadcrumbList', 'WebPage'] },
  { name: 'company', path: at('/company'), type: 'website', nodes: ['BreadcrumbList', 'WebPage'] },
  { name: 'about the company', path: at('/about-company'), type: 'website', nodes: ['BreadcrumbList', 'WebPage'] },
  { name: 'profile', path: at('/director-profile'), type: 'website', nodes: ['BreadcrumbList', 'WebPage'] },
  { name: 'legal page', path: at('/termsandconditions'), type: 'website', nodes: ['BreadcrumbList', 'WebPage'] },
  { name: 'hero slides', path: at('/heroBanner'), type: 'website', nodes: ['BreadcrumbList', 'WebPage'] },
];

/** Sentences of a description that say the same as an earlier one (the same words, or the same first four). */
function repeatedSentences(text: string): string[] {
  const seen: string[][] = [];
  const repeated: string[] = [];
  for (const sentence of text.split(/(?<=[.!?…])\s+/)) {
    const words = sentence
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
      .split(/\s+/)
      .filter(Boolean);
    const same = (other: string[]) =>
      other.join(' ') === words.join(' ') || (words.length >= 4 && other.slice(0, 4).join(' ') === words.slice(0, 4).join(' '));
    if (seen.some(same)) repeated.push(sentence);
    seen.push(words);
  }
  return repeated;
}

for (const template of TEMPLATES) {
  test(`${template.name}: one canonical address, a share card with a real picture, and its structured data`, async ({
    page,
    request,
    cms,
  }) => {
    const path = await template.path(cms);
    const canonical = absolute(template.canonical ?? path);
    // Shared links carry tracking parameters: the canonical address drops them.
    await page.goto(`${path}?utm_source=whatsapp&ref=share`);
    const head = await readHead(page);
    const settings = await cms.get<{ shopName: string }>('site-setting');

    expect(head.robots).toBeNull();
    expect(head.canonical).toBe(canonical);
    expect(head.meta).toMatchObject({
      'og:url': canonical,
      'og:type': template.type,
      'og:site_name': settings.shopName,
      'og:locale': 'en_IN',
      'og:title': expect.any(String),
      'og:description': head.description,
      'og:image': expect.stringMatching(new RegExp(`^${urls.site}/`)),
      'og:image:alt': expect.stringMatching(/\w/),
      'twitter:card': 'summary_large_image',
      'twitter:image': head.meta['og:image'],
    });
    expect(head.description?.length).toBeLessThanOrEqual(160);
    expect(repeatedSentences(head.description ?? '')).toEqual([]);

    // The picture WhatsApp and the others show: 1200 × 630, JPEG, at most 300 KB, at an absolute address.
    const picture = await request.get(head.meta['og:image'] as string);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/jpeg');
    const bytes = await picture.body();
    expect(bytes.length).toBeLessThanOrEqual(300 * 1024);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });

    // One graph per page, of the nodes the template promises.
    expect(head.jsonLd).toHaveLength(1);
    const graph = head.jsonLd[0] ?? [];
    expect([...new Set(graph.map((node) => node['@type']))].sort()).toEqual([...template.nodes].sort());
    for (const node of graph) expect(node['@context']).toBe('https://schema.org');
  });
}

test('the virgin coconut oil’s description says each thing once', async ({ page }) => {
  await page.goto('/product/virgin-coconut-oil');
  const { description } = await readHead(page);
  expect(description?.match(/Cold-pressed from fresh coconut milk/g)).toHaveLength(1);
});

type Offer = { name: string; price: string; priceCurrency: string; availability: string; url: string };
type ProductNode = { '@type': 'Product'; name: string; offers: Offer[] };

const productNode = async (page: Page) => {
  const [graph] = (await readHead(page)).jsonLd;
  const node = graph?.find((candidate) => candidate['@type'] === 'Product') as ProductNode | undefined;
  if (!node) throw new Error(`${page.url()} has no Product in its structured data`);
  return node;
};

test('a product’s structured price of each size is the price the page shows for it, both Strapi’s', async ({ page, cms }) => {
  const [product] = await cms.published<Published & { name: string; sizes: { label: string; mrp: number }[] }>('products');
  if (!product) throw new Error('no product published');
  await page.goto(`/product/${product.slug}`);
  const node = await productNode(page);
  expect(node.offers.map((offer) => offer.name)).toEqual(product.sizes.map((size) => size.label));
  for (const [index, offer] of node.offers.entries()) {
    expect(offer).toMatchObject({
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      url: absolute(`/product/${product.slug}`),
    });
    expect(Number(offer.price)).toBe(product.sizes[index]?.mrp);
    await page.getByRole('main').getByRole('radio', { name: offer.name, exact: true }).check();
    await expect(page.getByRole('main').locator('.add-to-cart__price')).toHaveText(`Price: ${rupees(Number(offer.price))}`);
  }
});

test('a kooler’s structured price is the price its page shows, Strapi’s', async ({ page, cms }) => {
  const [kooler] = await cms.published<Published & { price: number; bottleSize: string }>('koolers');
  if (!kooler) throw new Error('no kooler published');
  await page.goto(`/order-product/${kooler.slug}`);
  const [offer] = (await productNode(page)).offers;
  expect(offer).toMatchObject({ name: kooler.bottleSize, priceCurrency: 'INR' });
  expect(Number(offer?.price)).toBe(kooler.price);
  await expect(page.getByRole('main').locator('.kooler-details__facts .price')).toHaveText(rupees(Number(offer?.price)));
});

/**
 * What Google's rich results need beyond the presets (they check only articles and organisations):
 * JMESPath over the page's structured data, as structured-data-testing-tool runs it.
 */
const RICH_RESULTS: Record<string, SdttTest[]> = {
  home: [
    { test: 'Store[0].address.postalCode', type: 'jsonld' },
    { test: 'Store[0].address.addressLocality', type: 'jsonld' },
    { test: 'Store[0].geo.latitude', type: 'jsonld' },
    { test: 'Store[0].telephone', type: 'jsonld' },
    { test: 'Store[0].openingHoursSpecification[0].opens', type: 'jsonld' },
    { test: 'Store[0].areaServed[0].address.postalCode', type: 'jsonld' },
    { test: 'Organization[0].logo', type: 'jsonld' },
    { test: 'WebSite[0].potentialAction.target.urlTemplate', type: 'jsonld' },
  ],
  product: [
    { test: 'Product[0].name', type: 'jsonld' },
    { test: 'Product[0].image', type: 'jsonld' },
    { test: 'Product[0].offers[0].price', type: 'jsonld' },
    { test: 'Product[0].offers[0].priceCurrency', expect: 'INR', type: 'jsonld' },
    { test: 'Product[0].offers[0].availability', type: 'jsonld' },
    { test: 'Product[0].offers[0].shippingDetails.shippingRate.currency', expect: 'INR', type: 'jsonld' },
    { test: 'Product[0].offers[0].shippingDetails.deliveryTime.transitTime.unitCode', expect: 'DAY', type: 'jsonld' },
    { test: 'Product[0].offers[0].hasMerchantReturnPolicy.returnPolicyCategory', type: 'jsonld' },
    { test: 'BreadcrumbList[0].itemListElement[2].item', type: 'jsonld' },
  ],
  faq: [
    { test: 'FAQPage[0].mainEntity[0].name', type: 'jsonld' },
    { test: 'FAQPage[0].mainEntity[0].acceptedAnswer.text', type: 'jsonld' },
  ],
};

for (const [name, path, checks] of [
  ['the home page', at('/'), RICH_RESULTS.home],
  ['a product', async (cms: CmsReader) => `/product/${await first(cms, 'products')}`, RICH_RESULTS.product],
  ['a kooler', async (cms: CmsReader) => `/order-product/${await first(cms, 'koolers')}`, RICH_RESULTS.product],
  ['the FAQ', at('/faq'), RICH_RESULTS.faq],
  ['the blog', at('/blog'), []],
] as const) {
  test(`${name}: the structured data and share tags pass structured-data-testing-tool (Google, X, Facebook) with 0 failures`, async ({
    request,
    cms,
  }) => {
    const html = await (await request.get(await path(cms))).text();
    const { Google, Twitter, Facebook } = presets;
    const result = await sdtt
      .structuredDataTest(html, { presets: [Google, Twitter, Facebook], tests: [...(checks ?? [])] })
      .catch((error: { type?: string; res?: SdttResult }) => {
        if (error.type === 'VALIDATION_FAILED' && error.res) return error.res;
        throw error;
      });
    expect(result.failed.map((failure) => `${failure.group ?? ''} ${failure.test}: ${failure.error?.message ?? ''}`)).toEqual([]);
    expect(result.passed.length).toBeGreaterThan(10);
  });
}

test('an editor’s share text for a product is on its page and its share card after publish', async ({ page, cms, cmsEditor }) => {
  test.setTimeout(3 * REBUILD_WAIT_MS);
  type Seo = { title: string | null; description: string | null; shareImage: { id: number } | null };
  const [product] = await cms.published<Published & { documentId: string; seo: Seo | null }>('products');
  if (!product) throw new Error('no product published');
  const path = `/product/${product.slug}`;
  const description = `Cold-pressed in Navi Mumbai from fresh Konkan coconuts: for cooking and dry skin (${Date.now()}).`;
  const carries = (text: string) => async (served: Page) => {
    const head = await readHead(served);
    expect([head.description, head.meta['og:description'], head.meta['twitter:description']]).toEqual([text, text, text]);
  };
  await cmsEditor.put(`/api/products/${product.documentId}?status=published`, { data: { seo: { description } } });
  try {
    await expectServed(page, path, carries(description));
  } finally {
    const { seo } = product;
    const original = seo && { title: seo.title, description: seo.description, shareImage: seo.shareImage?.id ?? null };
    await cmsEditor.put(`/api/products/${product.documentId}?status=published`, { data: { seo: original } });
    await expectServed(page, path, async (served) => {
      expect((await readHead(served)).description).not.toBe(description);
    });
  }
});
