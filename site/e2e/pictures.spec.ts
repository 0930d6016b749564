/**
 * Pictures on a shopper's phone: each one made at the size its slot draws it, in AVIF where the
 * browser takes it, the LCP picture asked for first, and nothing downloaded before it is about to
 * be seen (later slides of a rotation, pictures of a gallery nobody chose).
 */
import type { Locator, Page } from '@playwright/test';
import { WIDTH_LADDER } from '../src/build/picture-widths.ts';
import { expect, test } from './fixtures.ts';

const PHONE = { width: 390, height: 844, pixelRatio: 1.75 };
test.use({ viewport: { width: PHONE.width, height: PHONE.height }, deviceScaleFactor: PHONE.pixelRatio, isMobile: true, hasTouch: true });

/** Every address the browser asked for, as paths. */
function recordRequests(page: Page): Set<string> {
  const requested = new Set<string>();
  page.on('request', (request) => void requested.add(new URL(request.url()).pathname));
  return requested;
}

/** The files a picture offers (its srcset and its AVIF source's), as paths. */
async function filesOf(item: Locator): Promise<string[]> {
  return item.evaluate((element) =>
    [element, ...element.querySelectorAll('img, source')]
      .filter((node) => node.matches('img, source'))
      .flatMap((node) =>
        (node.getAttribute('srcset') ?? node.getAttribute('src') ?? '')
          .split(',')
          .map((candidate) => candidate.trim().split(' ')[0] ?? '')
          .filter(Boolean),
      ),
  );
}

async function downloaded(item: Locator, requested: Set<string>): Promise<boolean> {
  return (await filesOf(item)).some((file) => requested.has(file));
}

test('the home page fetches the pictures of its first screen first, at the phone’s size, and each later slide shortly before its turn', async ({
  page,
  axe,
}) => {
  const requested = recordRequests(page);
  // The slides are released on the page's clock: held still here, it moves only when the test says.
  // A second ahead of the install: on a busy machine 100 ms had passed already ("cannot fast-forward to the past").
  await page.clock.install({ time: new Date('2026-11-23T09:00:00+05:30') });
  await page.clock.pauseAt(new Date('2026-11-23T09:00:01+05:30'));
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');

  const slides = page.getByTestId('hero-slide');
  await expect(slides).toHaveCount(4);
  // The first screen is the promise and the kooler cards (problem 10): the first card's picture comes
  // first; the hero below them is fetched as any picture is, when it nears the screen.
  const lcp = page.getByRole('list', { name: 'Our Koolers' }).locator('img').first();
  await expect(lcp).toHaveAttribute('fetchpriority', 'high');
  await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
  await expect(slides.first().locator('img')).toHaveAttribute('loading', 'lazy');
  await expect(lcp).toHaveJSProperty('complete', true);
  // WebP (a slot this small is not worth AVIF's decoding, picture-widths.ts), and one step of the width
  // ladder above what the slot needs (a phone card's picture, 8.5rem: 136 CSS px at 1.75×).
  const { source, width } = await lcp.evaluate((image: HTMLImageElement) => {
    const chosen = new URL(image.currentSrc).pathname;
    const candidates = [...(image.parentElement?.querySelectorAll('source, img') ?? [])].flatMap((node) =>
      (node.getAttribute('srcset') ?? '').split(',').map((candidate) => candidate.trim().split(' ')),
    );
    return { source: chosen, width: Number.parseInt(candidates.find(([file]) => file === chosen)?.[1] ?? '0', 10) };
  });
  expect(source).toMatch(/\.webp$/);
  expect(width).toBeGreaterThanOrEqual(136 * PHONE.pixelRatio);
  expect(width).toBeLessThanOrEqual(2 * 136 * PHONE.pixelRatio);

  const mission = page.locator('.mission__picture');
  await expect(mission).toHaveCount(3);
  for (const later of [slides.nth(1), slides.nth(2), slides.nth(3), mission.nth(1), mission.nth(2)])
    expect(await downloaded(later, requested)).toBe(false);

  // Slide 2 fades in 2 s after the page starts: its picture is asked for a second before.
  await page.clock.runFor(1_500);
  await expect.poll(() => downloaded(slides.nth(1), requested)).toBe(true);
  expect(await downloaded(slides.nth(2), requested)).toBe(false);
  await page.clock.runFor(9_000);
  await expect.poll(() => downloaded(slides.nth(3), requested)).toBe(true);
  // The mission's pictures take turns too, but nobody has scrolled down to them yet.
  for (const later of [mission.nth(1), mission.nth(2)]) expect(await downloaded(later, requested)).toBe(false);

  await mission.first().scrollIntoViewIfNeeded();
  await expect.poll(() => downloaded(mission.nth(0), requested)).toBe(true);
  await page.clock.runFor(9_000);
  await expect.poll(() => downloaded(mission.nth(2), requested)).toBe(true);
  // axe keeps its own timers: let time flow again.
  await page.clock.resume();
  await axe();
});

test('a product page downloads its first picture only, and another one when the shopper chooses it', async ({ page, cms }) => {
  const products = await cms.published<{ slug: string; gallery: unknown[] | null }>('products');
  const product = products.find((entry) => (entry.gallery?.length ?? 0) > 1);
  if (!product) throw new Error('the seed has a product with several pictures');
  const requested = recordRequests(page);
  await page.goto(`/product/${product.slug}`);

  // Each picture of the stage: an <img>, or the <picture> around it.
  const stage = page.locator('.gallery__stage > *');
  const shown = page.locator('.gallery__stage img');
  await expect(shown.first()).toBeVisible();
  await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(await downloaded(stage.nth(1), requested)).toBe(false);

  await page.getByRole('radio', { name: 'Picture 2' }).check();
  await expect.poll(() => downloaded(stage.nth(1), requested)).toBe(true);
  await expect(shown.nth(1)).toBeVisible();
  await expect(shown.first()).toBeHidden();
});

/** Templates with pictures (the footer's gallery is on every page). */
const PICTURE_PAGES = [
  '/',
  '/coconutjuice',
  '/showcase',
  '/products',
  '/dietdrink',
  '/blog',
  '/subscription',
  '/farm',
  '/company',
  '/about-company',
  '/heroBanner',
  '/director-profile',
];

for (const path of PICTURE_PAGES) {
  test(`${path} on a phone: no picture is fetched more than one size step above what it draws`, async ({ page }) => {
    await page.goto(path);
    // Every picture, not only those near the top: lazy ones are loaded as a shopper scrolling would.
    await page.evaluate(() => {
      for (const image of document.images) image.loading = 'eager';
    });
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    const pictures = await page.evaluate(() =>
      [...document.images]
        .filter((image) => image.getBoundingClientRect().width > 0 && /\d+w\b/.test(image.srcset))
        .map((image) => {
          const box = image.getBoundingClientRect();
          const chosen = new URL(image.currentSrc).pathname;
          const offers = [...(image.parentElement?.matches('picture') ? image.parentElement.querySelectorAll('source, img') : [image])];
          const candidates = offers.flatMap((node) =>
            (node.getAttribute('srcset') ?? '').split(',').map((candidate) => candidate.trim().split(/\s+/)),
          );
          const widthOf = (descriptor = '0w') => Number.parseInt(descriptor, 10);
          return {
            file: chosen.split('/').pop(),
            sizes: image.sizes,
            // object-fit: cover draws a picture of another shape wider than its box.
            drawn: Math.max(box.width, (box.height * image.naturalWidth) / image.naturalHeight),
            chosen: widthOf(candidates.find(([file]) => file === chosen)?.[1]),
            widest: Math.max(...candidates.map(([, descriptor]) => widthOf(descriptor))),
          };
        }),
    );
    expect(pictures.length).toBeGreaterThan(0);
    const oversized = pictures
      .filter(({ drawn, chosen, widest }) => {
        const needed = drawn * PHONE.pixelRatio;
        const step = WIDTH_LADDER.find((width) => width >= needed) ?? widest;
        return chosen > Math.min(step, widest);
      })
      .map(({ file, sizes, drawn, chosen }) => `${file}: ${chosen} px wide for ${Math.round(drawn)} CSS px (sizes="${sizes}")`);
    expect(oversized).toEqual([]);
  });
}
