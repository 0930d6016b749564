/**
 * The buy box of every kooler page: its name, price and "Add to Bag" are on the first screen at every
 * tablet and desktop size, beside the picture (as Dawn's product page has them). A layout can fit the
 * screen without scrolling sideways and still bury the button a screen down: the layout journeys
 * (layout-fit.spec.ts) would not notice that, this one does.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Common screens of tablets, laptops and desktops: width × height in CSS pixels. */
const SCREENS = [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];

/** What of the buy box lies below the first screen (or above it), one line each. */
async function buriedParts(page: Page, parts: Record<string, string>) {
  return page.evaluate((selectors) => {
    const buried: string[] = [];
    for (const [name, selector] of Object.entries(selectors)) {
      const element = document.querySelector(selector);
      if (!element) {
        buried.push(`${name}: missing`);
        continue;
      }
      const box = element.getBoundingClientRect();
      if (box.top < 0 || box.bottom > innerHeight) buried.push(`${name}: ${Math.round(box.top)}–${Math.round(box.bottom)} px`);
    }
    return buried;
  }, parts);
}

test('every kooler page shows its name, price and Add to Bag on the first screen of a tablet or desktop', async ({ page, cms }) => {
  const koolers = await cms.published<{ slug: string }>('koolers');
  expect(koolers.length).toBeGreaterThan(0);
  for (const { slug } of koolers) {
    await page.goto(`/order-product/${slug}`);
    for (const screen of SCREENS) {
      await page.setViewportSize(screen);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      const buried = await buriedParts(page, {
        name: 'main h1',
        price: '.kooler-details .price',
        'Add to Bag': '.kooler-details button[type="submit"]',
      });
      expect.soft(buried, `/order-product/${slug} at ${screen.width}×${screen.height}`).toEqual([]);
    }
  }
});
