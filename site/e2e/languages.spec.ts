import { fill } from '@koolers/contracts/words/fill';
import { pageWords } from '@koolers/contracts/words/index';
import type { Page } from '@playwright/test';
import { addToCartWords } from '../src/components/AddToCart.words.ts';
import { legalPageWords } from '../src/components/content/LegalPage.words.ts';
import { homePromiseWords } from '../src/components/home/HomePromise.words.ts';
import { type CmsReader, expect, newShopper, sitePages, test, urls, whenHydrated } from './fixtures.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The shop in Hindi and Marathi (issue 35), the home page first: each is a page of its own, in its
 * language apart from what is marked English, named to search engines beside the others, and the
 * header's switcher moves between them and is remembered.
 */

type Kooler = { name: string; slug: string };

/**
 * Latin-script words a Hindi or Marathi page may show outside text marked English: the brand, the
 * unit of a size, a clock's am/pm, the names people say in English ("UPI ID", SMS, Razorpay, SLS on a
 * soap's label) and STOP, the word a shopper sends on WhatsApp to end its messages.
 */
const KEPT_IN_LATIN = new Set(['koolers', 'coco', 'club', 'ml', 'am', 'pm', 'whatsapp', 'upi', 'id', 'sms', 'stop', 'razorpay', 'sls']);

/** Words in Latin script the page shows in its own language (outside any `lang="en"` element). */
async function englishLeftOn(page: Page): Promise<string[]> {
  const words = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      // What the shopper typed is theirs, in whatever language they wrote it (shown back `translate="no"`).
      if (!element || element.closest('script, style, noscript, textarea, [translate="no"], [hidden], [aria-hidden="true"]')) continue;
      if (element.closest('[lang]')?.getAttribute('lang')?.startsWith('en')) continue;
      if (!element.checkVisibility({ visibilityProperty: true }) && !element.closest('.visually-hidden')) continue;
      // An order's number (KC-1043) and an email address are codes, like a phone number.
      const text = node.textContent?.replace(/\b[A-Z]{2}-\d+\b/g, '').replace(/\S+@\S+/g, '');
      found.push(...(text?.match(/[A-Za-z]{2,}/g) ?? []));
    }
    // A label may name something the page shows in English, marked so (a document not translated yet).
    const markedEnglish = new Set(
      [...document.body.querySelectorAll('[lang^="en"]')].flatMap((element) => element.textContent?.match(/[A-Za-z]{2,}/g) ?? []),
    );
    for (const element of document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
      if (element.closest('[lang]')?.getAttribute('lang')?.startsWith('en')) continue;
      for (const name of ['aria-label', 'alt', 'title', 'placeholder'])
        found.push(...(element.getAttribute(name)?.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !markedEnglish.has(word)));
    }
    return found;
  });
  return [...new Set(words.filter((word) => !KEPT_IN_LATIN.has(word.toLowerCase())))];
}

for (const { language, path, lang, code } of [
  { language: 'Hindi', path: '/hi', lang: 'hi-IN', code: 'hi' },
  { language: 'Marathi', path: '/mr', lang: 'mr-IN', code: 'mr' },
] as const) {
  test.describe(`the home page in ${language}`, () => {
    test('is in its language, apart from what is marked English, and accessible', async ({ page, cms, axe }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(homePromiseWords[code].title);
      // The koolers, as their translations in Strapi name them.
      const translated = await cms.get<Kooler[]>(`koolers?locale=${code}&sort=order&pagination[pageSize]=1`);
      await expect(page.getByText(translated[0]?.name ?? '?', { exact: true }).first()).toBeVisible();
      // The natural products too; their size labels, one for every language, are English and marked so.
      const [product] = await cms.get<Kooler[]>(`products?locale=${code}&sort=order&pagination[pageSize]=1`);
      await expect(page.getByText(product?.name ?? '?', { exact: true }).first()).toBeVisible();
      expect(await englishLeftOn(page)).toEqual([]);
      await axe();
    });

    test('names its language and the others to search engines, and is its own canonical page', async ({ page }) => {
      await page.goto(path);
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href') ?? '').pathname]));
      expect(alternates).toEqual([
        ['en-IN', '/'],
        ['hi-IN', '/hi'],
        ['mr-IN', '/mr'],
        ['x-default', '/'],
      ]);
      expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').pathname).toBe(path);
      const graph = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
      const nodes: { '@type': string; inLanguage?: string | string[] }[] = Array.isArray(graph) ? graph : [graph];
      expect(nodes.find((node) => node['@type'] === 'WebPage')?.inLanguage).toBe(lang);
    });
  });
}

/** The other translated pages (src/build/page-language.ts), each at its English address. */
const OTHER_PAGES: { name: string; path: (cms: CmsReader) => Promise<string> }[] = [
  { name: 'the koolers', path: async () => '/coconutjuice' },
  { name: 'a kooler’s page', path: async (cms) => `/order-product/${(await cms.published<Kooler>('koolers'))[0]?.slug}` },
];

for (const { language, lang, code } of [
  { language: 'Hindi', lang: 'hi-IN', code: 'hi' },
  { language: 'Marathi', lang: 'mr-IN', code: 'mr' },
] as const) {
  for (const { name, path } of OTHER_PAGES) {
    test(`${name} in ${language}: in its language apart from what is marked English, accessible, and beside its other languages`, async ({
      page,
      cms,
      axe,
    }) => {
      const english = await path(cms);
      await page.goto(`/${code}${english}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const translated = await cms.get<Kooler[]>(`koolers?locale=${code}&sort=order&pagination[pageSize]=1`);
      await expect(page.getByText(translated[0]?.name ?? '?').first()).toBeVisible();
      expect(await englishLeftOn(page)).toEqual([]);
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href') ?? '').pathname]));
      expect(alternates).toEqual([
        ['en-IN', english],
        ['hi-IN', `/hi${english}`],
        ['mr-IN', `/mr${english}`],
        ['x-default', english],
      ]);
      // Its links lead on in its language where the page is translated: the logo home, a kooler's page.
      await expect(page.getByRole('link', { name: 'koolers' }).first()).toHaveAttribute('href', `/${code}`);
      await axe();
    });
  }
}

test('Hindi and Marathi pages draw Devanagari in the shop’s face, cut to their words; an English page downloads no typeface', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  /** The state of each face the page declares under this name ("loaded" once text drew with it). */
  const shopFace = () =>
    page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((face) => face.family.replaceAll('"', '') === 'Koolers Devanagari').map((face) => face.status);
    });

  // Its switcher says "हिन्दी" and "मराठी", and still no typeface comes: the face is declared on Hindi and Marathi pages only.
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(await shopFace()).toEqual([]);
  expect(fonts).toEqual([]);

  for (const path of ['/hi', '/mr']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    expect(await shopFace(), path).toEqual(['loaded']);
    // Chromium names the fonts that drew a node: the heading's Devanagari is drawn by the downloaded
    // face (a web font, whose own name is Noto Sans Devanagari's), not by a font of the machine's.
    const session = await page.context().newCDPSession(page);
    await session.send('DOM.enable');
    await session.send('CSS.enable');
    const { root } = await session.send('DOM.getDocument');
    const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'main h2' });
    const { fonts: drawnWith } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
    expect(
      drawnWith.filter((font) => font.isCustomFont).map((font) => font.familyName),
      path,
    ).toEqual(['Noto Sans Devanagari']);
    await session.detach();
  }
  // One file for both languages (served for a year, immutable, as every file under /_astro is).
  expect(new Set(fonts).size).toBe(1);
  expect(fonts[0]).toMatch(/^\/_astro\/koolers-devanagari\.[0-9a-f]{10}\.woff2$/);
});

test('the English home page names its Hindi and Marathi pages too', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.locator('link[rel="alternate"][hreflang="hi-IN"]')).toHaveAttribute('href', `${new URL('/hi', page.url()).origin}/hi`);
});

test('a page only in English (the desk’s, for staff) has no switcher and names no other language', async ({ page }) => {
  await page.goto('/admin-login');
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  await expect(page.locator('a[data-language]')).toHaveCount(0);
});

test.describe('the switcher on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('moves to the page in another language and is remembered; an English choice stays English', async ({ page }) => {
    await page.goto('/');
    // A globe in the bar opens the languages.
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('link', { name: 'मराठी' }).click();
    await expect(page).toHaveURL(/\/mr$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr-IN');
    // The logo leads home in Marathi, and the English home page opens in Marathi next time.
    await page.getByRole('link', { name: 'koolers' }).first().click();
    await expect(page).toHaveURL(/\/mr$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/mr$/);
    await page.getByRole('button', { name: 'भाषा' }).click();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(`${urls.site}/`);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the switcher is in the menu', async ({ page }) => {
    await page.goto('/hi');
    await page.getByRole('button', { name: 'मेन्यू' }).click();
    await page.getByRole('link', { name: 'मराठी' }).click();
    await expect(page).toHaveURL(/\/mr$/);
  });
});

for (const { locale, lands } of [
  { locale: 'hi-IN', lands: '/hi' },
  { locale: 'mr', lands: '/mr' },
  { locale: 'en-IN', lands: '/' },
  { locale: 'ta-IN', lands: '/' },
]) {
  test.describe(`a first visit from a browser in ${locale}`, () => {
    test.use({ locale });

    test(`opens the home page at ${lands}`, async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(`${urls.site}${lands}`);
    });
  });
}

test('the sitemap lists the home page in each language', async ({ request }) => {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url ?? ''));
  const listed: string[] = [];
  for (const sitemap of locs(await (await request.get('/sitemap-index.xml')).text()))
    listed.push(...locs(await (await request.get(sitemap.pathname)).text()).map((url) => url.pathname));
  expect(listed).toEqual(expect.arrayContaining(['/', '/hi', '/mr']));
});

test.describe('the checkout in Hindi, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a guest orders cash on delivery from a Hindi kooler page to the Hindi confirmation, every step in Hindi', async ({
    page,
    cms,
    axe,
  }) => {
    const { cart, checkout } = pageWords('hi', 'cart', 'checkout');
    const guest = newShopper();
    const [kooler] = await cms.get<Kooler[]>('koolers?locale=hi&sort=order&pagination[pageSize]=1');
    const inHindi = async () => {
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
      expect(await englishLeftOn(page)).toEqual([]);
      await axe();
    };

    await page.goto(`/hi/order-product/${kooler?.slug}`);
    await page.getByRole('button', { name: addToCartWords.hi.addToBag }).first().click();
    await expect(page.getByText(addToCartWords.hi.added).first()).toBeVisible();
    await page.locator('[data-cart-button]').click();
    const panel = page.getByRole('dialog');
    await expect(panel.getByText(kooler?.name ?? '?').first()).toBeVisible();
    await panel.getByRole('link', { name: cart.proceedToCheckout }).click();

    // Contact: the guest's email and phone.
    await expect(page).toHaveURL(/\/hi\/checkout\/step1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(checkout.contactHeading);
    await page.getByLabel(checkout.email, { exact: true }).fill(guest.email);
    await page.getByRole('textbox', { name: checkout.phone }).fill(guest.phone);
    await inHindi();
    await page.getByRole('button', { name: checkout.continue }).click();

    // Delivery.
    await expect(page).toHaveURL(/\/hi\/checkout\/step2$/);
    await page.getByLabel(checkout.fullName).fill(guest.name);
    await page.getByLabel(checkout.deliveryAddress).fill('Flat 4, Palm Court, Sector 17, Vashi, Navi Mumbai');
    await page.getByLabel(checkout.pincode).fill('400703');
    await expect(page.getByRole('button', { name: checkout.next })).toBeEnabled();
    await inHindi();
    await page.getByRole('button', { name: checkout.next }).click();

    // Review: cash on delivery, and the order placed.
    await expect(page).toHaveURL(/\/hi\/checkout\/review$/);
    await page.getByLabel(new RegExp(checkout.cashOnDelivery)).check();
    // The amounts are dimmed while the server prices the order for cash on delivery.
    await expect(page.locator('.cart-summary[aria-busy]')).toHaveCount(0);
    await inHindi();
    await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(fill(checkout.placeOrderCod, { amount: '' }).trim())}`) }).click();

    // The confirmation, in Hindi too, the order's line named as the order recorded it in Hindi.
    await expect(page).toHaveURL(/\/hi\/order-confirmation\?order=ord_[\w-]+#key=[\w-]{43}$/);
    const [before = '', after = ''] = checkout.cashToPay.split('{total}');
    await expect(page.getByText(new RegExp(`${escapeRegExp(before)}₹[\\d,]+\\.\\d\\d${escapeRegExp(after)}`))).toBeVisible();
    await expect(page.locator('.review-lines li').first()).toContainText(kooler?.name ?? '?');
    await expect(page.locator('.review-lines [lang="en"]')).toHaveCount(0);
    await inHindi();
  });
});

for (const { language, code } of [
  { language: 'Hindi', code: 'hi' },
  { language: 'Marathi', code: 'mr' },
] as const) {
  test(`the cart, the payment page and the cash order’s confirmation page in ${language}, before anything is in them`, async ({
    page,
    axe,
  }) => {
    for (const path of ['/order', '/checkout', '/payment', '/order/confirm']) {
      await page.goto(`/${code}${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', `${code}-IN`);
      await whenHydrated(page);
      expect(await englishLeftOn(page), path).toEqual([]);
      await axe();
    }
  });
}

for (const { language, code } of [
  { language: 'Hindi', code: 'hi' },
  { language: 'Marathi', code: 'mr' },
] as const) {
  test(`signing in and the account’s pages in ${language}, as a visitor sees them`, async ({ page, axe }) => {
    for (const path of ['/login', '/register', '/forgot-password', '/reset-password', '/profile', '/wishlist']) {
      await page.goto(`/${code}${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', `${code}-IN`);
      await whenHydrated(page);
      expect(await englishLeftOn(page), path).toEqual([]);
      await axe();
    }
  });
}

test('a new shopper registers on the Marathi page and lands in their account, in Marathi', async ({ page, axe }) => {
  const { signIn } = pageWords('mr', 'signIn');
  const shopper = newShopper({ name: 'सई पाटील' });
  await page.goto('/mr/register');
  await whenHydrated(page);
  await page.getByLabel(signIn.fullName).fill(shopper.name);
  await page.getByLabel(signIn.emailAddress).fill(shopper.email);
  await page.getByRole('textbox', { name: signIn.phoneNumber }).fill(shopper.phone);
  await page.getByLabel(signIn.password, { exact: true }).fill(shopper.password);
  await page.getByLabel(signIn.confirmPassword).fill(shopper.password);
  await page.getByRole('button', { name: signIn.createAccount }).click();
  await expect(page).toHaveURL(/\/mr\/profile$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr-IN');
  await expect(page.getByText('सई', { exact: false }).first()).toBeVisible();
  await whenHydrated(page);
  expect(await englishLeftOn(page)).toEqual([]);
  await axe();
});

/** The other pages, each at its English address: in Hindi and Marathi from the translations Strapi has, the rest marked English. */
const CONTENT_PAGES = [
  '/subscription',
  '/faq',
  '/help',
  '/contact',
  '/about-company',
  '/company',
  '/chairman-profile',
  '/director-profile',
  '/farm',
  '/blog',
  '/privacypolicy',
  '/termsandconditions',
  '/products',
  '/dietdrink',
  '/showcase',
  '/search',
  '/product',
  '/order-product',
  '/heroBanner',
  '/review',
];

for (const { language, code } of [
  { language: 'Hindi', code: 'hi' },
  { language: 'Marathi', code: 'mr' },
] as const) {
  test(`Coco Club, the answers to a shopper’s questions, the company’s and legal pages, the catalogues and search in ${language}: in the language apart from what is marked English, and accessible`, async ({
    page,
    cms,
    axe,
  }) => {
    test.slow();
    const [product] = await cms.published<{ slug: string }>('products');
    for (const path of [...CONTENT_PAGES, `/product/${product?.slug}`]) {
      await page.goto(`/${code}${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', `${code}-IN`);
      await whenHydrated(page);
      expect(await englishLeftOn(page), path).toEqual([]);
      await axe();
    }
  });
}

test('the Hindi help centre groups its questions under the English one’s topics and anchors', async ({ page }) => {
  await page.goto('/help');
  const english = await page.locator('.help-topic').evaluateAll((sections) => sections.map((section) => section.id));
  await page.goto('/hi/help');
  expect(await page.locator('.help-topic').evaluateAll((sections) => sections.map((section) => section.id))).toEqual(english);
  expect(english.length).toBeGreaterThan(1);
});

test('a legal page Strapi has in English says so in the reader’s language, above the English text', async ({ page }) => {
  await page.goto('/mr/termsandconditions');
  await expect(page.getByText(legalPageWords.mr.inEnglish)).toBeVisible();
  await expect(
    page
      .locator('[lang="en"]')
      .filter({ hasText: /\w{4,}/ })
      .first(),
  ).toBeVisible();
  await page.goto('/termsandconditions');
  await expect(page.getByText(legalPageWords.en.inEnglish)).toHaveCount(0);
});

test('an address under /hi that does not exist answers the Hindi not-found page', async ({ request }) => {
  const missing = await request.get('/hi/no-such-page');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('lang="hi-IN"');
});

test('every page the build wrote exists in Hindi and Marathi too, but the order desk’s, which staff read', () => {
  const built = new Set(sitePages());
  const english = [...built].filter((path) => !/^\/(hi|mr)(\/|$)/.test(path));
  const desk = english.filter((path) => /^\/(admin-|order-history$|orderhistoryall$)/.test(path));
  expect(desk.length).toBeGreaterThan(3);
  for (const path of english.filter((page) => !desk.includes(page))) {
    expect(built.has(path === '/' ? '/hi' : `/hi${path}`), `/hi${path}`).toBe(true);
    expect(built.has(path === '/' ? '/mr' : `/mr${path}`), `/mr${path}`).toBe(true);
  }
  for (const path of desk) expect(built.has(`/hi${path}`), `/hi${path}`).toBe(false);
});
