/** A Tab over a Playwright page (the old Chromium, reached over CDP). */
import type { ElementHandle, Page } from 'playwright-core';
import { findShown, found, type Label, labelArgument, stillLoading, type Tab, waitFor } from './tab.ts';

export function playwrightTab(engine: string, page: Page, siteUrl: string, waitForLoad = true): Tab {
  const find = async (css: string, label?: Label): Promise<ElementHandle<Element> | null> => {
    // Playwright passes one argument; the finder takes two, so it travels as an expression.
    const handle = await page.evaluateHandle(`(${findShown})(${JSON.stringify(css)}, ${JSON.stringify(labelArgument(label))})`);
    const element = handle.asElement() as ElementHandle<Element> | null;
    if (!element) await handle.dispose();
    return element;
  };
  const mustFind = async (css: string, label?: Label) =>
    found(`${engine}: a visible ${css}${label ? ` labelled ${label}` : ''} on ${page.url()}`, () => find(css, label));
  return {
    engine,
    goto: async (path) => void (await page.goto(new URL(path, siteUrl).href, { waitUntil: waitForLoad ? 'load' : 'commit' })),
    path: async () => new URL(page.url()).pathname,
    click: async (css, label) => {
      const element = await mustFind(css, label);
      // In the middle of the screen, as a shopper would have it, never under the sticky header.
      await element.evaluate((target) => target.scrollIntoView({ block: 'center' }));
      await element.click();
    },
    clickAt: (x, y) => page.mouse.click(x, y),
    type: async (css, text) => {
      const field = await mustFind(css);
      await field.evaluate((input) => {
        (input as HTMLInputElement).value = '';
      });
      await field.click();
      await page.keyboard.type(text);
    },
    pressEscape: () => page.keyboard.press('Escape'),
    isShown: async (css, label) => {
      const element = await find(css, label);
      await element?.dispose();
      return element !== null;
    },
    run: <T, A>(fn: (arg: A) => T, arg?: A) => page.evaluate(fn as (arg: unknown) => T, arg as unknown) as Promise<T>,
    inject: async (source) => void (await page.evaluate(source)),
    resize: (width, height) => page.setViewportSize({ width, height }),
    screenshotAt: async (path, size, file) => {
      await page.setViewportSize(size);
      await page.goto(new URL(path, siteUrl).href);
      let loading: string[] = [];
      await waitFor(
        () => `${engine}: ${path} loads with its pictures (loading: ${loading.join(', ')})`,
        async () => {
          loading = await page.evaluate(stillLoading);
          return loading.length === 0;
        },
      );
      await page.screenshot({ path: file });
    },
    close: () => page.close(),
  };
}
