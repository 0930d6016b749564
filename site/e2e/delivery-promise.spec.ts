import type { Page } from '@playwright/test';
import { guestToDelivery } from './customer-helpers.ts';
import { signInOwnerToDesk } from './desk-owner.ts';
import { expect, newShopper, type StoredCartLine, test, urls } from './fixtures.ts';

/**
 * Issue 34, as far as it goes today: the promise on a kooler page is the server's, worked out in
 * India's time from the owners' delivery settings. An owner closes the rest of today's deliveries
 * at the desk in one action (rain), and a kooler page opened afterwards no longer promises today: it says the shop is closed
 * and names the next slot, on a later day. At checkout a shopper takes the last place of a slot,
 * and the next shopper finds it full.
 */
const CART: StoredCartLine[] = [{ ref: 'kooler:strawberry', name: 'Strawberry', quantity: 1 }];
/** A late slot of the journey's own, with one place: no other journey's order is in it. */
const LATE = { id: 'journey-late', starts: '23:00', ends: '23:30', capacity: 1, cutoffMinutes: 0 };

/** A guest at checkout with the cart, up to the delivery time (the delivery step). */
async function guestAtDeliveryTime(shopper: Page) {
  await guestToDelivery(shopper, newShopper(), CART, { address: 'Flat 9, Palm Court, Sector 17, Vashi, Navi Mumbai', pincode: '400703' });
  return shopper.getByRole('group', { name: 'When should it arrive?' });
}
async function removeClosures(desk: Page) {
  const current = await (await desk.request.get('/api/admin/delivery')).json();
  const restored = await desk.request.put('/api/admin/delivery', {
    headers: { Origin: urls.site },
    data: { ...current.settings, closures: [], version: current.version },
  });
  expect(restored.ok(), await restored.text()).toBe(true);
}

test('an owner closes today’s deliveries at the desk, and a kooler page’s promise moves on to a later day at once', async ({
  page,
  browser,
  cms,
  axe,
}) => {
  test.slow();
  const [kooler] = await cms.published<{ slug: string; name: string }>('koolers');
  await signInOwnerToDesk(page, 'delivery-owner');
  const shopperContext = await browser.newContext({ baseURL: urls.site });
  const shopper = await shopperContext.newPage();
  try {
    await page.getByRole('navigation', { name: 'Order desk' }).getByRole('link', { name: 'Delivery', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery' })).toBeVisible();
    await expect(page.getByText(/Opening hours \(from Strapi’s site settings\): Monday to Saturday, 9 am – 10 pm/)).toBeVisible();
    // India's date now, as the server counts it.
    const { today } = await (await page.request.get('/api/delivery/promise')).json();
    // Rain: one action closes the rest of the day, after a question that names what follows.
    await page.getByRole('button', { name: 'Close for the rest of the day' }).click();
    const ask = page.getByRole('dialog', { name: 'Close deliveries for the rest of today?' });
    await expect(ask).toContainText('Orders already placed keep their times.');
    await axe();
    await ask.getByRole('button', { name: 'Close for the rest of the day' }).click();
    await expect(page.getByText('Deliveries are closed for the rest of today. The shop now promises the next open time.')).toBeVisible();
    await expect(page.getByLabel('Closure 1: date')).toHaveValue(today);
    await expect(page.getByLabel('Closure 1: note')).toHaveValue('Closed for the rest of the day');

    await shopper.goto(`/order-product/${kooler.slug}`);
    const delivery = shopper.getByRole('region', { name: 'Delivery' });
    await expect(delivery).toContainText(/We’re closed now\. Next delivery: (tomorrow|[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}) \d{1,2}/);
  } finally {
    await removeClosures(page);
    await shopperContext.close();
  }
});

test('at checkout a shopper takes the last place of a slot, and the next shopper finds it full', async ({ page, browser, axe }) => {
  test.slow();
  await signInOwnerToDesk(page, 'slot-owner');
  const before = await (await page.request.get('/api/admin/delivery')).json();
  const put = (settings: unknown, version: number) =>
    page.request.put('/api/admin/delivery', { headers: { Origin: urls.site }, data: { ...(settings as object), version } });
  const added = await put({ ...before.settings, slots: [...before.settings.slots, LATE] }, before.version);
  expect(added.ok(), await added.text()).toBe(true);
  const contexts = [await browser.newContext({ baseURL: urls.site }), await browser.newContext({ baseURL: urls.site })];
  try {
    // The first day the late slot can still be booked, as the server counts India's time.
    const view = await (await page.request.get('/api/delivery/promise')).json();
    const day = view.days.find((d: { slots: { slotId: string; closed: boolean }[] }) =>
      d.slots.some((slot) => slot.slotId === LATE.id && !slot.closed),
    );
    expect(day, 'the late slot is open on one of the days ahead').toBeTruthy();

    const first = await contexts[0].newPage();
    const when = await guestAtDeliveryTime(first);
    await when.getByRole('group', { name: day.label }).getByRole('radio', { name: '11–11:30 pm', exact: true }).check();
    await axe(first);
    await first.getByRole('button', { name: 'Next' }).click();
    await first.getByRole('radio', { name: /^Cash on delivery/ }).check();
    await first.getByRole('button', { name: 'Next' }).click();
    await expect(first.getByText(`${day.label}, 11–11:30 pm`)).toBeVisible();
    await first.getByRole('button', { name: /^Place order \(COD\) ₹/ }).click();
    await expect(first).toHaveURL(/\/order-confirmation\?order=ord_/);
    await expect(first.getByText(/^Arrives: [A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}, 11–11:30 pm$/)).toBeVisible();

    const second = await contexts[1].newPage();
    const full = (await guestAtDeliveryTime(second))
      .getByRole('group', { name: day.label })
      .getByRole('radio', { name: '11–11:30 pm (full)' });
    await expect(full).toBeDisabled();
    await axe(second);
  } finally {
    const now = await (await page.request.get('/api/admin/delivery')).json();
    const restored = await put(before.settings, now.version);
    expect(restored.ok(), await restored.text()).toBe(true);
    for (const context of contexts) await context.close();
  }
});
