import { type CmsReader, expect, sitePages, test, urls } from './fixtures.ts';

/** What holds on every page the build wrote: its requests stay on the shop's origin; pictures from Strapi. */

type Media = {
  url: string;
  width: number;
  height: number;
  alternativeText: string;
  formats: Record<string, { url: string; width: number }>;
};

test('no page asks another origin for anything: pictures, styles, scripts and data come from the shop itself', async ({ page }) => {
  const pages = sitePages();
  // The build has 74 pages today (16 koolers, 14 products, the content pages and the screens).
  expect(pages.length).toBeGreaterThan(70);
  // Each page loads in well under a second; the default 30 s is for one journey, not 74 pages.
  test.setTimeout(pages.length * 2_000);

  const elsewhere = new Set<string>();
  let current = '';
  const offSite = (url: string) => !url.startsWith('data:') && new URL(url, urls.site).origin !== urls.site;
  page.on('request', (request) => {
    if (offSite(request.url())) elsewhere.add(`${current} requested ${request.url()}`);
  });

  for (const path of pages) {
    current = path;
    await page.goto(path);
    // The desk's pages send a signed-out visitor to /admin-login: let that navigation finish first.
    if (/^\/(admin-dashboard|order-history|orderhistoryall)/.test(path)) await page.waitForURL(/\/admin-login/);
    // Lazy pictures below the fold and sources not chosen yet are not requested during load: read them too.
    const referenced = await page.evaluate(() =>
      [...document.querySelectorAll('[src], [srcset], link[href], [poster], object[data]')].flatMap((element) => [
        ...['src', 'poster', 'data'].map((name) => element.getAttribute(name) ?? ''),
        ...(element.getAttribute('srcset') ?? '').split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''),
        element.localName === 'link' ? (element.getAttribute('href') ?? '') : '',
      ]),
    );
    for (const url of referenced.filter((url) => url && offSite(url))) elsewhere.add(`${path} references ${url}`);
  }
  expect([...elsewhere]).toEqual([]);
});

/** Pages and the picture that is their largest paint, as Strapi holds it. */
const pagesWithPictures: { path: string | ((cms: CmsReader) => Promise<string>); lcp: (cms: CmsReader) => Promise<Media> }[] = [
  // The koolers open the home page (problem 10): the first card's bottle is its largest paint.
  { path: '/', lcp: async (cms) => (await cms.published<{ image: Media }>('koolers'))[0].image },
  { path: '/products', lcp: async (cms) => (await cms.published<{ gallery: Media[] }>('products'))[0].gallery[0] },
  {
    path: async (cms) => `/product/${(await cms.published<{ slug: string }>('products'))[0].slug}`,
    lcp: async (cms) => (await cms.published<{ gallery: Media[] }>('products'))[0].gallery[0],
  },
  { path: '/coconutjuice', lcp: async (cms) => (await cms.published<{ image: Media }>('koolers'))[0].image },
  { path: '/dietdrink', lcp: async (cms) => (await cms.published<{ image: Media }>('diet-drinks'))[0].image },
  {
    path: '/blog',
    lcp: async (cms) =>
      (await cms.get<{ cover: Media; publishedOn: string }[]>('articles?pagination[pageSize]=100&sort=publishedOn:desc'))[0].cover,
  },
  { path: '/director-profile', lcp: async (cms) => (await cms.get<{ photo: Media }>('director-profile')).photo },
];

for (const { path, lcp } of pagesWithPictures) {
  test(`${typeof path === 'string' ? path : 'a product page'}: every Strapi picture has srcset, width and height; only the LCP picture is not lazy`, async ({
    page,
    cms,
  }) => {
    const address = typeof path === 'string' ? path : await path(cms);
    const expected = await lcp(cms);
    await page.goto(address);
    // The header’s logo is made at 40 px apart from CmsImage (left out). The pictures are in the HTML the server
    // sent: read them all at once. The build resizes Strapi's pictures into /_astro/, keeping the
    // original's file name (components/CmsImage.astro).
    const pictures = await page
      .locator('img[src^="/_astro/"]:not(header img)')
      .evaluateAll((images) =>
        images.map((image) =>
          Object.fromEntries(
            ['src', 'srcset', 'sizes', 'width', 'height', 'alt', 'loading', 'fetchpriority'].map((name) => [
              name,
              image.getAttribute(name),
            ]),
          ),
        ),
      );
    expect(pictures.length).toBeGreaterThan(1);
    const incomplete = pictures.filter(
      (picture) =>
        !/\/_astro\/\S+ \d+w/.test(picture.srcset ?? '') ||
        !picture.sizes ||
        !/^\d+$/.test(picture.width ?? '') ||
        !/^\d+$/.test(picture.height ?? '') ||
        picture.alt === null,
    );
    expect(incomplete).toEqual([]);

    // Every picture is lazy but the LCP one: eager, fetched first, with the original's proportions.
    const original = expected.url.replace(/^.*\//, '').replace(/\.\w+$/, '');
    const eager = pictures.filter((picture) => picture.loading !== 'lazy');
    expect(eager).toEqual([expect.objectContaining({ loading: 'eager', fetchpriority: 'high', alt: expected.alternativeText })]);
    expect(eager[0]?.src).toContain(`/_astro/${original}_`);
    expect(Number(eager[0]?.width) / Number(eager[0]?.height)).toBeCloseTo(expected.width / expected.height, 2);
  });
}
