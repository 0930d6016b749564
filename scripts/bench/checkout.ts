/**
 * The checkout's budgets, on the bench shop: Lighthouse (mobile) on /checkout with a filled cart,
 * and two waits a shopper feels, each measured over several payments in the Razorpay sandbox:
 * pressing Pay until Razorpay's dialog shows, and the sandbox's success until the confirmation shows.
 */
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../lib/chromium.ts';
import { audit, CATEGORIES, type Scores, withChrome } from './lighthouse.ts';

const RUNS = 5;
const WAIT_TARGET_MS = 1000;
const PERFORMANCE_TARGET = 95;
const CART = [
  { ref: 'kooler:strawberry', name: 'Strawberry', quantity: 2 },
  { ref: 'kooler:avocado', name: 'Avocado', quantity: 1 },
];
const DETAILS = {
  name: 'Bench Shopper',
  email: 'bench.shopper@example.in',
  phone: '9876543210',
  address: 'Flat 4, Palm Court, Sector 17, Vashi, Navi Mumbai',
  pincode: '400703',
};

export type CheckoutMeasures = { lighthouse: Scores; payToDialogMs: number[]; paidToConfirmationMs: number[] };

export async function measureCheckout(urls: { site: string }): Promise<CheckoutMeasures> {
  const lighthouse = await withChrome(async (port) => {
    // Fill the cart in this browser first; the audit then keeps the site's storage.
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    const page = await browser.contexts()[0]?.newPage();
    if (!page) throw new Error('no browser context to fill the cart in');
    await page.goto(`${urls.site}/faq`);
    await page.evaluate((cart) => localStorage.setItem('cart', JSON.stringify(cart)), CART);
    await page.close();
    await browser.close();
    return audit(`${urls.site}/checkout`, port, { keepStorage: true, noindex: true });
  });
  return { lighthouse, ...(await measureWaits(urls.site)) };
}

async function measureWaits(site: string) {
  const cookie = await sessionCookie(site);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const payToDialogMs: number[] = [];
  const paidToConfirmationMs: number[] = [];
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addCookies([{ name: 'koolers_session', value: cookie, url: site }]);
    const page = await context.newPage();
    for (let run = 0; run < RUNS; run++) {
      await page.goto(`${site}/faq`);
      await page.evaluate(
        ({ cart, details }) => {
          localStorage.setItem('cart', JSON.stringify(cart));
          sessionStorage.setItem('koolers:checkout', JSON.stringify({ cartPath: '/checkout', details, method: 'razorpay' }));
        },
        { cart: CART, details: DETAILS },
      );
      await page.goto(`${site}/checkout/review`);
      // Enabled once the server has priced the cart.
      const pay = page.locator('.button--pay:not([disabled])');
      await pay.waitFor();
      const dialog = page.getByRole('dialog', { name: /Razorpay sandbox/ });
      let started = performance.now();
      await pay.click();
      await dialog.waitFor();
      payToDialogMs.push(performance.now() - started);
      started = performance.now();
      await dialog.getByRole('button', { name: /^Pay ₹/ }).click();
      await page.getByText('Payment successful! Your order has been placed.').waitFor();
      paidToConfirmationMs.push(performance.now() - started);
    }
  } finally {
    await browser.close();
  }
  return { payToDialogMs, paidToConfirmationMs };
}

/** A new customer's session, registered and logged in through the site's own /api. */
async function sessionCookie(site: string): Promise<string> {
  const email = `bench.${Date.now()}@example.in`;
  const password = 'bench-coconut-9';
  const headers = { 'content-type': 'application/json', origin: site };
  const registered = await fetch(`${site}/api/auth/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: DETAILS.name, email, phoneNumber: DETAILS.phone, password, confirmPassword: password }),
  });
  if (registered.status !== 201) throw new Error(`bench shopper not registered: ${registered.status}`);
  const login = await fetch(`${site}/api/auth/login`, { method: 'POST', headers, body: JSON.stringify({ email, password }) });
  const token = login.headers.get('set-cookie')?.match(/koolers_session=([^;]+)/)?.[1];
  if (!token) throw new Error(`bench shopper not logged in: ${login.status}`);
  return token;
}

/** Prints the checkout's numbers and returns the budgets it breaks. */
export function printCheckout(measures: CheckoutMeasures): string[] {
  const broken: string[] = [];
  const { lighthouse } = measures;
  console.log('\nCheckout');
  const row = CATEGORIES.map((category) => `${category} ${lighthouse[category]}`).join(', ');
  console.log(
    `  Lighthouse mobile, /checkout with a filled cart: ${row} (SEO without "blocked from indexing": it is noindex); LCP ${lighthouse.lcpMs} ms, TBT ${lighthouse.tbtMs} ms`,
  );
  if (lighthouse.performance < PERFORMANCE_TARGET) broken.push(`Lighthouse /checkout: performance ${lighthouse.performance}`);
  for (const category of CATEGORIES.filter((category) => category !== 'performance')) {
    if (lighthouse[category] < 100)
      broken.push(`Lighthouse /checkout: ${category} ${lighthouse[category]} (${lighthouse.failing.join(', ')})`);
  }
  for (const [label, times] of [
    ['Pay pressed → Razorpay dialog shown', measures.payToDialogMs],
    ['sandbox payment → confirmation shown', measures.paidToConfirmationMs],
  ] as const) {
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    const worst = sorted.at(-1) ?? 0;
    console.log(
      `  ${label}: median ${Math.round(median)} ms, slowest ${Math.round(worst)} ms over ${times.length} payments (target ≤ ${WAIT_TARGET_MS} ms)`,
    );
  }
  return broken;
}
