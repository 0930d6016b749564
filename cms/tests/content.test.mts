import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA } from '../src/seed/content/media.ts';
import { PUBLIC_COLLECTION_TYPES, PUBLIC_SINGLE_TYPES } from '../src/seed/permissions.ts';
import { appDir, bootCms, createTestEnv, type RunningCms, type TestEnv } from './harness.mts';

type Json = Record<string, unknown>;
interface Media {
  url: string;
  mime: string;
  alternativeText: string | null;
  name: string;
}
interface TextItem {
  text: string;
}

/** REST paths of the public types: a collection's plural name, a single type's singular name. */
const PLURAL: Record<(typeof PUBLIC_COLLECTION_TYPES)[number], string> = {
  kooler: 'koolers',
  product: 'products',
  'product-category': 'product-categories',
  'diet-drink': 'diet-drinks',
  faq: 'faqs',
  article: 'articles',
  'hero-slide': 'hero-slides',
  'order-message': 'order-messages',
};

const KOOLER_PRICES: Record<string, number> = {
  Strawberry: 100,
  Avocado: 120,
  'Sitafal (Custard Apple)': 100,
  'Tender Coconut': 100,
  Pomegranate: 100,
  Pineapple: 100,
  Mango: 100,
  Jackfruit: 100,
  'Coco Lychee': 120,
  Jamun: 100,
  'Sapodilla (Chikoo)': 100,
  Grapes: 100,
  Guava: 100,
  'Coco Dragonfruit': 120,
  Chocolate: 75,
  Butterscotch: 100,
};

const blocksText = (blocks: unknown): string => JSON.stringify(blocks);

describe('CMS content (real Strapi, SQLite, HTTP)', () => {
  let env: TestEnv;
  let cms: RunningCms;

  async function get<T = Json>(apiPath: string): Promise<{ status: number; data: T; meta: Json }> {
    const res = await fetch(`${cms.url}/api/${apiPath}`);
    const body = (await res.json()) as { data: T; meta: Json };
    return { status: res.status, data: body.data, meta: body.meta };
  }
  /** A whole collection, in display order. */
  async function list<T = Json>(plural: string, query = ''): Promise<T[]> {
    return (await get<T[]>(`${plural}?pagination[pageSize]=100&sort=${plural === 'articles' ? 'publishedOn' : 'order'}${query}`)).data;
  }

  beforeAll(async () => {
    env = createTestEnv();
    cms = await bootCms();
  });

  afterAll(async () => {
    await cms?.stop();
    env?.cleanup();
  });

  describe('public reads', () => {
    it.each(PUBLIC_SINGLE_TYPES)('serves the published single type %s', async (name) => {
      const { status, data } = await get<Json>(name);
      expect(status).toBe(200);
      expect(data.publishedAt).toBeTruthy();
    });

    it.each(PUBLIC_COLLECTION_TYPES)('serves the published collection %s, and one entry by documentId', async (name) => {
      const { status, data } = await get<Json[]>(PLURAL[name]);
      expect(status).toBe(200);
      expect(data.length).toBeGreaterThan(0);
      const one = await get<Json>(`${PLURAL[name]}/${data[0].documentId}`);
      expect(one.status).toBe(200);
      expect(one.data.documentId).toBe(data[0].documentId);
    });

    it.each([
      ...PUBLIC_COLLECTION_TYPES.flatMap((name) => [
        ['POST', `/api/${PLURAL[name]}`],
        ['PUT', `/api/${PLURAL[name]}/x`],
        ['DELETE', `/api/${PLURAL[name]}/x`],
      ]),
      ...PUBLIC_SINGLE_TYPES.flatMap((name) => [
        ['PUT', `/api/${name}`],
        ['DELETE', `/api/${name}`],
      ]),
    ])('refuses %s %s to the public', async (method, apiPath) => {
      const res = await fetch(`${cms.url}${apiPath}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'DELETE' ? undefined : JSON.stringify({ data: { name: 'x', question: 'x' } }),
      });
      expect(res.status).toBe(403);
    });
  });

  describe('seed content', () => {
    it('has the 16 koolers with their legacy ids, prices and pictures', async () => {
      const koolers = await list<Json & { image: Media; nutrition: Json[]; benefits: TextItem[]; vitamins: TextItem[] }>('koolers');
      expect(koolers).toHaveLength(16);
      expect(koolers.map((k) => k.legacyId).sort((a, b) => Number(a) - Number(b))).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14, 15, 16, 17,
      ]);
      expect(Object.fromEntries(koolers.map((k) => [k.name, k.price]))).toEqual(KOOLER_PRICES);
      for (const kooler of koolers) {
        expect(kooler).toMatchObject({ bottleSize: '300 ML', weight: '300 ML' });
        expect(kooler.slug).toMatch(/^[a-z-]+$/);
        expect(kooler.image.mime).toBe('image/webp');
        expect(kooler.image.alternativeText).toContain(String(kooler.name));
        expect(kooler.nutrition.length).toBeGreaterThanOrEqual(5);
        expect(kooler.nutrition[0]).toMatchObject({ label: 'Energy', value: expect.stringMatching(/^\d+ kcal$/) });
        expect(kooler.benefits.length).toBeGreaterThan(0);
        expect(kooler.vitamins.length).toBeGreaterThan(0);
        expect(blocksText(kooler.description)).toContain('"type":"paragraph"');
      }
    });

    it('has at least 12 products, each with a category, a size, pictures, benefits and ingredients', async () => {
      const products = await list<
        Json & {
          categories: Json[];
          sizes: { label: string; mrp: number }[];
          gallery: Media[];
          benefits: TextItem[];
          ingredients: TextItem[];
        }
      >('products');
      expect(products.length).toBeGreaterThanOrEqual(12);
      for (const product of products) {
        expect(product.categories.length).toBeGreaterThan(0);
        expect(product.sizes.length).toBeGreaterThan(0);
        for (const size of product.sizes) expect(typeof size.mrp).toBe('number');
        expect(product.gallery.length).toBeGreaterThan(0);
        expect(product.benefits.length).toBeGreaterThan(0);
        expect(product.ingredients.length).toBeGreaterThan(0);
      }
      expect(products.flatMap((p) => p.sizes.map((s) => s.mrp))).toContain(249.5);
      const categories = await list<Json>('product-categories');
      expect(categories.map((c) => c.name)).toEqual(['Healthcare', 'Homecare', 'Skincare', 'Animal care', 'Agricultural']);
    });

    it('has the diet drinks, 20 FAQs and the four hero slides', async () => {
      expect((await list('diet-drinks')).length).toBeGreaterThanOrEqual(6);
      const faqs = await list<{ question: string; answer: string }>('faqs');
      expect(faqs).toHaveLength(20);
      const answers = faqs.map((f) => f.answer).join(' ');
      for (const fact of [
        '15-20 minutes',
        'Navi Mumbai',
        'Vashi',
        'minimum order',
        'UPI',
        'cash on delivery',
        'netbanking',
        'gift',
        'bulk',
        'Coco Club',
      ]) {
        expect(answers.toLowerCase()).toContain(fact.toLowerCase());
      }
      const slides = await list<{ title: string; link: string; buttonLabel: string; image: Media }>('hero-slides');
      expect(slides.map((s) => [s.title, s.link])).toEqual([
        ['FARMING', '/'],
        ['PRODUCTS', '/products'],
        ['KOOLERS', '/coconutmilk'],
        ['COCO CLUB', '/subscription'],
      ]);
      for (const slide of slides) {
        expect(slide.buttonLabel).toBe('Get Started');
        expect(slide.image.alternativeText).toBeTruthy();
      }
    });

    it('has four articles, each with a cover and a PDF made from its text', async () => {
      const articles = await list<{ title: string; body: unknown; cover: Media; pdf: Media; readingMinutes: number; publishedOn: string }>(
        'articles',
      );
      expect(articles).toHaveLength(4);
      expect(articles.some((a) => /3-minute recovery/i.test(blocksText(a.body)))).toBe(true);
      for (const topic of [/preservative/i, /endocrine/i, /nitric oxide/i, /coconut water/i]) {
        expect(articles.some((a) => topic.test(a.title))).toBe(true);
      }
      for (const article of articles) {
        expect(article.publishedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(article.cover.alternativeText).toBeTruthy();
        expect(article.pdf.mime).toBe('application/pdf');
        const pdf = Buffer.from(await (await fetch(`${cms.url}${article.pdf.url}`)).arrayBuffer());
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
        // As a reader's copy shows it (poppler's pdfinfo and pdftotext): its title, and its text.
        const info = execFileSync('pdfinfo', ['-enc', 'UTF-8', '-'], { input: pdf }).toString('utf8');
        expect(info).toContain(`Title:           ${article.title}\n`);
        const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8').replace(/\s+/g, ' ');
        const opening = (article.body as { children: { text?: string }[] }[])[0]?.children.map((node) => node.text ?? '').join('') ?? '';
        expect(text).toContain(opening.split(/\s+/).slice(0, 8).join(' '));
      }
    });

    it('has the single types the pages need', async () => {
      const footer = (await get<{ gallery: Media[]; links: { link: string }[]; socialLinks: Json[] }>('footer')).data;
      expect(footer.gallery).toHaveLength(6);
      expect(footer.links.map((l) => l.link)).toEqual(['/products', '/director-profile', '/termsandconditions', '/privacypolicy']);
      expect(footer.socialLinks.length).toBeGreaterThan(0);

      const chairman = (await get<{ achievements: TextItem[] }>('chairman-profile')).data;
      expect(chairman.achievements).toHaveLength(4);

      const plan = (
        await get<{ name: string; price: number; cycle: string; features: TextItem[]; whyChooseText: string; upiId: string }>(
          'membership-plan',
        )
      ).data;
      expect(plan).toMatchObject({ name: 'Coco Club Gold', price: 1200, cycle: 'Year', memberDiscountPercent: 10 });
      // The spec's "popularity 95" and "10-51% discount" are gone: claims nobody can check, and a
      // discount nobody gets (UX review 2, problem 9; docs/editors.md). The benefits promise only
      // what the shop does: member prices, and no delivery slots before checkout has them.
      expect(plan).not.toHaveProperty('popularity');
      expect(plan.features).toHaveLength(5);
      const promises = [...plan.features.map((f) => f.text), plan.whyChooseText].join(' ');
      expect(promises).toContain('Member prices on every kooler, diet drink and natural product');
      expect(promises).not.toMatch(/10-51%|slots|percent of our/i);
      expect(plan.upiId).toMatch(/^[\w.-]+@[\w]+$/);

      const farm = (await get<{ rotatingLines: TextItem[]; images: Media[] }>('farm')).data;
      expect(farm.rotatingLines.map((l) => l.text)).toEqual([
        'Healthcare Products',
        'Skincare Solutions',
        'Animal Care',
        'Agricultural Products',
        'Coconut Milk with Fruit Pulp',
      ]);
      expect(farm.images.length).toBeGreaterThan(2);

      const mission = (await get<{ title: string; points: Json[]; images: Media[] }>('mission')).data;
      expect(mission.title).toBe('Our Mission');
      expect(mission.points).toHaveLength(3);
      expect(mission.images).toHaveLength(3);

      const about = (await get<{ badge: string; bullets: TextItem[]; button: { label: string; link: string } }>('about-block')).data;
      expect(about.badge).toBe('10k+ Clients');
      expect(about.bullets).toHaveLength(3);
      expect(about.button).toMatchObject({ label: 'Discover More', link: '/about-company' });

      const company = (await get<{ coreValues: { title: string; link: string | null }[]; button: { label: string } }>('company')).data;
      expect(company.coreValues.map((v) => [v.title, v.link])).toEqual([
        ['Integrity', null],
        ['Innovation', '/contact'],
        ['Sustainability', null],
      ]);
      expect(company.button.label).toBe('Get Involved');

      const terms = (await get<{ lastUpdated: string; body: unknown }>('terms')).data;
      const privacy = (await get<{ lastUpdated: string; body: unknown }>('privacy')).data;
      expect([terms.lastUpdated, privacy.lastUpdated]).toEqual(['2024-12-24', '2024-12-24']);
      expect(blocksText(terms.body)).toContain('over 18');
      expect(blocksText(privacy.body)).toContain('under 13');
    });

    it('has the header and the footer in Hindi and Marathi beside English, with the same links, pictures and phone', async () => {
      type Item = { name: string; link: string | null; subMenu?: Item[] };
      const names = (items: Item[]): string[] => items.flatMap((item) => [item.name, ...names(item.subMenu ?? [])]);
      const links = (items: Item[]): (string | null)[] => items.flatMap((item) => [item.link, ...links(item.subMenu ?? [])]);
      const english = (await get<{ menu: Item[] }>('navigation')).data.menu;
      const hindi = (await get<{ menu: Item[]; locale: string }>('navigation?locale=hi')).data;
      const marathi = (await get<{ menu: Item[] }>('navigation?locale=mr')).data.menu;
      expect(hindi.locale).toBe('hi');
      expect(names(hindi.menu).slice(0, 2)).toEqual(['होम', 'सेवाएँ']);
      expect(names(marathi).slice(0, 2)).toEqual(['मुख्यपृष्ठ', 'सेवा']);
      expect(links(hindi.menu)).toEqual(links(english));
      expect(links(marathi)).toEqual(links(english));
      // No English left in a translated menu: every name is in Devanagari (brand names included).
      for (const name of [...names(hindi.menu), ...names(marathi)]) expect(name).toMatch(/^[\u0900-\u097F\s-]+$/);

      type Footer = { about: string; phone: string; address: string; gallery: Media[]; socialLinks: { url: string; label: string }[] };
      const footer = (await get<Footer>('footer')).data;
      const footerInMarathi = (await get<Footer>('footer?locale=mr')).data;
      expect(footerInMarathi.about).toContain('नवी मुंबई');
      expect(footerInMarathi.address).toContain('वाशी');
      expect(footerInMarathi.phone).toBe(footer.phone);
      expect(footerInMarathi.gallery.map((picture) => picture.url)).toEqual(footer.gallery.map((picture) => picture.url));
      expect(footerInMarathi.socialLinks.map((link) => link.url)).toEqual(footer.socialLinks.map((link) => link.url));
      expect(footerInMarathi.socialLinks[0]?.label).toBe('इंस्टाग्रामवर कूलर्स');
    });

    it('has every kooler, diet drink and FAQ in Hindi and Marathi, with the English one’s slug, price and picture', async () => {
      type Drink = { slug: string; name: string; price: number; image: Media };
      for (const [plural, language] of [
        ['koolers', 'hi'],
        ['koolers', 'mr'],
        ['diet-drinks', 'hi'],
        ['diet-drinks', 'mr'],
      ] as const) {
        const english = await list<Drink>(plural);
        const translated = await list<Drink>(plural, `&locale=${language}`);
        expect(translated.map((drink) => [drink.slug, drink.price, drink.image.url])).toEqual(
          english.map((drink) => [drink.slug, drink.price, drink.image.url]),
        );
        for (const drink of translated) expect(drink.name).toMatch(/[\u0900-\u097F]/);
      }
      expect(await list('faqs', '&locale=mr')).toHaveLength((await list('faqs')).length);

      type Settings = { address: string; phone: string; deliveryFee: number; serviceablePincodes: { code: string }[] };
      const settings = (await get<Settings>('site-setting')).data;
      const inHindi = (await get<Settings>('site-setting?locale=hi')).data;
      expect(inHindi.address).toContain('वाशी');
      // Each language keeps its own copy of a shared component (their ids differ), with the same values.
      const codes = (pincodes: { code: string }[]) => pincodes.map((pincode) => pincode.code);
      expect([inHindi.phone, inHindi.deliveryFee, codes(inHindi.serviceablePincodes)]).toEqual([
        settings.phone,
        settings.deliveryFee,
        codes(settings.serviceablePincodes),
      ]);
    });

    it('has every natural product and category in Hindi and Marathi: the English one’s slug, sizes and pictures, and its categories in that language', async () => {
      type Product = {
        slug: string;
        name: string;
        sizes: { label: string; mrp: number }[];
        gallery: Media[];
        categories: { slug: string; name: string }[];
      };
      const english = await list<Product>('products');
      const slugs = (categories: { slug: string }[]) => categories.map((category) => category.slug).sort();
      for (const language of ['hi', 'mr']) {
        const translated = await list<Product>('products', `&locale=${language}`);
        expect(
          translated.map((product) => [product.slug, product.sizes.map(({ label, mrp }) => [label, mrp]), product.gallery.length]),
        ).toEqual(english.map((product) => [product.slug, product.sizes.map(({ label, mrp }) => [label, mrp]), product.gallery.length]));
        const categories = await list<{ slug: string; name: string }>('product-categories', `&locale=${language}`);
        expect(categories).toHaveLength(5);
        for (const [index, product] of translated.entries()) {
          expect(product.name).toMatch(/[\u0900-\u097F]/);
          expect(slugs(product.categories)).toEqual(slugs(english[index]?.categories ?? []));
          for (const category of product.categories) expect(category.name).toMatch(/^[\u0900-\u097F\s-]+$/);
        }
      }
    });

    it('answers an entry nobody has translated yet with nothing in that language, and English without one', async () => {
      expect(await list('articles', '&locale=hi')).toEqual([]);
      expect((await list<{ locale: string }>('articles')).every((article) => article.locale === 'en')).toBe(true);
    });

    it('has the header menu with submenus and a nested submenu', async () => {
      type Item = { name: string; link: string | null; subMenu?: Item[] };
      const { menu } = (await get<{ menu: Item[] }>('navigation')).data;
      expect(menu.map((item) => item.name)).toEqual(['Home', 'Services', 'About', 'More', 'Contact']);
      const links = (items: Item[]): string[] => items.flatMap((item) => [...(item.link ? [item.link] : []), ...links(item.subMenu ?? [])]);
      expect(links(menu)).toEqual(
        expect.arrayContaining([
          '/',
          '/coconutmilk',
          '/dietdrink',
          '/products',
          '/director-profile',
          '/about-company',
          '/chairman-profile',
          '/farm',
          '/company',
          '/subscription',
          '/blog',
          '/faq',
          '/help',
          '/contact',
        ]),
      );
      expect(menu.some((item) => item.subMenu?.some((sub) => (sub.subMenu ?? []).length > 0))).toBe(true);
    });

    it('has the delivery settings: the pincodes with their places and centres, an area’s reach, the delivery time', async () => {
      type Pincode = { code: string; area: string; latitude: number; longitude: number };
      const settings = (await get<Json & { serviceablePincodes: Pincode[]; logo: Media }>('site-setting')).data;
      expect(settings).toMatchObject({
        storeLatitude: 19.076,
        storeLongitude: 72.8777,
        deliveryRadiusKm: 5,
        themeColor: '#79e86b',
        deliveryFee: 0,
        deliveryTime: '15-20 minutes',
      });
      const codes = settings.serviceablePincodes.map((pincode) => pincode.code);
      expect(codes).toEqual(expect.arrayContaining(['400703', '400705']));
      for (const code of codes) expect(code).toMatch(/^4(00|10)\d{3}$/);
      // Navi Mumbai, around 19.0 °N 73.0 °E.
      for (const { area, latitude, longitude } of settings.serviceablePincodes) {
        expect(area).toBeTruthy();
        expect(Math.abs(latitude - 19.05)).toBeLessThan(0.15);
        expect(Math.abs(longitude - 73.03)).toBeLessThan(0.12);
      }
      expect(settings.logo.alternativeText).toBeTruthy();
    });
  });

  describe('media', () => {
    it('has a picture file for every entry of the media manifest, and nothing else', () => {
      const files = fs.readdirSync(path.join(appDir, 'seed', 'images')).sort();
      expect(files).toEqual(
        Object.keys(MEDIA)
          .map((key) => `${key}.webp`)
          .sort(),
      );
      const total = files.reduce((sum, file) => sum + fs.statSync(path.join(appDir, 'seed', 'images', file)).size, 0);
      expect(total).toBeLessThan(3 * 1024 * 1024);
    });

    it('uploaded every picture once, with alt text, and serves it', async () => {
      const files: Media[] = await cms.strapi.db.query('plugin::upload.file').findMany();
      const images = files.filter((file) => file.mime === 'image/webp');
      expect(images.map((file) => file.name).sort()).toEqual(
        Object.keys(MEDIA)
          .map((key) => `${key}.webp`)
          .sort(),
      );
      expect(files.filter((file) => file.mime === 'application/pdf')).toHaveLength(4);
      for (const file of files) expect(file.alternativeText?.length ?? 0).toBeGreaterThan(5);
      const res = await fetch(`${cms.url}${images[0].url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
    });

    it('answers 304 to a conditional request for an unchanged picture, and the whole file once it changed', async () => {
      const [file] = (await cms.strapi.db.query('plugin::upload.file').findMany({ where: { mime: 'image/webp' } })) as Media[];
      const first = await fetch(`${cms.url}${file.url}`);
      const lastModified = first.headers.get('last-modified') as string;
      expect(lastModified).toBeTruthy();
      // fetch() sends `Cache-Control: no-cache` with a conditional request, as the site's build does.
      const unchanged = await fetch(`${cms.url}${file.url}`, {
        headers: { 'if-modified-since': lastModified, 'cache-control': 'no-cache' },
      });
      expect(unchanged.status).toBe(304);
      expect((await unchanged.arrayBuffer()).byteLength).toBe(0);

      // Replacing a picture keeps its URL: only its date tells the build to resize it again.
      const later = new Date(Date.parse(lastModified) + 60_000);
      fs.utimesSync(path.join(env.publicDir, file.url), later, later);
      const changed = await fetch(`${cms.url}${file.url}`, { headers: { 'if-modified-since': lastModified } });
      expect(changed.status).toBe(200);
      expect((await changed.arrayBuffer()).byteLength).toBe((await first.arrayBuffer()).byteLength);
    });
  });

  describe('drafts and restarts', () => {
    const koolerDocuments = () => cms.strapi.documents('api::kooler.kooler');
    const faqDocuments = () => cms.strapi.documents('api::faq.faq');
    async function mangoDraft() {
      const mango = await koolerDocuments().findFirst({ filters: { slug: 'mango' }, status: 'draft' });
      if (!mango) throw new Error('the seed has a mango kooler');
      return mango as typeof mango & { price: number; subtitle: string };
    }

    it('never shows unpublished drafts, even with ?status=draft', async () => {
      const mango = await mangoDraft();
      const draftFaq = await faqDocuments().create({ data: { question: 'Unpublished question?', answer: 'Not yet.', order: 99 } });
      try {
        await koolerDocuments().update({ documentId: mango.documentId, data: { price: 999 } });
        for (const query of ['', '&status=draft']) {
          const faqs = await list<{ question: string }>('faqs', query);
          expect(faqs).toHaveLength(20);
          expect(faqs.map((faq) => faq.question)).not.toContain('Unpublished question?');
          const koolers = await list<{ slug: string; price: number }>('koolers', query);
          expect(koolers.find((k) => k.slug === 'mango')?.price).toBe(100);
        }
      } finally {
        await faqDocuments().delete({ documentId: draftFaq.documentId });
        await koolerDocuments().discardDraft({ documentId: mango.documentId });
      }
      expect((await mangoDraft()).price).toBe(100);
    });

    it('a second boot creates nothing, keeps an editor’s change and does not bring back a deleted entry', async () => {
      const mango = await mangoDraft();
      const deleted = await faqDocuments().findFirst({ filters: { order: 20 } });
      if (!deleted) throw new Error('the seed has a 20th FAQ');
      try {
        await koolerDocuments().update({ documentId: mango.documentId, data: { price: 110, subtitle: 'Edited by an editor' } });
        await koolerDocuments().publish({ documentId: mango.documentId });
        await faqDocuments().delete({ documentId: deleted.documentId });

        const counts = async () => {
          const result: Record<string, number> = {};
          for (const uid of [
            'plugin::upload.file',
            ...[...PUBLIC_COLLECTION_TYPES, ...PUBLIC_SINGLE_TYPES].map((name) => `api::${name}.${name}`),
          ]) {
            result[uid] = await cms.strapi.db.query(uid as 'plugin::upload.file').count();
          }
          return result;
        };
        const before = await counts();
        expect(Object.values(before).every((count) => count > 0)).toBe(true);

        await cms.stop();
        cms = await bootCms(); // same database and uploads folder: the seed runs again

        expect(await counts()).toEqual(before);
        const koolersAfter = await list<{ slug: string; price: number; subtitle: string }>('koolers');
        expect(koolersAfter.find((k) => k.slug === 'mango')).toMatchObject({ price: 110, subtitle: 'Edited by an editor' });
        const faqsAfter = await list<{ question: string }>('faqs');
        expect(faqsAfter).toHaveLength(19);
        expect(faqsAfter.map((f) => f.question)).not.toContain(deleted.question);
      } finally {
        // The seed as it was: mango at its price, the 20th FAQ back (a new document with the same content).
        await koolerDocuments().update({ documentId: mango.documentId, data: { price: mango.price, subtitle: mango.subtitle } });
        await koolerDocuments().publish({ documentId: mango.documentId });
        if (!(await faqDocuments().findFirst({ filters: { order: 20 } }))) {
          await faqDocuments().create({
            data: { question: String(deleted.question), answer: String(deleted.answer), order: Number(deleted.order) },
            status: 'published',
          });
        }
      }
      expect(await list('faqs')).toHaveLength(20);
      expect((await list<{ slug: string; price: number }>('koolers')).find((k) => k.slug === 'mango')?.price).toBe(100);
    });
  });
});
