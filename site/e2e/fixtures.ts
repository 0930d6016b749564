/**
 * What every journey shares: the shop's addresses, an accessibility check, Strapi (read as the site
 * does, written as an editor would), the cart the browser stored, shoppers with accounts in the
 * commerce API, and the outbox the API writes its emails to.
 *
 *   import { expect, test } from './fixtures.ts';
 *   test('…', async ({ page, axe, cms, shopper }) => { … });
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import type { RebuilderStatus } from '@koolers/contracts/site-build';
import { builtPages, currentBuild } from '@koolers/web/site-builds';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { e2ePorts } from './ports.ts';

export { expect };

const local = (port: number) => `http://127.0.0.1:${port}`;
export const urls = {
  site: local(e2ePorts.site),
  cms: local(e2ePorts.cms),
  api: local(e2ePorts.api),
  sandbox: local(e2ePorts.sandbox),
};

/** The folder the journeys' shop keeps its databases and outbox in (set by playwright.config.ts). */
export const dataDir = process.env.KOOLERS_E2E_DATA ?? '';

/** The folder the journeys' shop keeps its site builds in (set by playwright.config.ts). */
export const siteBuildsDir = process.env.KOOLERS_E2E_SITE_BUILDS ?? '';

/**
 * How long a journey waits for an edit in Strapi to reach the site (webhook, rebuild, swap): a rebuild
 * takes 3 s on a quiet machine and 10 s or more while others test. A test that waits for rebuilds
 * sets its own timeout above this (Playwright's default 30 s would cut the wait short).
 */
export const REBUILD_WAIT_MS = 90_000;

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Rupees as the site shows them: ₹1,200.00. */
export const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export type StoredCartLine = { ref: string; name: string; size?: string; quantity: number };

/** Strapi's public REST API, read the way the site reads it (published entries only). */
export type CmsReader = {
  /** `data` of `GET /api/<path>`. */
  get<T>(path: string): Promise<T>;
  /** Every published entry of a collection, in the order editors gave them. */
  published<T>(plural: string): Promise<T[]>;
};

/** An editor: REST writes with an API token, Content Manager actions (publish, unpublish) with an admin session. */
export type CmsEditor = {
  put<T = unknown>(path: string, data: unknown): Promise<T>;
  post<T = unknown>(path: string, data?: unknown): Promise<T>;
};

export type Shopper = { name: string; email: string; phone: string; password: string };

type Fixtures = {
  /**
   * Automatic, for every page of the test's browser context: the Content-Security-Policy violations
   * the browser reported (`securitypolicyviolation` events and its console); the test fails if any.
   */
  cspViolations: string[];
  /** Fails the test with every WCAG 2.2 AA violation axe finds on the page as it is now. */
  axe: (page?: Page) => Promise<void>;
  cms: CmsReader;
  /**
   * The cart the browser keeps under `cart` in localStorage. Read it after the UI shows the change
   * (a badge count, a status): it is read once, not waited for.
   */
  storedCart: (page?: Page) => Promise<StoredCartLine[]>;
  /** A new customer registered through the API (not logged in anywhere yet). */
  shopper: Shopper;
  /** Logs the page's browser in as `shopper` through the API, so its cookie is the browser's own. */
  loginAs: (who: Shopper, page?: Page) => Promise<void>;
};

type WorkerFixtures = { cmsEditor: CmsEditor };

export const test = base.extend<Fixtures, WorkerFixtures>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__koolersCspViolation', (_source, report: string) => void violations.push(report));
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __koolersCspViolation?: (report: string) => void }).__koolersCspViolation;
          report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI}`);
        });
      });
      context.on('console', (message) => {
        if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],

  axe: async ({ page }, use) => {
    await use(async (target = page) => {
      // The scan reads the page as it is at one moment. Running CSS animations (the hero, the moving
      // strips) make every style it reads be computed again: 4-6 times slower, over 30 s on a busy
      // machine. Hold them for the scan with a style of its own, then remove it, so the page's own
      // rules (pause on hover, focus, the pause button) are in charge again.
      const hold = await target.addStyleTag({ content: '*, ::before, ::after { animation-play-state: paused !important; }' });
      let violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];
      try {
        ({ violations } = await new AxeBuilder({ page: target }).withTags(WCAG_TAGS).analyze());
      } finally {
        await hold.evaluate((style) => (style as HTMLStyleElement).remove());
        await hold.dispose();
      }
      const found = violations.map(
        (violation) => `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
      expect(found, `axe on ${target.url()}`).toEqual([]);
    });
  },

  cms: async ({ request }, use) => {
    const get = async <T>(path: string): Promise<T> => {
      const response = await request.get(`${urls.cms}/api/${path}`);
      expect(response.ok(), `GET /api/${path}: ${response.status()}`).toBe(true);
      return (await response.json()).data as T;
    };
    await use({
      get,
      published: <T>(plural: string) => get<T[]>(`${plural}?pagination[pageSize]=100&sort=order`),
    });
  },

  cmsEditor: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext();
      const { jwt, token } = await signInEditor(request);
      const send = async <T>(method: 'put' | 'post', path: string, data: unknown): Promise<T> => {
        const bearer = path.startsWith('/content-manager/') ? jwt : token;
        const response = await request[method](`${urls.cms}${path}`, { headers: { Authorization: `Bearer ${bearer}` }, data: data ?? {} });
        expect(response.ok(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBe(true);
        return (await response.json()) as T;
      };
      await use({ put: (path, data) => send('put', path, data), post: (path, data) => send('post', path, data) });
      await request.dispose();
    },
    { scope: 'worker' },
  ],

  storedCart: async ({ page }, use) => {
    await use((target = page) => target.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as StoredCartLine[]));
  },

  shopper: async ({ request }, use) => {
    const who = newShopper();
    await registerShopper(request, who);
    await use(who);
  },

  loginAs: async ({ page }, use) => {
    await use(async (who, target = page) => {
      const response = await target.request.post('/api/auth/login', {
        headers: { Origin: urls.site },
        data: { email: who.email, password: who.password },
      });
      expect(response.ok(), `login: ${await response.text()}`).toBe(true);
    });
  },
});

let shopperCount = 0;
/** A shopper nobody has used yet (unique email per test run and per call). */
export function newShopper(overrides: Partial<Shopper> = {}): Shopper {
  shopperCount += 1;
  const unique = `${Date.now().toString(36)}${shopperCount}${process.pid}`;
  return {
    name: 'Priya Patil',
    email: `priya.${unique}@example.in`,
    phone: '9876543210',
    password: 'coconut-water-9',
    ...overrides,
  };
}

/** Registers through the site's own origin, as the register page does. */
export async function registerShopper(request: APIRequestContext, who: Shopper): Promise<void> {
  const response = await request.post(`${urls.site}/api/auth/register`, {
    headers: { Origin: urls.site },
    data: { name: who.name, email: who.email, phoneNumber: who.phone, password: who.password, confirmPassword: who.password },
  });
  expect(response.status(), `register: ${await response.text()}`).toBe(201);
}

/**
 * The first Strapi administrator (created on first use, logged in after that, so a restarted worker
 * still gets in) and a full-access API token as an editor would make in Settings › API Tokens.
 */
async function signInEditor(request: APIRequestContext): Promise<{ jwt: string; token: string }> {
  const admin = { email: 'editor@koolers.in', password: 'Coconut-Editor-2026', firstname: 'Asha' };
  let answer = await request.post(`${urls.cms}/admin/register-admin`, { data: admin });
  if (!answer.ok()) answer = await request.post(`${urls.cms}/admin/login`, { data: { email: admin.email, password: admin.password } });
  expect(answer.ok(), `Strapi admin sign-in: ${await answer.text()}`).toBe(true);
  const jwt = (await answer.json()).data.token as string;
  const created = await request.post(`${urls.cms}/admin/api-tokens`, {
    headers: { Authorization: `Bearer ${jwt}` },
    data: { name: `e2e editor ${Date.now()}`, type: 'full-access', lifespan: null },
  });
  expect(created.ok(), `API token: ${await created.text()}`).toBe(true);
  return { jwt, token: (await created.json()).data.accessKey as string };
}

export type OutboxMail = { file: string; to: string; subject: string; text: string };

/**
 * The emails the commerce API wrote to its outbox (no SMTP in the journeys), newest last. The body
 * is decoded from quoted-printable so a test can look for a link or a sentence.
 */
export function outbox(filter: { to?: string } = {}): OutboxMail[] {
  const dir = join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .sort()
    .map((file) => parseMail(file, readFileSync(join(dir, file), 'utf8')))
    .filter((mail) => !filter.to || mail.to.toLowerCase().includes(filter.to.toLowerCase()));
}

function parseMail(file: string, raw: string): OutboxMail {
  const [head = '', ...body] = raw.split(/\r?\n\r?\n/);
  const header = (name: string) =>
    head.match(new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im'))?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '';
  const text = body
    .join('\n\n')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return { file, to: header('To'), subject: decodeWords(header('Subject')), text: Buffer.from(text, 'latin1').toString('utf8') };
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) in a header. */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_match, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

/**
 * Waits until the page has defined these custom elements (`cart-badge`, `add-to-cart`…). An element
 * is rendered in its "before the script ran" state (the badge `hidden`), so a hidden or empty state
 * proves something only once its script has run.
 */
export async function whenDefined(page: Page, ...tags: string[]): Promise<void> {
  await page.waitForFunction((names) => names.every((name) => customElements.get(name)), tags);
}

/**
 * Opens `path` again and again until `check` passes: for what shows only once Strapi's webhook has
 * rebuilt the site. Each attempt loads the page afresh, so `check` need not wait long.
 */
export async function expectServed(page: Page, path: string, check: (page: Page) => Promise<void>, timeout = REBUILD_WAIT_MS) {
  await expect(async () => {
    await page.goto(path);
    await check(page);
  }, `${path} as served after a rebuild`).toPass({ timeout });
}

/** The site server's rebuild state (`GET /_site/rebuild` with the webhook secret `npm start` keeps in .env). */
export async function siteRebuildStatus(request: APIRequestContext): Promise<RebuilderStatus> {
  const secrets = parseEnv(readFileSync(join(import.meta.dirname, '../../.env'), 'utf8'));
  const response = await request.get(`${urls.site}/_site/rebuild`, { headers: { Authorization: `Bearer ${secrets.CMS_WEBHOOK_SECRET}` } });
  expect(response.status(), `GET /_site/rebuild: ${await response.text()}`).toBe(200);
  return (await response.json()) as RebuilderStatus;
}

/** Every page of the build the shop serves, as its address: index.html → /, faq.html → /faq. */
export function sitePages(): string[] {
  const dir = currentBuild(siteBuildsDir);
  if (!dir) throw new Error(`no site build in ${siteBuildsDir}`);
  return builtPages(dir);
}

/**
 * Waits until the page's React islands that hydrate on load (`client:load`, `client:idle`) have
 * hydrated: Astro removes their `ssr` attribute then. What is typed or clicked in an island before
 * that is lost. Islands that load on a click (`client:click`, the cart panel) are not waited for.
 */
export async function whenHydrated(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]:is([client="load"], [client="idle"])')).toHaveCount(0);
}
