/**
 * What the customer journeys share beyond fixtures.ts: orders placed through the API in the page's
 * own session (so the account shows them), Razorpay payments made in the sandbox, the commerce
 * database read with SQL, and the links the API emails.
 */
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, type Page } from '@playwright/test';
import { dataDir, outbox, type Shopper, type StoredCartLine, urls } from './fixtures.ts';

export const vashi = { address: 'Flat 12, Palm Beach Road, Sector 17, Vashi, Navi Mumbai', pincode: '400703' };

type CartItem = { ref: string; quantity: number; size?: string };
/** A shopper, with a delivery address of their own if the test needs one nobody else has. */
type Buyer = Shopper & { address?: string };

function details(who: Buyer) {
  return { name: who.name, email: who.email, phone: who.phone, ...vashi, ...(who.address ? { address: who.address } : {}) };
}

/** Waits until the page's React island `component` has hydrated: typing into it before then is lost. */
export async function islandReady(page: Page, component: string): Promise<void> {
  await expect(page.locator(`astro-island[component-url*="/${component}."]:not([ssr])`)).toHaveCount(1);
}

/**
 * A guest with `cart` through checkout's first steps, as a shopper does it: Checkout, their email
 * and phone and Continue (the contact step orders as a guest), their name and a Vashi address
 * (served, as "Delivery Available" says). The page is then on the delivery step.
 */
export async function guestToDelivery(page: Page, guest: Shopper, cart: StoredCartLine[], address = vashi): Promise<void> {
  await page.goto('/faq');
  await page.evaluate((lines) => localStorage.setItem('cart', JSON.stringify(lines)), cart);
  await page.goto('/checkout');
  await page.getByRole('button', { name: /^Checkout ₹/ }).click();
  await page.getByLabel('Email').fill(guest.email);
  await page.getByRole('textbox', { name: 'Phone' }).fill(guest.phone);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Full name').fill(guest.name);
  await page.getByLabel('Delivery address').fill(address.address);
  await page.getByLabel('Pincode').fill(address.pincode);
  await expect(page.getByText('Delivery Available')).toBeVisible();
}

/** A cash-on-delivery order placed by the customer logged in on `page`. */
export async function placeCodOrder(page: Page, who: Buyer, items: CartItem[]): Promise<string> {
  const response = await page.request.post('/api/orders/cod', {
    headers: { Origin: urls.site },
    data: { items, customerDetails: details(who) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).orderId;
}

/** An online order, left unpaid (as when the shopper closes Razorpay's window). */
export async function placeOnlineOrder(page: Page, who: Buyer, items: CartItem[]) {
  const response = await page.request.post('/api/orders/create-razorpay-order', {
    headers: { Origin: urls.site },
    data: { items, customerDetails: details(who) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { orderId: string; razorpayOrderId: string; keyId: string };
}

/** An online order paid in the Razorpay sandbox and verified, as the checkout does. */
export async function placePaidOrder(page: Page, who: Buyer, items: CartItem[]): Promise<string> {
  const order = await placeOnlineOrder(page, who, items);
  const paid = await page.request.post(`${urls.sandbox}/v1/checkout/authorize`, {
    data: { key_id: order.keyId, order_id: order.razorpayOrderId },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  const verified = await page.request.post('/api/orders/verify-payment', { headers: { Origin: urls.site }, data: await paid.json() });
  expect(verified.ok(), await verified.text()).toBe(true);
  return order.orderId;
}

/** The journeys' commerce database (SQLite), for what only SQL can show. */
export function commerceDb(): DatabaseSync {
  return new DatabaseSync(join(dataDir, 'commerce.db'));
}

/** Ends every session of a customer on the server, as an operator (or another device's password change) would. */
export function revokeSessions(email: string): void {
  const db = commerceDb();
  try {
    db.prepare(
      'UPDATE sessions SET revoked_at = ? WHERE revoked_at IS NULL AND customer_id = (SELECT id FROM customers WHERE email = ?)',
    ).run(new Date().toISOString(), email.toLowerCase());
  } finally {
    db.close();
  }
}

/** The newest password-reset link emailed to `email` (waits for the email to arrive). */
export async function resetLinkFor(email: string, after = 0): Promise<string> {
  let link = '';
  await expect
    .poll(() => {
      const mails = outbox({ to: email }).filter((mail) => mail.subject === 'Reset your Koolers password');
      link = mails.length > after ? (/https?:\/\/\S+\/reset-password#token=[\w-]{43}/.exec(mails.at(-1)?.text ?? '')?.[0] ?? '') : '';
      return link;
    })
    .not.toBe('');
  return link;
}

/** A Kooler's cart ref and name, from Strapi as the site reads it. */
export async function firstKoolers(cms: { published<T>(plural: string): Promise<T[]> }, count: number) {
  const koolers = await cms.published<{ slug: string; name: string }>('koolers');
  return koolers.slice(0, count).map((kooler) => ({ ref: `kooler:${kooler.slug}`, name: kooler.name }));
}
