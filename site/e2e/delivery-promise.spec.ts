import type { Page } from '@playwright/test';
import { guestToDelivery, vashi } from './customer-helpers.ts';
import { signInOwnerToDesk } from './desk-owner.ts';
import { expect, newShopper, outbox, registerShopper, type StoredCartLine, test, urls } from './fixtures.ts';

/**
 * Issue 34, as far as it goes today: the promise on a kooler page is the server's, worked out in
 * India's time from the owners' delivery settings. An owner closes the rest of today's deliveries
 * at the desk in one action (rain), and a kooler page opened afterwards no longer promises today: it says the shop is closed
 * and names the next slot, on a later day. At checkout a shopper takes the last place of a slot,
 * and the next shopper finds it full; a pincode closed that day loses the day once it is typed. The
 * desk sees a day's load per slot and moves an order to another slot; its customer is emailed.
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
    // Everything, everywhere, unless the owner picks one slot or one pincode.
    await expect(ask.getByLabel('Close', { exact: true })).toHaveValue('');
    await expect(ask.getByLabel('Only in pincode (leave empty for everywhere)')).toHaveValue('');
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

test('at checkout a shopper takes the last place of a slot, the next finds it full, and a pincode closed that day loses the day', async ({
  page,
  browser,
  axe,
}) => {
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

    // A road closed in 400703 that day: the picker reads the times for the pincode once it is typed.
    const current = await (await page.request.get('/api/admin/delivery')).json();
    const closure = { date: day.date, slotId: null, pincode: '400703', note: 'Road works' };
    const closed = await put({ ...current.settings, closures: [...current.settings.closures, closure] }, current.version);
    expect(closed.ok(), await closed.text()).toBe(true);
    const pincode = second.getByLabel('Pincode');
    await pincode.fill('400705');
    await expect(full).toBeVisible();
    await pincode.fill('400703');
    const times = second.getByRole('group', { name: 'When should it arrive?' });
    await expect(times.getByRole('group', { name: day.label })).toHaveCount(0);
  } finally {
    const now = await (await page.request.get('/api/admin/delivery')).json();
    const restored = await put(before.settings, now.version);
    expect(restored.ok(), await restored.text()).toBe(true);
    for (const context of contexts) await context.close();
  }
});

test('the desk sees a delivery day’s load per slot and moves an order to another slot; the customer is emailed', async ({
  page,
  browser,
  axe,
}) => {
  test.slow();
  await signInOwnerToDesk(page, 'slot-mover');
  // The first two slots open now, as the server counts India's time: the order takes one, the desk moves it to the other.
  const view = await (await page.request.get('/api/delivery/promise')).json();
  const open: { date: string; slotId: string; label: string }[] = view.days.flatMap(
    (d: { slots: { date: string; slotId: string; label: string; full: boolean; closed: boolean }[] }) =>
      d.slots.filter((slot) => !slot.full && !slot.closed),
  );
  expect(open.length, 'two open slots in the days ahead').toBeGreaterThanOrEqual(2);
  const [from, to] = open as [(typeof open)[0], (typeof open)[0]];
  const context = await browser.newContext({ baseURL: urls.site });
  try {
    const shopper = newShopper();
    await registerShopper(context.request, shopper);
    const placed = await context.request.post('/api/orders/cod', {
      headers: { Origin: urls.site },
      data: {
        items: [{ ref: CART[0]?.ref, quantity: 1 }],
        customerDetails: { name: shopper.name, email: shopper.email, phone: shopper.phone, ...vashi },
        delivery: { kind: 'slot', date: from.date, slotId: from.slotId },
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const { orderId } = await placed.json();

    // The dispatcher's view of that day: each slot's load, and one slot's orders.
    await page.goto(`/admin-dashboard?slotDay=${from.date}`);
    const slots = page.getByRole('navigation', { name: `Delivery slots on ${from.date}` });
    const fromButton = slots.getByRole('button', { name: new RegExp(`^${from.label}: \\d+ of \\d+$`) });
    await fromButton.click();
    await expect(fromButton).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(new RegExp(`slot=${from.slotId}`));
    await page.locator(`a[href^="/admin-dashboard/orders/${orderId}"]`).first().click();

    await expect(page.getByText(new RegExp(`^Deliver: .*, ${from.label}$`))).toBeVisible();
    await page.getByLabel('Move to another slot').selectOption(`${to.date}|${to.slotId}`);
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(page.getByText(/^Moved to .+\. The customer is emailed the new time\.$/)).toBeVisible();
    await expect(page.getByText(new RegExp(`^Deliver: .*, ${to.label}$`))).toBeVisible();
    await axe();
    await expect
      .poll(() => outbox({ to: shopper.email }).map((mail) => mail.subject), { timeout: 20_000 })
      .toContainEqual(expect.stringMatching(new RegExp(`now arrives .*${to.label}`)));
  } finally {
    await context.close();
  }
});
