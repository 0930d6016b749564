/**
 * The "after" pictures of UX review 2 (issue 32), at 390 × 844 and 1280 × 800, into
 * docs/screenshots/2026-11-30/ as `<screen>-<width>-after.png`. It drives a journeys' shop that is
 * already running, and gets each screen to its state the way the journeys do (their support modules,
 * not copies): staff sign in through the owner CLI, mark koolers sold out on the desk, shoppers order
 * through the API, guests open the link from the outbox.
 *
 * In site/, in one shell:  E2E_PORT_OFFSET=900 npm run e2e:shop   (wait for "site is ready")
 * then in another:         E2E_PORT_OFFSET=900 npm run e2e:screenshots -- [screen…]
 *
 * Naming screens (e.g. `desk-refund-dialog home`) takes only those. A screen that cannot be reached
 * is reported and skipped; the others are still taken (the exit code says whether all were).
 *
 * It is not a journey: the name does not end in .spec.ts, so `npm test` and `playwright test` never
 * run it, and it asserts nothing beyond what it must wait for.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumFlags, chromiumPath } from '@koolers/scripts/chromium';
import { type BrowserContext, chromium, expect, type Page, request as playwrightRequest } from '@playwright/test';
import sharp from 'sharp';

// The journeys' config works out where the running shop keeps its data (site/.e2e-shop) and its ports.
process.env.E2E_SHOP = 'running';
await import('../../playwright.config.ts');
const { newShopper, outbox, registerShopper, urls, whenDefined, whenHydrated } = await import('../fixtures.ts');
const { signInOwnerToDesk } = await import('../desk-owner.ts');
const { guestToDelivery, islandReady, placeCodOrder, placePaidOrder, vashi } = await import('../customer-helpers.ts');
type Shopper = import('../fixtures.ts').Shopper;

const repoRoot = new URL('../../..', import.meta.url).pathname;
const outDir = join(repoRoot, 'docs/screenshots/2026-11-30');

const WIDTHS = [
  // A phone: touch, so what hides on touch screens (the club's QR code) hides here too.
  { width: 390, height: 844, isMobile: true, hasTouch: true },
  { width: 1280, height: 800, isMobile: false, hasTouch: false },
] as const;
type Width = (typeof WIDTHS)[number];

const STRAWBERRY = { ref: 'kooler:strawberry', name: 'Strawberry', quantity: 2 };
const MANGO = { ref: 'kooler:mango', name: 'Mango', quantity: 1 };
const SOLD_OUT = [
  { ref: 'kooler:jamun', name: 'Jamun', quantity: 2 },
  { ref: 'kooler:avocado', name: 'Avocado', quantity: 1 },
];

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
/** The desk's signed-in owner, kept as cookies so each width's context starts signed in. */
let deskState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;

async function newPage(width: Width, signedInToDesk = false): Promise<Page> {
  const context = await browser.newContext({
    baseURL: urls.site,
    viewport: { width: width.width, height: width.height },
    isMobile: width.isMobile,
    hasTouch: width.hasTouch,
    deviceScaleFactor: 1,
    // As a shopper in Navi Mumbai sees it: dates, date inputs and times in Indian English and IST.
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    storageState: signedInToDesk ? await desk() : undefined,
  });
  return context.newPage();
}

async function desk() {
  if (!deskState) {
    const context = await browser.newContext({ baseURL: urls.site });
    await signInOwnerToDesk(await context.newPage(), 'screenshots-owner');
    deskState = await context.storageState();
    await context.close();
  }
  return deskState;
}

/** A page of the desk at `view` (the side navigation's links: `?view=codes`…), its heading shown. */
async function deskView(page: Page, view: string, heading: string) {
  await page.goto(view === 'orders' ? '/admin-dashboard' : `/admin-dashboard?view=${view}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

async function shoot(page: Page, screen: string, width: Width) {
  const path = join(outDir, `${screen}-${width.width}-after.png`);
  // Holds animations and the caret still, so the picture is the page at rest.
  const picture = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  // A 256-colour palette, as the review's own pictures: a third of the size, the text as sharp.
  await sharp(picture).png({ palette: true, quality: 90, effort: 8 }).toFile(path);
  console.log(`  ${path.slice(repoRoot.length)}`);
}

/** A shopper with an account, signed in on `page` (the API's login, so the cookie is the browser's). */
async function signedInShopper(page: Page, overrides: Partial<Shopper> = {}): Promise<Shopper> {
  const who = newShopper({ name: 'Priya Patil', ...overrides });
  await registerShopper(page.request, who);
  const login = await page.request.post('/api/auth/login', {
    headers: { Origin: urls.site },
    data: { email: who.email, password: who.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  // What signing in through the site leaves in the browser (stores/session.ts).
  await page.goto('/faq');
  await page.evaluate((name) => localStorage.setItem('name', name), who.name);
  return who;
}

async function fillCart(page: Page, lines: object[]) {
  await page.goto('/faq');
  await page.evaluate((cart) => localStorage.setItem('cart', JSON.stringify(cart)), lines);
}

/** Staff tick (or untick) koolers sold out today on the desk's Availability page. */
async function markSoldOut(soldOut: boolean) {
  const page = await newPage(WIDTHS[1], true);
  await deskView(page, 'availability', 'Availability');
  for (const { name } of SOLD_OUT) {
    const tick = page.getByRole('checkbox', { name: `${name} sold out today` });
    if ((await tick.isChecked()) !== soldOut) await tick.setChecked(soldOut);
    await expect(tick).toBeChecked({ checked: soldOut });
  }
  await page.context().close();
}

/** Answers a move's confirmation dialog on the desk's order page, as staff do. */
async function move(page: Page, button: string | RegExp) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: button, exact: typeof button === 'string' }).click();
  await expect(dialog).toBeHidden();
}

/** A guest's cash-on-delivery order through the API, and the order page's link from the email it got. */
async function guestOrderLink(page: Page): Promise<{ orderId: string; link: string }> {
  const guest = newShopper({ name: 'Vikram Joshi' });
  const started = await page.request.post('/api/auth/guest', { headers: { Origin: urls.site } });
  expect(started.ok(), await started.text()).toBe(true);
  const placed = await page.request.post('/api/orders/cod', {
    headers: { Origin: urls.site },
    data: { items: [STRAWBERRY], customerDetails: { name: guest.name, email: guest.email, phone: guest.phone, ...vashi } },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { orderId } = (await placed.json()) as { orderId: string };
  const pattern = new RegExp(`https?://[^\\s"]+(/order-confirmation\\?order=${orderId}#key=[\\w-]{43})`);
  let link = '';
  await expect
    .poll(() => {
      link =
        outbox({ to: guest.email })
          .map((mail) => pattern.exec(mail.text)?.[1])
          .find(Boolean) ?? '';
      return link;
    })
    .not.toBe('');
  return { orderId, link };
}

type Screen = { name: string; problem: string; take: (width: Width) => Promise<void> };

const screens: Screen[] = [
  {
    name: 'cart-sold-out',
    problem: '2',
    async take(width) {
      const page = await newPage(width);
      await fillCart(page, [...SOLD_OUT, STRAWBERRY]);
      await page.goto('/checkout');
      await whenHydrated(page);
      await expect(page.getByRole('alert').filter({ hasText: /2 items can.t be delivered today/ })).toBeVisible();
      const summary = page.locator('.checkout-summary');
      await expect(summary.locator('.cart-summary')).toContainText('Total');
      // The banner and the total the rest still comes to, together.
      await summary.evaluate((element) => element.scrollIntoView({ block: 'end' }));
      await shoot(page, 'cart-sold-out', width);
      await page.context().close();
    },
  },
  {
    name: 'kooler-sold-out',
    problem: '2',
    async take(width) {
      const page = await newPage(width);
      // A page reads what is sold out when it loads (and polls after): reload until it shows.
      await expect(async () => {
        await page.goto('/order-product/jamun');
        await whenDefined(page, 'add-to-cart');
        await expect(page.locator('.kooler-details add-to-cart').getByText('Sold out today')).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 45_000 });
      if (width.isMobile) await expect(page.locator('buy-bar').getByRole('button', { name: 'Sold out today' })).toBeVisible();
      await shoot(page, 'kooler-sold-out', width);
      await page.context().close();
    },
  },
  {
    name: 'wishlist',
    problem: '18',
    async take(width) {
      const page = await newPage(width);
      await signedInShopper(page);
      for (const ref of ['kooler:jamun', 'kooler:mango', 'product:virgin-coconut-oil']) {
        const added = await page.request.post('/api/wishlist', { headers: { Origin: urls.site }, data: { ref } });
        expect(added.ok(), await added.text()).toBe(true);
      }
      await page.goto('/wishlist');
      await expect(page.locator('.wishlist__item')).toHaveCount(3);
      await expect(page.locator('.wishlist__item').filter({ hasText: 'Jamun' })).toContainText('Sold out today');
      await shoot(page, 'wishlist', width);
      await page.context().close();
    },
  },
  {
    name: 'guest-order-page',
    problem: '4',
    async take(width) {
      const page = await newPage(width);
      const { orderId, link } = await guestOrderLink(page);
      // Staff deliver it and collect the cash: the heading, notice and "What happens next" follow.
      const staff = await newPage(WIDTHS[1], true);
      await staff.goto(`/admin-dashboard/orders/${orderId}`);
      await move(staff, 'Confirm Order');
      await move(staff, 'Out for delivery');
      await move(staff, /^Delivered, ₹[\d,.]+ cash collected$/);
      await staff.context().close();
      const guest = await newPage(width);
      await guest.goto(link);
      await whenHydrated(guest);
      await expect(guest.getByRole('heading', { level: 1 })).toContainText(/Delivered/i);
      await shoot(guest, 'guest-order-page', width);
      await guest.context().close();
      await page.context().close();
    },
  },
  {
    name: 'payment-failed',
    problem: '5',
    async take(width) {
      const page = await newPage(width);
      await guestToDelivery(page, newShopper({ name: 'Vikram Joshi' }), [STRAWBERRY]);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL(/\/checkout\/review$/);
      await page.getByLabel(/Pay online/).check();
      await page.getByRole('button', { name: /^Pay ₹/ }).click();
      const sandbox = page.getByRole('dialog', { name: /Razorpay sandbox/ });
      await sandbox.getByRole('button', { name: 'Fail payment (test)' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Payment failed. Try again.' })).toBeVisible();
      await expect(page.getByText(/KC-\d+/).first()).toBeAttached();
      await shoot(page, 'payment-failed', width);
      await page.context().close();
    },
  },
  {
    name: 'desk-promotion-codes',
    problem: '6',
    async take(width) {
      const page = await newPage(width, true);
      if (width === WIDTHS[0]) await createCodes(page);
      await deskView(page, 'codes', 'Promotion codes');
      await expect(page.getByRole('row').filter({ hasText: 'Expired' }).first()).toBeVisible();
      await shoot(page, 'desk-promotion-codes', width);
      await page.context().close();
    },
  },
  {
    name: 'desk-refund-dialog',
    problem: '7',
    async take(width) {
      const shopper = await newPage(width);
      const who = await signedInShopper(shopper);
      const orderId = await placePaidOrder(shopper, who, [STRAWBERRY, MANGO]);
      const page = await newPage(width, true);
      await page.goto(`/admin-dashboard/orders/${orderId}`);
      await page.getByRole('button', { name: 'Refund' }).click();
      const dialog = page.getByRole('dialog', { name: /^Refund order KC-\d+$/ });
      await dialog.getByRole('spinbutton').first().fill('1');
      await dialog.getByLabel('Reason').fill('One bottle arrived warm');
      await expect(dialog.getByRole('button', { name: /^Refund ₹/ })).toBeVisible();
      await shoot(page, 'desk-refund-dialog', width);
      await page.context().close();
      await shopper.context().close();
    },
  },
  {
    name: 'desk-cancel-dialog',
    problem: '8',
    async take(width) {
      const shopper = await newPage(width);
      const who = await signedInShopper(shopper);
      const orderId = await placeCodOrder(shopper, who, [STRAWBERRY]);
      const page = await newPage(width, true);
      await page.goto(`/admin-dashboard/orders/${orderId}`);
      await page.getByRole('button', { name: 'Cancel order' }).click();
      const dialog = page.getByRole('dialog', { name: /^Cancel order KC-\d+\?$/ });
      await dialog.getByLabel('Reason for the customer').fill('Out of strawberries today');
      await shoot(page, 'desk-cancel-dialog', width);
      await page.context().close();
      await shopper.context().close();
    },
  },
  {
    name: 'club-page',
    problem: '9',
    async take(width) {
      const page = await newPage(width);
      const who = await signedInShopper(page);
      await placeCodOrder(page, who, [{ ...STRAWBERRY, quantity: 3 }]);
      await page.goto('/subscription');
      await expect(page.locator('#club-saving')).toContainText('Coco Club would have saved you');
      await page.locator('#club-saving').scrollIntoViewIfNeeded();
      await shoot(page, 'club-page', width);
      await page.context().close();
    },
  },
  {
    name: 'club-dialog',
    problem: '14',
    async take(width) {
      const page = await newPage(width);
      await page.goto('/subscription');
      await page.getByRole('button', { name: 'Get Started' }).click();
      const dialog = page.getByRole('dialog', { name: /^Join / });
      await dialog.getByLabel('Name').fill('Kavya Patil');
      await dialog.getByLabel('Email').fill(`kavya.${Date.now()}@example.in`);
      await dialog.getByLabel('Phone').fill('9867001234');
      await dialog.getByLabel('Address').fill('Sector 9, Vashi, Navi Mumbai');
      await dialog.getByLabel('Pincode').fill('400703');
      await dialog.getByRole('button', { name: 'Next' }).click();
      await expect(dialog.getByRole('button', { name: 'Pay now' })).toBeVisible();
      await shoot(page, 'club-dialog', width);
      await page.context().close();
    },
  },
  {
    name: 'home',
    problem: '10',
    async take(width) {
      const page = await newPage(width);
      await page.goto('/');
      await whenDefined(page, 'add-to-cart');
      await shoot(page, 'home', width);
      await page.context().close();
    },
  },
  {
    name: 'kooler-member-price',
    problem: '13',
    async take(width) {
      const page = await newPage(width);
      await page.goto('/order-product/avocado');
      await expect(page.locator('.kooler-details__facts')).toContainText('for members');
      await shoot(page, 'kooler-member-price', width);
      await page.goto('/coconutjuice');
      await whenDefined(page, 'add-to-cart');
      await page.getByTestId('kooler-card').first().scrollIntoViewIfNeeded();
      await shoot(page, 'koolers-member-price', width);
      await page.context().close();
    },
  },
  {
    name: 'desk-phone-order',
    problem: '16',
    async take(width) {
      const who = newShopper({ name: 'Meera Phone', phone: `98${String(Date.now()).slice(-8)}` });
      const api = await playwrightRequest.newContext();
      await registerShopper(api, who);
      await api.dispose();
      const page = await newPage(width, true);
      await deskView(page, 'phone', 'Phone order');
      await page.getByLabel('Customer’s phone or email').fill(`+91 ${who.phone}`);
      await page.getByRole('button', { name: 'Find customer' }).click();
      await page.getByRole('button', { name: `Order for ${who.name}` }).click();
      await page.getByLabel('Delivery address').fill(vashi.address);
      await page.getByLabel('Pincode').fill(vashi.pincode);
      await page.getByLabel('Item').selectOption('kooler:strawberry');
      await page.getByLabel('Quantity').fill('4');
      await page.getByRole('button', { name: 'Add to the order' }).click();
      const total = page.getByRole('region', { name: 'What it comes to' });
      await expect(total).toContainText('Total');
      await total.evaluate((element) => element.scrollIntoView({ block: 'end' }));
      await shoot(page, 'desk-phone-order', width);
      await page.context().close();
    },
  },
  {
    name: 'account-home',
    problem: '17',
    async take(width) {
      const page = await newPage(width);
      const who = await signedInShopper(page, { name: 'Meera Joshi' });
      await placeCodOrder(page, who, [STRAWBERRY]);
      await page.goto('/profile');
      await islandReady(page, 'AccountHome').catch(() => undefined);
      await expect(page.getByRole('region', { name: 'Latest order' }).getByRole('link', { name: /^Order KC-/ })).toBeVisible();
      await shoot(page, 'account-home', width);
      await page.context().close();
    },
  },
  {
    name: 'empty-cart-panel',
    problem: '19',
    async take(width) {
      const page = await newPage(width);
      await page.goto('/faq');
      await page.locator('[data-cart-button]').click();
      await expect(page.getByRole('dialog', { name: 'Cart Details' }).getByText('Your cart is empty')).toBeVisible();
      await shoot(page, 'empty-cart-panel', width);
      await page.context().close();
    },
  },
  {
    name: 'desk-audit-log',
    problem: '20',
    async take(width) {
      const page = await newPage(width, true);
      await deskView(page, 'audit', 'Audit log');
      await expect(page.getByRole('list', { name: 'Audit log entries' }).getByRole('listitem').first()).toBeVisible();
      await shoot(page, 'desk-audit-log', width);
      await page.context().close();
    },
  },
  {
    name: 'desk-totp-setup',
    problem: '20',
    async take(width) {
      // signInOwnerToDesk goes through this step without stopping: here the picture is the step itself.
      const email = `totp.${Date.now().toString(36)}@koolers.test`;
      const output = execFileSync(
        process.execPath,
        [join(repoRoot, 'commerce-api/src/admin/staff/create-owner-cli.ts'), '--email', email],
        {
          env: { PATH: process.env.PATH, SQLITE_PATH: join(process.env.KOOLERS_E2E_DATA ?? '', 'commerce.db'), SITE_ORIGIN: urls.site },
          encoding: 'utf8',
        },
      );
      const page = await newPage(width);
      await page.goto(/(http\S+\/admin-register#invite=\S+)/.exec(output)?.[1] ?? '');
      await whenHydrated(page);
      await page.getByLabel('Name').fill('Ravi Koolers');
      await page.getByLabel('Password').fill('green-coconut-desk-42');
      await page.getByRole('button', { name: 'Register' }).click();
      await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeFocused();
      await shoot(page, 'desk-totp-setup', width);
      await page.context().close();
    },
  },
];

/** Codes in each status the list tells apart: running, scheduled, expired, used up and paused. */
async function createCodes(page: Page) {
  const unique = Date.now().toString(36).toUpperCase().slice(-5);
  const create = async (code: string, settings: Record<string, unknown> = {}) => {
    const answer = await page.request.post('/api/admin/promotion-codes', {
      headers: { Origin: urls.site },
      data: { kind: 'percent', value: 10, code, ...settings },
    });
    expect(answer.status(), await answer.text()).toBe(201);
    return (await answer.json()) as { id: number };
  };
  await create(`MONSOON${unique}`, { value: 15 });
  await create(`DIWALI${unique}`, { validUntil: '2026-11-05T00:00:00Z' });
  await create(`NEWYEAR${unique}`, { validFrom: '2026-12-31T18:30:00Z' });
  const once = `FIRST${unique}`;
  await create(once, { totalUseLimit: 1 });
  const paused = await create(`HOLI${unique}`);
  const pause = await page.request.put(`/api/admin/promotion-codes/${paused.id}/paused`, {
    headers: { Origin: urls.site },
    data: { paused: true },
  });
  expect(pause.ok(), await pause.text()).toBe(true);
  // Someone took the only use of one.
  const buyer = await browser.newContext({ baseURL: urls.site });
  const shopperPage = await buyer.newPage();
  const who = await signedInShopper(shopperPage);
  const used = await shopperPage.request.post('/api/orders/cod', {
    headers: { Origin: urls.site },
    data: { items: [STRAWBERRY], customerDetails: { name: who.name, email: who.email, phone: who.phone, ...vashi }, promotionCode: once },
  });
  expect(used.status(), await used.text()).toBe(201);
  await buyer.close();
}

const wanted = process.argv.slice(2);
const chosen = wanted.length ? screens.filter((screen) => wanted.includes(screen.name)) : screens;
const failed: string[] = [];
mkdirSync(outDir, { recursive: true });
/** The screens that show what staff marked sold out (they come first); the others see everything on sale. */
const ABOUT_SOLD_OUT = ['cart-sold-out', 'kooler-sold-out', 'wishlist'];
let soldOut = false;
try {
  for (const screen of chosen) {
    const wantsSoldOut = ABOUT_SOLD_OUT.includes(screen.name);
    if (wantsSoldOut !== soldOut) {
      await markSoldOut(wantsSoldOut);
      soldOut = wantsSoldOut;
    }
    for (const width of WIDTHS) {
      console.log(`${screen.name} (problem ${screen.problem}) at ${width.width} px`);
      try {
        await screen.take(width);
      } catch (error) {
        failed.push(`${screen.name} at ${width.width} px`);
        console.error(`  skipped: ${(error as Error).message.split('\n')[0]}`);
      }
    }
  }
} finally {
  if (soldOut) await markSoldOut(false).catch((error) => console.error(`unticking the sold-out koolers: ${error}`));
  await browser.close();
}
if (failed.length) {
  console.error(`Not taken: ${failed.join(', ')}`);
  process.exitCode = 1;
}
