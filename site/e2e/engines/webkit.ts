/**
 * WebKit, the engine of Safari and of every browser on iPhones: Debian's WebKitGTK (webkit2gtk-driver:
 * WebKitWebDriver and MiniBrowser) driven over WebDriver by selenium-webdriver. MiniBrowser needs a
 * display, so the driver runs under `xvfb-run` (a private X server that goes away with it).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { Builder, Key, Origin, type WebDriver, type WebElement } from 'selenium-webdriver';
import sharp from 'sharp';
import { endWithThisProcess, stopProcessGroup, waitForHttp } from './processes.ts';
import {
  beginLoading,
  type Engine,
  findShown,
  found,
  type Label,
  labelArgument,
  stillLoading,
  type Tab,
  type TabOptions,
  waitFor,
} from './tab.ts';

export const miniBrowserPath = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const webkitDriverPath = '/usr/bin/WebKitWebDriver';

export function webkit(driverPort: number): Engine {
  let server: ChildProcess | undefined;
  let siteUrl = '';
  const drivers = new Set<WebDriver>();

  return {
    name: 'WebKit',
    async start(site) {
      siteUrl = site;
      await startDriver();
    },
    async open(options: TabOptions = {}) {
      // About one new session in thirty hangs on this machine: WebKitWebDriver never answers
      // (4 in 120 in a row here, in CI's journeys too). A session starts in under a second, so one
      // that has not after 20 s is given up, with the driver, which starts again for one more try.
      try {
        return await beforeDeadline(openTab(options), 20_000);
      } catch (error) {
        console.warn(`WebKit: ${(error as Error).message} to a new session; restarting WebKitWebDriver`);
        await restartDriver();
        return await beforeDeadline(openTab(options), 20_000);
      }
    },
    async stop() {
      await Promise.allSettled([...drivers].map((driver) => driver.quit()));
      if (server) await stopProcessGroup(server);
    },
  };

  async function startDriver() {
    server = spawn('xvfb-run', ['-a', '-s', '-screen 0 1400x1000x24', webkitDriverPath, `--port=${driverPort}`], {
      detached: true,
      stdio: 'ignore',
    });
    endWithThisProcess(server);
    await waitForHttp(`http://127.0.0.1:${driverPort}/status`, 'WebKitWebDriver');
  }

  async function restartDriver() {
    drivers.clear();
    if (server) await stopProcessGroup(server);
    await startDriver();
  }

  async function openTab({ site = siteUrl, waitForLoad = true }: TabOptions): Promise<Tab> {
    const driver = await new Builder()
      .usingServer(`http://127.0.0.1:${driverPort}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: miniBrowserPath, args: ['--automation'] },
        // 'none': `get` returns once the page has begun, and no command waits for its scripts.
        pageLoadStrategy: waitForLoad ? 'normal' : 'none',
      })
      .build();
    drivers.add(driver);
    return webDriverTab('WebKit', driver, site, waitForLoad, async () => {
      drivers.delete(driver);
      await driver.quit();
    });
  }
}

/** `work`'s result, or a rejection once `ms` have passed without one (`work` is left to fail unheard). */
function beforeDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  work.catch(() => {});
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

function webDriverTab(engine: string, driver: WebDriver, siteUrl: string, waitForLoad: boolean, close: () => Promise<void>): Tab {
  const find = async (css: string, label?: Label): Promise<WebElement | null> =>
    (await driver.executeScript(findShown, css, labelArgument(label))) as WebElement | null;
  const mustFind = async (css: string, label?: Label) =>
    found(`${engine}: a visible ${css}${label ? ` labelled ${label}` : ''} on ${await driver.getCurrentUrl()}`, () => find(css, label));
  return {
    engine,
    goto: async (path) => {
      const url = new URL(path, siteUrl).href;
      if (waitForLoad) return driver.get(url);
      await beginLoading(
        url,
        (address) => driver.get(address),
        async () => (await driver.executeScript('return location.href')) as string,
      );
    },
    path: async () => new URL(await driver.getCurrentUrl()).pathname,
    click: async (css, label) => {
      const element = await mustFind(css, label);
      // In the middle of the screen, as a shopper would have it, never under the sticky header.
      await driver.executeScript('arguments[0].scrollIntoView({ block: "center" })', element);
      await element.click();
    },
    clickAt: (x, y) => driver.actions().move({ x, y, origin: Origin.VIEWPORT }).click().perform(),
    type: async (css, text) => {
      const field = await mustFind(css);
      // Mid-screen like click: at the screen's edge the phone's sticky buy bar or header can cover it.
      await driver.executeScript('arguments[0].scrollIntoView({ block: "center" })', field);
      await field.clear();
      await field.click();
      await field.sendKeys(text);
    },
    pressEscape: () => driver.actions().sendKeys(Key.ESCAPE).perform(),
    isShown: async (css, label) => (await find(css, label)) !== null,
    run: async <T, A>(fn: (arg: A) => T, arg?: A) => (await driver.executeScript(fn, arg)) as T,
    inject: async (source) => void (await driver.executeScript(source)),
    resize: async (width, height) => {
      // The window has browser chrome around the page: size it so the viewport comes out as asked.
      // MiniBrowser's toolbar keeps the page at least 447 px wide: phone journeys run at that width.
      await driver.manage().window().setRect({ width, height });
      const [innerWidth, innerHeight] = (await driver.executeScript('return [innerWidth, innerHeight]')) as [number, number];
      await driver
        .manage()
        .window()
        .setRect({ width: 2 * width - innerWidth, height: 2 * height - innerHeight });
    },
    screenshotAt: async (path, size, file) => {
      // The window cannot be as narrow as a phone, so the page is shown in a frame of that size:
      // a frame is a viewport of its own (media queries and layout see its width).
      await driver
        .manage()
        .window()
        .setRect({ width: size.width + 200, height: size.height + 200 });
      await driver.get(new URL('/404', siteUrl).href);
      await driver.executeScript(
        `const [src, width, height] = arguments;
         document.open();
         document.write('<!doctype html><body style="margin:0"><iframe style="border:0;display:block"></iframe>');
         document.close();
         const frame = document.querySelector('iframe');
         Object.assign(frame, { src, width, height });`,
        new URL(path, siteUrl).href,
        size.width,
        size.height,
      );
      const frame = await driver.findElement({ css: 'iframe' });
      await waitFor(`${engine}: ${path} loads with its pictures`, async () => {
        await driver.switchTo().frame(frame);
        const loading = (await driver.executeScript(stillLoading)) as string[];
        await driver.switchTo().defaultContent();
        return loading.length === 0;
      });
      // WebKitGTK's element screenshots come out offset: take the viewport and cut the frame out.
      const viewport = Buffer.from(await driver.takeScreenshot(), 'base64');
      await sharp(viewport).extract({ left: 0, top: 0, width: size.width, height: size.height }).toFile(file);
    },
    close,
  };
}
