import type { Page } from '@playwright/test';
import { signInOwnerToDesk } from './desk-owner.ts';
import { expect, newShopper, registerShopper, type StoredCartLine, test, urls } from './fixtures.ts';

/**
 * Promotion codes end to end: an owner creates one at the desk, a shopper applies it in the cart,
 * reads each reason a code is refused beside the field, pays, and finds the discount on the
 * confirmation; the desk counts the use and what it brought.
 */

const VASHI = { address: 'Flat 4, Palm Court, Sector 17, Vashi, Navi Mumbai', pincode: '400703' };
/** ₹100 × 2 + ₹120: ₹320.00, delivered free to Vashi. */
const KOOLERS: StoredCartLine[] = [
  { ref: 'kooler:strawberry', name: 'Strawberry', quantity: 2 },
  { ref: 'kooler:avocado', name: 'Avocado', quantity: 1 },
];

test.beforeEach(() => test.slow());

const unique = Date.now().toString(36).toUpperCase();

/** A code the owner creates through the desk's API (the form is exercised once, for the code the shopper uses). */
async function ownerCreates(desk: Page, settings: Record<string, unknown>) {
  const answer = await desk.request.post('/api/admin/promotion-codes', {
    headers: { Origin: urls.site },
    data: { kind: 'percent', value: 10, ...settings },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

async function applyCode(page: Page, code: string) {
  const field = page.getByLabel('Promotion code');
  await field.fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
}

test('an owner creates a code at the desk; the shopper meets every refusal beside the field, applies the code, pays, and sees the discount', async ({
  page,
  browser,
  axe,
  shopper,
  loginAs,
}) => {
  const welcome = `WELCOME-${unique}`;
  const ownerContext = await browser.newContext({ baseURL: urls.site });
  const owner = await ownerContext.newPage();
  await signInOwnerToDesk(owner, 'promo-owner');
  await owner.getByRole('link', { name: 'Promotion codes' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Promotion codes' })).toBeVisible();
  // The list comes first: the form waits behind "New code".
  await expect(owner.getByLabel('Code', { exact: true })).toHaveCount(0);
  await owner.getByRole('button', { name: 'New code' }).click();
  await expect(owner.getByRole('heading', { level: 2, name: 'New code' })).toBeFocused();
  await owner.getByLabel('Code', { exact: true }).fill(welcome.toLowerCase());
  await owner.getByLabel('Percent off').fill('20');
  await owner.getByLabel('Uses per customer (optional)').fill('1');
  await owner.getByRole('button', { name: 'Create code' }).click();
  await expect(owner.getByText(`Code ${welcome} created.`)).toBeVisible();
  await expect(owner.getByLabel('Code', { exact: true })).toHaveCount(0);
  const row = owner.getByRole('row').filter({ hasText: welcome });
  await expect(row).toContainText('20% off');
  await expect(row).toContainText('Running');
  await axe(owner);

  // The codes that refuse, each for its own reason.
  const codes = {
    expired: `OLD-${unique}`,
    notYet: `SOON-${unique}`,
    minimum: `BIG-${unique}`,
    usedUp: `GONE-${unique}`,
    mine: `ONCE-${unique}`,
    products: `OIL-${unique}`,
  };
  await ownerCreates(owner, { code: codes.expired, validUntil: '2025-01-01T00:00:00Z' });
  await ownerCreates(owner, { code: codes.notYet, validFrom: '2099-01-01T00:00:00Z' });
  await ownerCreates(owner, { code: codes.minimum, minimumOrderPaise: 500_000 });
  await ownerCreates(owner, { code: codes.usedUp, totalUseLimit: 1 });
  await ownerCreates(owner, { code: codes.mine, perCustomerLimit: 1 });
  await ownerCreates(owner, { code: codes.products, categories: ['product'] });
  // Someone else took the only use of one; this shopper already used another.
  const other = newShopper();
  const otherApi = owner.context().request;
  await registerShopper(otherApi, other);
  const delivery = (email: string) => ({ name: 'Priya Patil', phone: '9876543210', email, ...VASHI });
  const usedUp = await otherApi.post('/api/orders/cod', {
    headers: { Origin: urls.site },
    data: { items: KOOLERS, customerDetails: delivery(other.email), promotionCode: codes.usedUp },
  });
  expect(usedUp.status(), await usedUp.text()).toBe(201);
  await loginAs(shopper);
  const mine = await page.request.post('/api/orders/cod', {
    headers: { Origin: urls.site },
    data: { items: KOOLERS, customerDetails: delivery(shopper.email), promotionCode: codes.mine },
  });
  expect(mine.status(), await mine.text()).toBe(201);

  // The desk shows each code's status from its dates and limits, as the shopper will be told it,
  // and filters by it.
  await owner.reload();
  const status = (code: string) => owner.getByRole('row').filter({ hasText: code }).getByRole('cell').nth(6);
  await expect(status(codes.expired)).toHaveText('Expired');
  await expect(status(codes.notYet)).toHaveText('Scheduled');
  await expect(status(codes.usedUp)).toHaveText('Used up');
  await expect(status(codes.minimum)).toHaveText('Running');
  await owner.getByLabel('Status', { exact: true }).selectOption('expired');
  await expect(owner.getByRole('row').filter({ hasText: codes.expired })).toBeVisible();
  await expect(owner.getByRole('row').filter({ hasText: welcome })).toHaveCount(0);
  await owner.getByLabel('Status', { exact: true }).selectOption('');

  await page.goto('/faq');
  await page.evaluate((cart) => localStorage.setItem('cart', JSON.stringify(cart)), KOOLERS);
  await page.goto('/checkout');
  await expect(page.getByRole('button', { name: 'Checkout ₹320.00' })).toBeVisible();
  await page.getByText('Have a promotion code?').click();
  const field = page.getByLabel('Promotion code');

  const refusals: [string, string][] = [
    ['NO-SUCH-CODE', 'We don’t know this code. Please check how it is spelt.'],
    [codes.expired, 'This code has expired.'],
    [codes.notYet, 'This code is not valid yet.'],
    [codes.minimum, 'This code needs an order of at least ₹5,000.00.'],
    [codes.usedUp, 'This code has been used up.'],
    [codes.mine.toLowerCase(), 'You have already used this code.'],
    [codes.products, 'This code is not for the items in your cart.'],
  ];
  for (const [code, message] of refusals) {
    await applyCode(page, code);
    const said = page.getByText(message);
    await expect(said).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(message);
    await expect(field).toBeFocused();
    // Refused, the cart costs what it did.
    await expect(page.getByRole('button', { name: 'Checkout ₹320.00' })).toBeVisible();
  }
  await axe();

  // A refused code leaves the cart: after a reload nothing is in red, and the code's field is folded away.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Checkout ₹320.00' })).toBeVisible();
  await expect(page.getByText('This code is not for the items in your cart.')).toHaveCount(0);
  await expect(field).toHaveCount(0);
  await page.getByText('Have a promotion code?').click();
  await expect(field).toHaveValue('');

  // Typed as a phone's keyboard spaces it, the code still applies: the space is taken out.
  await applyCode(page, `${welcome.slice(0, 7)} ${welcome.slice(7)}`.toLowerCase());
  await expect(field).toHaveValue(welcome);
  await expect(page.getByText(`Code ${welcome} applied: you save ₹64.00.`)).toBeVisible();
  await expect(field).not.toHaveAttribute('aria-invalid');
  await expect(page.locator('.cart-summary').getByText(`Code ${welcome}`)).toBeVisible();
  await expect(page.locator('.cart-summary').getByText('−₹64.00')).toBeVisible();
  await axe();

  await page.getByRole('button', { name: 'Checkout ₹256.00' }).click();
  await page.getByLabel('Delivery address').fill(VASHI.address);
  await page.getByLabel('Pincode').fill(VASHI.pincode);
  await expect(page.getByText('Delivery Available')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel(/Pay online/).check();
  await expect(page).toHaveURL(/\/checkout\/review$/);
  // The review says which discount it is, and the code field still holds it.
  await expect(page.locator('.cart-summary').getByText(`Code ${welcome}`)).toBeVisible();
  await axe();
  await page.getByRole('button', { name: 'Pay ₹256.00' }).click();
  const sandbox = page.getByRole('dialog', { name: /Razorpay sandbox/ });
  await expect(sandbox).toBeVisible();
  await sandbox.getByRole('button', { name: /^Pay ₹/ }).click();

  await expect(page).toHaveURL(/\/order-confirmation\?order=ord_/);
  await expect(page.getByText('Paid online, ₹256.00')).toBeVisible();
  await expect(page.getByText(`Code ${welcome}`)).toBeVisible();
  await expect(page.getByText('−₹64.00')).toBeVisible();
  await axe();

  // The desk counts the use and what the order brought.
  await owner.reload();
  const counted = owner.getByRole('row').filter({ hasText: welcome });
  await expect(counted.getByRole('cell').nth(3)).toHaveText('1');
  await expect(counted.getByRole('cell').nth(5)).toContainText('₹256.00');
  // The same shopper cannot use it twice.
  await page.goto('/faq');
  await page.evaluate((cart) => localStorage.setItem('cart', JSON.stringify(cart)), KOOLERS);
  await page.goto('/checkout');
  await page.getByText('Have a promotion code?').click();
  await applyCode(page, welcome);
  await expect(page.getByText('You have already used this code.')).toBeVisible();
  // Refused, it does not come back at the next visit.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Checkout ₹320.00' })).toBeVisible();
  await expect(page.getByText('You have already used this code.')).toHaveCount(0);
  await ownerContext.close();
});
