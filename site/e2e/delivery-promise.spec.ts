import type { BrowserContext, Page } from '@playwright/test';
import { guestToDelivery, vashi } from './customer-helpers.ts';
import { signInOwnerToDesk } from './desk-owner.ts';
import { expect, newShopper, outbox, registerShopper, type StoredCartLine, test, urls } from './fixtures.ts';

/**
 * Issue 34's journey, in the shop's own time zone with a fixed clock: the API's promise clock (the
 * journeys' shop has SETTABLE_CLOCK=true) and the shoppers' browsers stand at 5 am on Tuesday
 * 16 June 2026 in Vashi, while UTC is still on Monday. The shop opens at 9, so a kooler page promises
 * the first slot of the day. A shopper takes its last place at checkout; a second shopper, who had
 * chosen it too, is told it is full and offered the next one, and the picker shows it full. The
 * owner closes the next slot for the rest of the day at the desk, and the promise moves on at once;
 * a pincode closed that day loses the day once it is typed. The desk then sees a day's load per
 * slot and moves an order to another slot; its customer is emailed, and the dispatch sheet lists
 * the order under its new slot.
 */
const CART: StoredCartLine[] = [{ ref: 'kooler:strawberry', name: 'Strawberry', quantity: 1 }];
/** Tuesday 16 June 2026, 5 am in Vashi (23:30 on Monday in UTC): before opening, the day's slots all ahead. */
const FIXED = '2026-06-16T05:00:00+05:30';
const TODAY = '2026-06-16';

/** A guest at checkout with the cart, up to the delivery time (the delivery step). */
async function guestAtDeliveryTime(shopper: Page) {
  await guestToDelivery(shopper, newShopper(), CART, { address: 'Flat 9, Palm Court, Sector 17, Vashi, Navi Mumbai', pincode: '400703' });
  return shopper.getByRole('group', { name: 'When should it arrive?' });
}
/** From the delivery step to the review, paying cash on delivery. */
async function toReview(shopper: Page) {
  await shopper.getByRole('button', { name: 'Next' }).click();
  await shopper.getByRole('radio', { name: /^Cash on delivery/ }).check();
}
/** What the fixed-clock journey changed, given back after it however it ended. */
let restoreShop: (() => Promise<void>) | undefined;
test.afterEach(async () => {
  await restoreShop?.();
  restoreShop = undefined;
});

/** Sets the API's clock (null: the real time again). */
async function setClock(desk: Page, at: string | null) {
  const set = await desk.request.put('/api/test/clock', { headers: { Origin: urls.site }, data: { at } });
  expect(set.ok(), await set.text()).toBe(true);
}

test('with the clock at 5 am in Vashi: the promise on a kooler page, the last place of a slot taken, the next closed at the desk', async ({
  page,
  browser,
  cms,
  axe,
}) => {
  test.slow();
  const [kooler] = await cms.published<{ slug: string; name: string }>('koolers');
  await signInOwnerToDesk(page, 'delivery-owner');
  const before = await (await page.request.get('/api/admin/delivery')).json();
  const put = (settings: unknown, version: number) =>
    page.request.put('/api/admin/delivery', { headers: { Origin: urls.site }, data: { ...(settings as object), version } });
  // The day's windows, with ids of this run's own (a shop kept running between runs has its places
  // in the run before's slots): one place in the first.
  const run = Date.now().toString(36);
  const slot = (id: string, starts: string, ends: string, capacity: number) => ({
    id: `${id}-${run}`,
    starts,
    ends,
    capacity,
    cutoffMinutes: 60,
  });
  const slots = [slot('morning', '09:00', '11:00', 1), slot('midday', '11:00', '13:00', 5), slot('afternoon', '16:00', '18:00', 5)];
  const contexts: BrowserContext[] = [];
  // The other journeys see a normal shop: the real time, and the settings as they were (in a hook,
  // so a journey stopped by its timeout still gives them back).
  restoreShop = async () => {
    for (const context of contexts) await context.close();
    await setClock(page, null);
    const now = await (await page.request.get('/api/admin/delivery')).json();
    const restored = await put(before.settings, now.version);
    expect(restored.ok(), await restored.text()).toBe(true);
  };
  /** A shopper's browser in Vashi's time zone, its clock at the same fixed time as the shop's. */
  const shopperPage = async () => {
    const context = await browser.newContext({ baseURL: urls.site, timezoneId: 'Asia/Kolkata' });
    await context.clock.setFixedTime(new Date(FIXED));
    contexts.push(context);
    return context.newPage();
  };
  await setClock(page, FIXED);
  const changed = await put({ ...before.settings, slots, daysAhead: 1, closures: [] }, before.version);
  expect(changed.ok(), await changed.text()).toBe(true);

  const first = await shopperPage();
  await first.goto(`/order-product/${kooler.slug}`);
  await expect(first.getByRole('region', { name: 'Delivery' })).toContainText('We’re closed now. Next delivery: today 9–11 am');

  // The second shopper chooses the 9–11 am slot too, and is on the review when the first orders.
  const second = await shopperPage();
  const secondTimes = await guestAtDeliveryTime(second);
  const today = secondTimes.getByRole('group', { name: 'Today' });
  await expect(today.getByRole('radio', { name: '9–11 am', exact: true })).toBeChecked();
  await toReview(second);
  await expect(second.getByText('Today, 9–11 am')).toBeVisible();

  // The first shopper, signed in, takes the last place through the request the checkout's Place order sends.
  const guest = newShopper();
  await registerShopper(first.request, guest);
  const placed = await first.request.post('/api/orders/cod', {
    headers: { Origin: urls.site },
    data: {
      items: [{ ref: CART[0]?.ref, quantity: 1 }],
      customerDetails: { name: guest.name, email: guest.email, phone: guest.phone, ...vashi },
      delivery: { kind: 'slot', date: TODAY, slotId: slots[0]?.id },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);

  // The last place is gone: the second shopper is told so, with the next slot, and sees it full.
  await second.getByRole('button', { name: /^Place order \(COD\) ₹/ }).click();
  await expect(second.getByText('Sorry, the 9–11 am slot today is now full. The next one is today 11 am–1 pm.')).toBeVisible();
  await second.getByRole('button', { name: 'Choose another time' }).click();
  await expect(today.getByRole('radio', { name: '9–11 am (full)' })).toBeDisabled();
  await expect(today.getByRole('radio', { name: '11 am–1 pm', exact: true })).toBeChecked();
  await axe(second);

  // The owner closes the next slot for the rest of the day, in one action at the desk.
  await page.getByRole('navigation', { name: 'Order desk' }).getByRole('link', { name: 'Delivery', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery' })).toBeVisible();
  await expect(page.getByText(/Opening hours \(from Strapi’s site settings\): Monday to Saturday, 9 am – 10 pm/)).toBeVisible();
  await page.getByRole('button', { name: 'Close for the rest of the day' }).click();
  const ask = page.getByRole('dialog', { name: 'Close deliveries for the rest of today?' });
  await expect(ask).toContainText('Orders already placed keep their times.');
  // Everything, everywhere, unless the owner picks one slot or one pincode.
  await expect(ask.getByLabel('Close', { exact: true })).toHaveValue('');
  await expect(ask.getByLabel('Only in pincode (leave empty for everywhere)')).toHaveValue('');
  await ask.getByLabel('Close', { exact: true }).selectOption({ label: 'Only the 11 am–1 pm slot' });
  await axe();
  await ask.getByRole('button', { name: 'Close for the rest of the day' }).click();
  await expect(
    page.getByText('The 11 am–1 pm slot is closed for the rest of today. The shop now promises the next open time there.'),
  ).toBeVisible();
  await expect(page.getByLabel('Closure 1: date')).toHaveValue(TODAY);
  await expect(page.getByLabel('Closure 1: note')).toHaveValue('Closed for the rest of the day');

  // At once: the next shopper's kooler page promises the slot after it.
  const third = await shopperPage();
  await third.goto(`/order-product/${kooler.slug}`);
  await expect(third.getByRole('region', { name: 'Delivery' })).toContainText('We’re closed now. Next delivery: today 4–6 pm');

  // A road closed in 400703 today: the picker reads the times for the pincode once it is typed.
  const current = await (await page.request.get('/api/admin/delivery')).json();
  const closure = { date: TODAY, slotId: null, pincode: '400703', note: 'Road works' };
  const closed = await put({ ...current.settings, closures: [...current.settings.closures, closure] }, current.version);
  expect(closed.ok(), await closed.text()).toBe(true);
  const pincode = second.getByLabel('Pincode');
  await pincode.fill('400705');
  await expect(today.getByRole('radio', { name: '4–6 pm', exact: true })).toBeChecked();
  await pincode.fill('400703');
  await expect(today).toHaveCount(0);
  await expect(secondTimes.getByRole('group', { name: 'Tomorrow' })).toBeVisible();
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
    // Beside the slots, the day's orders per zone: with no zones named, all under "Other".
    await expect(
      page.getByRole('table', { name: `Orders per zone on ${from.date}` }).getByRole('rowheader', { name: 'Other' }),
    ).toBeVisible();
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

    // Confirmed, it is on the dispatch sheet under its new slot's heading, with the slot's count.
    const confirmed = await page.request.put(`/api/admin/orders/${orderId}/status`, {
      headers: { Origin: urls.site },
      data: { status: 'confirmed' },
    });
    expect(confirmed.ok(), await confirmed.text()).toBe(true);
    await page.getByRole('navigation', { name: 'Order desk' }).getByRole('link', { name: 'Dispatch sheet' }).click();
    const slotGroup = page.getByRole('region', {
      name: new RegExp(`^[A-Z][a-z]{2} \\d{1,2} [A-Z][a-z]{2}, ${to.label}: \\d+ orders?, collect ₹`),
    });
    await expect(slotGroup.locator(`a[href="/admin-dashboard/orders/${orderId}"]`)).toBeVisible();
  } finally {
    await context.close();
  }
});
