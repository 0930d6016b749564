/** A Tab over puppeteer-core: Firefox through WebDriver BiDi, the old Chromium through CDP. */
import { type ElementHandle, type Page, ProtocolError } from 'puppeteer-core';
import { beginLoading, findShown, found, type Label, labelArgument, stillLoading, type Tab, waitFor } from './tab.ts';

export function puppeteerTab(engine: string, page: Page, siteUrl: string, waitForLoad = true): Tab {
  const find = async (css: string, label?: Label): Promise<ElementHandle<Element> | null> => {
    const handle = await page.evaluateHandle(findShown, css, labelArgument(label));
    const element = handle.asElement() as ElementHandle<Element> | null;
    if (!element) await handle.dispose();
    return element;
  };
  const mustFind = async (css: string, label?: Label) =>
    found(`${engine}: a visible ${css}${label ? ` labelled ${label}` : ''} on ${page.url()}`, () => find(css, label));
  return {
    engine,
    goto: async (path) => {
      const url = new URL(path, siteUrl).href;
      if (waitForLoad) {
        try {
          await page.goto(url);
        } catch (error) {
          // A script of the page sent the tab on before it loaded (the remembered language's
          // redirect, `/` → `/mr`): Firefox's BiDi may report the first navigation aborted, by a
          // race. Where the tab landed is the journey's to check.
          if (!(error instanceof ProtocolError && error.message.includes('NS_BINDING_ABORTED'))) throw error;
        }
        return;
      }
      // Not awaited: it settles when the page has loaded, or fails when the tab moves on first.
      const navigate = async (address: string) => void page.goto(address).catch(() => {});
      await beginLoading(url, navigate, () => page.evaluate(() => location.href));
    },
    // Asked of the page itself: Firefox 140 ESR tells WebDriver BiDi of no history.pushState (the
    // checkout's steps move that way), so puppeteer's page.url() stays at the step before. While
    // a new page loads there is no document to ask for a moment: the address it loads is the answer.
    path: async () => {
      try {
        return await page.evaluate(() => location.pathname);
      } catch {
        return new URL(page.url()).pathname;
      }
    },
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
      await field.type(text);
    },
    pressEscape: () => page.keyboard.press('Escape'),
    isShown: async (css, label) => {
      const element = await find(css, label);
      await element?.dispose();
      return element !== null;
    },
    run: <T, A>(fn: (arg: A) => T, arg?: A) => page.evaluate(fn as (arg: unknown) => T, arg) as Promise<T>,
    inject: async (source) => void (await page.evaluate(source)),
    resize: (width, height) => setViewport(page, { width, height }),
    screenshotAt: async (path, size, file) => {
      await setViewport(page, size);
      await page.goto(new URL(path, siteUrl).href);
      let loading: string[] = [];
      await waitFor(
        () => `${engine}: ${path} loads with its pictures (loading: ${loading.join(', ')})`,
        async () => {
          loading = await page.evaluate(stillLoading);
          return loading.length === 0;
        },
      );
      await page.screenshot({ path: file as `${string}.png` });
    },
    close: () => page.close(),
  };
}

/**
 * Sets the viewport. Over WebDriver BiDi, puppeteer sends the size and a screen orientation in one
 * go; Firefox 140 ESR has no `emulation.setScreenOrientationOverride` and refuses the second.
 * The size is set all the same, and no journey reads the screen's orientation: wait until the page
 * has the size and go on.
 */
async function setViewport(page: Page, size: { width: number; height: number }): Promise<void> {
  try {
    await page.setViewport(size);
  } catch (error) {
    const orientationUnknown =
      error instanceof ProtocolError && /setScreenOrientationOverride/.test(error.message) && /unknown command/.test(error.message);
    if (!orientationUnknown) throw error;
    await waitFor(
      () => `the page is ${size.width}×${size.height} px after setting its viewport`,
      () => page.evaluate(({ width, height }) => innerWidth === width && innerHeight === height, size),
    );
  }
}
