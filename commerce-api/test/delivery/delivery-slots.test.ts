import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cancelOrder } from '../../src/orders/order-moves.ts';
import { buildCatalog, fixedCatalog } from '../support/catalog-fixture.ts';
import { type Staff, signedInStaff } from '../support/desk.ts';
import { buildTestApp, loggedInCustomer, type TestApp, vashiCustomer } from '../support/test-app.ts';

let shop: TestApp;
let owner: Staff;
let staff: Staff;
/** The API's clock: India's time is what the promise is about. */
let now = new Date();
const india = (at: string) => new Date(`${at.replace(' ', 'T')}:00+05:30`);

beforeAll(async () => {
  const catalog = buildCatalog({ openingHours: [{ fromDay: 'Monday', toDay: 'Saturday', opens: '09:00', closes: '22:00' }] });
  shop = await buildTestApp({ catalog: fixedCatalog(catalog), clock: () => now });
  owner = await signedInStaff(shop, 'owner');
  staff = await signedInStaff(shop, 'staff');
});
afterAll(() => shop.close());

const SLOTS = [
  { id: 'morning', starts: '09:00', ends: '11:00', capacity: 2, cutoffMinutes: 60 },
  { id: 'midday', starts: '11:00', ends: '13:00', capacity: 2, cutoffMinutes: 60 },
  { id: 'evening', starts: '18:00', ends: '20:00', capacity: 2, cutoffMinutes: 120 },
];
const SETTINGS = {
  asap: { enabled: true, promisedMinutes: 20 },
  slots: SLOTS,
  daysAhead: 2,
  closures: [] as object[],
  zones: [] as object[],
};

/** An owner replaces the settings at the desk, reading the version first as the desk's screen does. */
async function setSettings(changes: Partial<typeof SETTINGS> = {}) {
  const current = await owner.get('/delivery');
  const changed = await owner.put('/delivery', { ...SETTINGS, ...changes, version: current.body.version });
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  return changed.body;
}

beforeEach(async () => {
  await setSettings();
  // Each test fills its own slots.
  await shop.db.deleteFrom('delivery_slot_counts').execute();
});

const promise = (query = '') => request(shop.app).get(`/api/delivery/promise${query}`);

async function placeCod(delivery?: object, details: Partial<typeof vashiCustomer> = {}) {
  return codFrom(await loggedInCustomer(shop.app), delivery, details);
}
function codFrom(customer: Customer, delivery?: object, details: Partial<typeof vashiCustomer> = {}, headers: Record<string, string> = {}) {
  const body = {
    items: [{ ref: 'kooler:mango', quantity: 1 }],
    customerDetails: { ...vashiCustomer, ...details },
    ...(delivery ? { delivery } : {}),
  };
  return customer.post('/api/orders/cod', body, headers);
}
type Customer = Awaited<ReturnType<typeof loggedInCustomer>>;
const booking = (orderId: string) => shop.db.selectFrom('delivery_bookings').selectAll().where('order_id', '=', orderId).executeTakeFirst();
const taken = async (day: string, slotId: string) =>
  Number(
    (
      await shop.db
        .selectFrom('delivery_slot_counts')
        .select('booked')
        .where('day', '=', day)
        .where('slot_id', '=', slotId)
        .executeTakeFirst()
    )?.booked ?? 0,
  );

describe('owners set delivery at the desk', () => {
  it('an owner sets it, staff read it with Strapi’s opening hours, and the audit log says who changed what', async () => {
    await setSettings({ asap: { enabled: true, promisedMinutes: 30 } });
    const read = await staff.get('/delivery');
    expect(read.body.settings.asap).toEqual({ enabled: true, promisedMinutes: 30 });
    expect(read.body.openingHours).toEqual([{ fromDay: 'Monday', toDay: 'Saturday', opens: '09:00', closes: '22:00' }]);
    expect(read.body.updatedBy).toBe(owner.email);
    const audit = await owner.get('/audit-log?targetType=settings&targetId=delivery');
    expect(audit.body.entries[0]).toMatchObject({
      action: 'delivery_settings.update',
      staffEmail: owner.email,
      before: { asap: { promisedMinutes: 20 } },
      after: { asap: { promisedMinutes: 30 } },
    });
  });

  it('refuses staff who are not owners, overlapping slots, a closure of a slot that does not exist, and a stale page', async () => {
    const { version } = (await staff.get('/delivery')).body;
    expect((await staff.put('/delivery', { ...SETTINGS, version })).status).toBe(403);
    const overlapping = await owner.put('/delivery', {
      ...SETTINGS,
      version,
      slots: [...SLOTS, { id: 'late-morning', starts: '10:00', ends: '12:00', capacity: 5, cutoffMinutes: 0 }],
    });
    expect(overlapping.status).toBe(400);
    expect(overlapping.body.message).toBe('The slots 9–11 am and 10 am–12 pm overlap.');
    const unknown = await owner.put('/delivery', { ...SETTINGS, version, closures: [{ date: '2026-12-01', slotId: 'night' }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('There is no slot “night” to close.');
    expect((await owner.put('/delivery', { ...SETTINGS, version })).status).toBe(200);
    const stale = await owner.put('/delivery', { ...SETTINGS, version });
    expect(stale.status).toBe(409);
  });
});

describe('closing the rest of the day in one action', () => {
  it('an owner closes today: as soon as possible and today’s slots stop, the promise moves to tomorrow, and it is audited', async () => {
    now = india('2026-11-30 15:12');
    expect((await promise()).body.headline).toBe('Arrives today by 3:35 pm');
    // A Hindi page asks in Hindi and is answered in Hindi, never with the English answer kept for a second.
    const inHindi = await promise().set('Accept-Language', 'hi');
    expect(inHindi.body.headline).toBe('आज 3:35 pm तक पहुँच जाएगा');
    expect(inHindi.headers.vary).toMatch(/Accept-Language/i);
    expect((await staff.post('/delivery/close-today', {})).status).toBe(403);

    const closed = await owner.post('/delivery/close-today', {});
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.settings.closures).toEqual([
      { date: '2026-11-30', slotId: null, pincode: null, note: 'Closed for the rest of the day' },
    ]);
    const view = (await promise()).body;
    expect(view.headline).toBe('We’re closed now. Next delivery: tomorrow 9–11 am');
    expect(view.days[0].slots.every((slot: { closed: boolean }) => slot.closed)).toBe(true);
    const refused = await placeCod({ kind: 'slot', date: '2026-11-30', slotId: 'evening' });
    expect(refused.body.code).toBe('slot_closed');

    const audit = await owner.get('/audit-log?targetType=settings&targetId=delivery');
    expect(audit.body.entries[0]).toMatchObject({
      action: 'delivery_settings.close_day',
      staffEmail: owner.email,
      before: { closures: [] },
      after: { closures: [{ date: '2026-11-30' }] },
    });
    const again = await owner.post('/delivery/close-today', {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Deliveries are already closed for the rest of today.');
  });

  it('an owner closes one slot, or one pincode, for the rest of today in one step; what is closed already is a 409', async () => {
    now = india('2026-11-30 15:12');
    const evening = await owner.post('/delivery/close-today', { slotId: 'evening' });
    expect(evening.status, JSON.stringify(evening.body)).toBe(200);
    expect(evening.body.settings.closures).toEqual([
      { date: '2026-11-30', slotId: 'evening', pincode: null, note: 'Closed for the rest of the day' },
    ]);
    // As soon as possible still runs; only the evening stopped.
    const view = (await promise()).body;
    expect(view.headline).toBe('Arrives today by 3:35 pm');
    expect(view.days[0].slots.find((slot: { slotId: string }) => slot.slotId === 'evening').closed).toBe(true);
    expect((await owner.post('/delivery/close-today', { slotId: 'evening' })).body.message).toBe(
      'That is already closed for the rest of today.',
    );

    const flooded = await owner.post('/delivery/close-today', { pincode: '400703' });
    expect(flooded.status).toBe(200);
    // That pincode's promise moved on; the others' did not.
    expect((await promise('?pincode=400703')).body.asap).toBeNull();
    expect((await promise('?pincode=400705')).body.headline).toBe('Arrives today by 3:35 pm');

    const unknown = await owner.post('/delivery/close-today', { slotId: 'night' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('There is no such slot: choose one of the slots above.');
    expect((await owner.post('/delivery/close-today', { pincode: '12' })).status).toBe(400);
    // The whole day still closes on top of a part.
    expect((await owner.post('/delivery/close-today', {})).status).toBe(200);
    expect((await owner.post('/delivery/close-today', { pincode: '400705' })).status).toBe(409);
  });

  it('closes India’s today, not UTC’s: at 00:30 in Vashi it is 1 December that closes', async () => {
    now = new Date('2026-11-30T19:00:00Z');
    const closed = await owner.post('/delivery/close-today', {});
    expect(closed.body.settings.closures[0].date).toBe('2026-12-01');
    const view = (await promise()).body;
    expect(view.nextSlot).toMatchObject({ date: '2026-12-02', slotId: 'morning' });
    expect(view.headline).toBe('We’re closed now. Next delivery: tomorrow 9–11 am');
  });
});

describe('the promise, answered by the server in India’s time', () => {
  it('is public and cached a few seconds, and answers as soon as possible while the shop is open', async () => {
    now = india('2026-11-30 15:12');
    const view = await promise();
    expect(view.status).toBe(200);
    expect(view.headers['cache-control']).toBe('public, max-age=10');
    expect(view.body.headline).toBe('Arrives today by 3:35 pm');
    expect(view.body.days[0].slots.map((slot: { label: string; closed: boolean }) => [slot.label, slot.closed])).toEqual([
      ['9–11 am', true],
      ['11 am–1 pm', true],
      ['6–8 pm', false],
    ]);
  });

  it('is right across midnight UTC: at 00:30 in Vashi it is already tomorrow', async () => {
    now = new Date('2026-11-30T19:00:00Z');
    const view = (await promise()).body;
    expect(view.today).toBe('2026-12-01');
    expect(view.headline).toBe('We’re closed now. Next delivery: today 9–11 am');
  });

  it('a pincode closed for the day sees the next day’s slot; another pincode does not', async () => {
    now = india('2026-11-30 22:30');
    await setSettings({ closures: [{ date: '2026-12-01', slotId: null, pincode: '400703', note: 'Road works' }] });
    expect((await promise('?pincode=400703')).body.headline).toBe('We’re closed now. Next delivery: Wed 2 Dec 9–11 am');
    expect((await promise('?pincode=400705')).body.headline).toBe('We’re closed now. Next delivery: tomorrow 9–11 am');
    expect((await promise('?pincode=12')).status).toBe(400);
  });
});

describe('an order takes a place in its slot, in its own transaction', () => {
  it('books a slot, refuses it once full with the next slot offered, and a cancelled order gives its place back', async () => {
    now = india('2026-11-30 15:00');
    const tomorrowMorning = { kind: 'slot', date: '2026-12-01', slotId: 'morning' };
    // The promise is read first, so the answer this API reuses for a second is the one before the bookings.
    expect((await promise()).body.days[1].slots[0]).toMatchObject({ slotId: 'morning', full: false });
    const first = await placeCod(tomorrowMorning);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(await booking(first.body.orderId)).toMatchObject({ kind: 'slot', day: '2026-12-01', slot_id: 'morning', starts: '09:00' });
    expect((await placeCod(tomorrowMorning)).status).toBe(201);
    expect(await taken('2026-12-01', 'morning')).toBe(2);

    const full = await placeCod(tomorrowMorning);
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({
      code: 'slot_full',
      message: 'Sorry, the 9–11 am slot tomorrow is now full. The next one is today 6–8 pm.',
      details: { field: 'delivery', next: { date: '2026-11-30', slotId: 'evening', label: '6–8 pm' } },
    });
    expect((await promise()).body.days[1].slots[0]).toMatchObject({ slotId: 'morning', full: true });
    // From a Hindi or a Marathi page, the same refusal in the page's language, with the same details.
    const shopper = await loggedInCustomer(shop.app, { ip: '203.0.113.35' });
    const inHindi = await codFrom(shopper, tomorrowMorning, {}, { 'Accept-Language': 'hi' });
    expect(inHindi.body).toMatchObject({
      code: 'slot_full',
      message: 'माफ़ कीजिए, कल 9–11 am का स्लॉट अब भर गया है। अगला स्लॉट आज 6–8 pm है।',
      details: { next: { date: '2026-11-30', slotId: 'evening' } },
    });
    const wednesdayMorning = { kind: 'slot', date: '2026-12-02', slotId: 'morning' };
    const inMarathi = { 'Accept-Language': 'mr-IN' };
    const wednesday = [await codFrom(shopper, wednesdayMorning, {}, inMarathi), await codFrom(shopper, wednesdayMorning, {}, inMarathi)];
    expect(wednesday.map((placed) => placed.status)).toEqual([201, 201]);
    expect((await codFrom(shopper, wednesdayMorning, {}, inMarathi)).body.message).toBe(
      'माफ करा, बुध, 2 डिसें रोजी 9–11 am चा स्लॉट आता भरला आहे. पुढचा स्लॉट आज 6–8 pm आहे.',
    );
    // Its confirmation says when, in Marathi too, as a date (an email is read later than "tomorrow").
    const confirmation = (await shop.mailsAbout(wednesday[0]?.body.number)).find((mail) => !mail.subject.startsWith('New order'));
    expect(confirmation?.text).toContain('\nकधी पोहोचेल: बुध, 2 डिसें, 9–11 am\n');
    // Its page in their account says so in the page's language.
    const mine = `/api/me/orders/${wednesday[0]?.body.orderId}`;
    expect((await shopper.get(mine).set('Accept-Language', 'mr')).body.promised.words).toBe('बुध, 2 डिसें, 9–11 am');
    expect((await shopper.get(mine)).body.promised.words).toBe('Wed 2 Dec, 9–11 am');
    for (const placed of wednesday) await staff.put(`/orders/${placed.body.orderId}/status`, { status: 'cancelled', reason: 'Test' });
    expect(await taken('2026-12-02', 'morning')).toBe(0);

    const cancelled = await staff.put(`/orders/${first.body.orderId}/status`, { status: 'cancelled', reason: 'Customer asked' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await taken('2026-12-01', 'morning')).toBe(1);
    expect((await booking(first.body.orderId))?.released_at).not.toBeNull();
    expect((await promise()).body.days[1].slots[0]).toMatchObject({ slotId: 'morning', full: false });
    expect((await placeCod(tomorrowMorning)).status).toBe(201);
  });

  it('an unpaid online order that expires gives its place back', async () => {
    now = india('2026-11-30 16:00');
    const customer = await loggedInCustomer(shop.app);
    const started = await customer.post('/api/orders/create-razorpay-order', {
      items: [{ ref: 'kooler:mango', quantity: 1 }],
      customerDetails: vashiCustomer,
      delivery: { kind: 'slot', date: '2026-12-02', slotId: 'midday' },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(await taken('2026-12-02', 'midday')).toBe(1);
    // What the reconciler does with an order its shopper left without paying (order-payments.ts, cancelUnpaid).
    await cancelOrder(shop.db, {
      orderId: started.body.orderId,
      delivery: 'unconfirmed',
      payment: 'pending',
      actor: 'reconciler',
      note: 'x',
    });
    expect(await taken('2026-12-02', 'midday')).toBe(0);
  });

  it('refuses a slot past its cut-off, and a closed slot, each with the next slot offered', async () => {
    // The evening slot's cut-off is two hours before it: 4 pm.
    now = india('2026-11-30 16:00');
    const late = await placeCod({ kind: 'slot', date: '2026-11-30', slotId: 'evening' });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      code: 'slot_closed',
      message: 'Sorry, the 6–8 pm slot today is closed for orders. The next one is tomorrow 9–11 am.',
    });
    now = india('2026-11-30 15:59');
    await setSettings({ closures: [{ date: '2026-11-30', slotId: 'evening', pincode: null, note: 'Rider off sick' }] });
    const closed = await placeCod({ kind: 'slot', date: '2026-11-30', slotId: 'evening' });
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe('slot_closed');
    const unknown = await placeCod({ kind: 'slot', date: '2026-11-30', slotId: 'night' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Please choose a delivery slot from the list.');
  });

  it('late in the evening: as soon as possible until closing, then the next morning’s slot', async () => {
    now = india('2026-11-30 21:50');
    const asap = await placeCod({ kind: 'asap' });
    expect(asap.status, JSON.stringify(asap.body)).toBe(201);
    expect(await booking(asap.body.orderId)).toMatchObject({ kind: 'asap', day: '2026-11-30', promised_by: '2026-11-30T16:40:00.000Z' });

    now = india('2026-11-30 22:10');
    const closed = await placeCod({ kind: 'asap' });
    expect(closed.status).toBe(409);
    expect(closed.body).toMatchObject({
      code: 'asap_unavailable',
      message: 'We can’t deliver right away now. The next delivery is tomorrow 9–11 am.',
      details: { next: { date: '2026-12-01', slotId: 'morning' } },
    });
    // Placed at 11:50 pm India time (18:20 UTC): tomorrow is 1 December, not the 30th.
    now = new Date('2026-11-30T18:20:00Z');
    const night = await placeCod({ kind: 'slot', date: '2026-12-01', slotId: 'morning' });
    expect(night.status).toBe(201);
    expect(await booking(night.body.orderId)).toMatchObject({ day: '2026-12-01', slot_id: 'morning' });
  });

  it('a cart with no choice is placed as before: as soon as possible when offered, with no promise otherwise', async () => {
    now = india('2026-11-30 12:00');
    const open = await placeCod();
    expect(open.status).toBe(201);
    expect(await booking(open.body.orderId)).toMatchObject({ kind: 'asap' });
    now = india('2026-12-06 12:00'); // a Sunday: closed
    const sunday = await placeCod();
    expect(sunday.status).toBe(201);
    expect(await booking(sunday.body.orderId)).toBeUndefined();
  });

  it('the desk shows each order’s promise, and the dispatch sheet groups the orders by slot, the group due first first (an ASAP order before tomorrow’s slot)', async () => {
    now = india('2026-11-30 15:00');
    const slot = (await placeCod({ kind: 'slot', date: '2026-12-01', slotId: 'midday' })).body.orderId as string;
    const later = (await placeCod({ kind: 'slot', date: '2026-12-01', slotId: 'midday' })).body.orderId as string;
    const asap = (await placeCod({ kind: 'asap' })).body.orderId as string;
    for (const id of [slot, later, asap]) expect((await staff.put(`/orders/${id}/status`, { status: 'confirmed' })).status).toBe(200);

    expect((await staff.get(`/orders/${slot}`)).body.promised).toEqual({
      kind: 'slot',
      date: '2026-12-01',
      slotId: 'midday',
      starts: '11:00',
      ends: '13:00',
      words: 'Tue 1 Dec, 11 am–1 pm',
    });
    const sheet = (await staff.get('/dispatch-sheet')).body;
    const ours = new Set([slot, later, asap]);
    type Group = { slot: string; heading: string; orders: { id: string; pincode: string; promisedWords: string }[] };
    const groups = (sheet.groups as Group[])
      .map((group) => ({ ...group, orders: group.orders.filter((order) => ours.has(order.id)) }))
      .filter((group) => group.orders.length > 0);
    expect(groups.map((group) => [group.slot, group.heading, group.orders.map((order) => [order.id, order.pincode])])).toEqual([
      ['asap', 'As soon as possible', [[asap, '400703']]],
      [
        '2026-12-01|midday',
        'Tue 1 Dec, 11 am–1 pm',
        [
          [slot, '400703'],
          [later, '400703'],
        ],
      ],
    ]);
    expect(groups[0]?.orders[0]?.promisedWords).toBe('As soon as possible, by 3:20 pm (Mon 30 Nov)');
  });

  it('a phoned-in order takes a slot the same way: the staff member’s pick is booked, a full slot refused with the next', async () => {
    now = india('2026-11-30 15:00');
    const phoned = (delivery: object, phone: string) =>
      staff.post('/phone-orders', {
        items: [{ ref: 'kooler:mango', quantity: 1 }],
        customerDetails: {
          name: 'Ravi Phone',
          email: `ravi-${phone}@example.in`,
          phone,
          address: vashiCustomer.address,
          pincode: '400703',
        },
        delivery,
      });
    const tomorrowMorning = { kind: 'slot', date: '2026-12-01', slotId: 'morning' };
    for (const phone of ['9820055501', '9820055502']) {
      const placed = await phoned(tomorrowMorning, phone);
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      expect(await booking(placed.body.orderId)).toMatchObject({ kind: 'slot', day: '2026-12-01', slot_id: 'morning' });
    }
    expect(await taken('2026-12-01', 'morning')).toBe(2);
    const full = await phoned(tomorrowMorning, '9820055503');
    expect(full.status).toBe(409);
    // The next open slot is today's evening (its cut-off is 4 pm).
    expect(full.body.details).toMatchObject({ field: 'delivery', next: { date: '2026-11-30', slotId: 'evening' } });
  });

  it('the customer’s order says when it was promised, in India’s time, on its page and in the account', async () => {
    now = india('2026-11-30 21:50');
    const customer = await loggedInCustomer(shop.app);
    const placed = await customer.post('/api/orders/cod', {
      items: [{ ref: 'kooler:mango', quantity: 1 }],
      customerDetails: vashiCustomer,
      delivery: { kind: 'asap' },
    });
    expect(placed.status).toBe(201);
    const mine = (await customer.get('/api/me/orders')).body.orders[0];
    expect(mine.promised).toMatchObject({ kind: 'asap', words: 'As soon as possible, by 10:10 pm (Mon 30 Nov)' });
    now = india('2026-12-06 12:00'); // a Sunday: closed, nothing promised
    const unpromised = await placeCod();
    expect(unpromised.status).toBe(201);
    expect((await staff.get(`/orders/${unpromised.body.orderId}`)).body.promised).toBeNull();
  });

  it('refuses a malformed choice with a 400 that says what to do', async () => {
    const bad = await placeCod({ kind: 'tomorrow' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please choose when you want your order delivered.');
  });
});

describe('staff move an order to another slot', () => {
  it('moves the place, the promise and the customer’s email with it, and the audit log keeps before and after', async () => {
    now = india('2026-11-30 15:00');
    const placed = await placeCod({ kind: 'slot', date: '2026-12-01', slotId: 'morning' });
    const id = placed.body.orderId as string;
    const moved = await staff.put(`/orders/${id}/delivery-slot`, { date: '2026-12-01', slotId: 'midday' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.message).toBe('Moved to Tue 1 Dec, 11 am–1 pm. The customer is emailed the new time.');
    expect(moved.body.order.promised).toMatchObject({ kind: 'slot', date: '2026-12-01', slotId: 'midday', words: 'Tue 1 Dec, 11 am–1 pm' });
    expect(await taken('2026-12-01', 'morning')).toBe(0);
    expect(await taken('2026-12-01', 'midday')).toBe(1);

    const mails = await shop.mailsAbout('It now arrives: Tue 1 Dec, 11 am–1 pm.');
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringContaining('now arrives Tue 1 Dec, 11 am–1 pm')]);
    // Email only: no approved phone template carries a delivery time.
    const rows = await shop.db.selectFrom('outbox_messages').select(['channel']).where('template', '=', 'order-slot-moved').execute();
    expect(rows.map((row) => row.channel)).toEqual(['email']);

    const audit = await owner.get(`/audit-log?targetType=order&targetId=${id}`);
    expect(audit.body.entries[0]).toMatchObject({
      action: 'order.slot-moved',
      staffEmail: staff.email,
      before: { promised: { kind: 'slot', slotId: 'morning' } },
      after: { promised: { kind: 'slot', slotId: 'midday', starts: '11:00' } },
    });
    // Moving back is a move of its own, told again.
    expect((await staff.put(`/orders/${id}/delivery-slot`, { date: '2026-12-01', slotId: 'morning' })).status).toBe(200);
    expect(await taken('2026-12-01', 'midday')).toBe(0);
    expect(await taken('2026-12-01', 'morning')).toBe(1);
    expect(await shop.mailsAbout('It now arrives: Tue 1 Dec, 9–11 am.')).toHaveLength(1);
  });

  it('a full slot is a 409 naming the next one, and nothing moves; a closed slot, the same slot and a delivered order are refused', async () => {
    now = india('2026-11-30 15:00');
    const id = (await placeCod({ kind: 'slot', date: '2026-12-01', slotId: 'morning' })).body.orderId as string;
    for (let i = 0; i < 2; i++) expect((await placeCod({ kind: 'slot', date: '2026-12-01', slotId: 'midday' })).status).toBe(201);
    const full = await staff.put(`/orders/${id}/delivery-slot`, { date: '2026-12-01', slotId: 'midday' });
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({
      code: 'slot_full',
      message: 'Sorry, the 11 am–1 pm slot tomorrow is now full. The next one is today 6–8 pm.',
      details: { next: { date: '2026-11-30', slotId: 'evening' } },
    });
    expect(await taken('2026-12-01', 'morning')).toBe(1);
    expect(await taken('2026-12-01', 'midday')).toBe(2);

    expect((await staff.put(`/orders/${id}/delivery-slot`, { date: '2026-11-30', slotId: 'morning' })).body.code).toBe('slot_closed');
    const same = await staff.put(`/orders/${id}/delivery-slot`, { date: '2026-12-01', slotId: 'morning' });
    expect([same.status, same.body.message]).toEqual([409, 'The order is already in that slot.']);
    expect((await staff.put(`/orders/${id}/delivery-slot`, { date: 'tomorrow', slotId: 'morning' })).status).toBe(400);

    for (const status of ['confirmed', 'out_for_delivery']) expect((await staff.put(`/orders/${id}/status`, { status })).status).toBe(200);
    const late = await staff.put(`/orders/${id}/delivery-slot`, { date: '2026-12-01', slotId: 'evening' });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('not_movable');
    expect((await staff.put('/orders/ord_nothere/delivery-slot', { date: '2026-12-01', slotId: 'evening' })).status).toBe(404);
  });

  it('an order promised as soon as possible moves into a slot and takes its place', async () => {
    now = india('2026-11-30 12:00');
    const id = (await placeCod({ kind: 'asap' })).body.orderId as string;
    const moved = await staff.put(`/orders/${id}/delivery-slot`, { date: '2026-11-30', slotId: 'evening' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await booking(id)).toMatchObject({ kind: 'slot', slot_id: 'evening', promised_by: null });
    expect(await taken('2026-11-30', 'evening')).toBe(1);
  });
});

describe('the orders list by delivery slot', () => {
  it('shows a day’s load per slot (booked of capacity) and each slot’s orders, for the dispatcher', async () => {
    now = india('2026-11-30 15:00');
    const morning = [];
    for (let i = 0; i < 2; i++) morning.push((await placeCod({ kind: 'slot', date: '2026-12-02', slotId: 'morning' })).body.orderId);
    const evening = (await placeCod({ kind: 'slot', date: '2026-12-02', slotId: 'evening' })).body.orderId;
    now = india('2026-12-02 10:00');
    const asap = (await placeCod({ kind: 'asap' })).body.orderId;
    const cancelled = (await placeCod({ kind: 'slot', date: '2026-12-02', slotId: 'evening' })).body.orderId;
    expect((await staff.put(`/orders/${cancelled}/status`, { status: 'cancelled', reason: 'Customer asked' })).status).toBe(200);

    const day = await staff.get('/orders?slotDay=2026-12-02&unpaid=show');
    expect(day.status, JSON.stringify(day.body)).toBe(200);
    expect(day.body.slotLoad).toEqual({
      day: '2026-12-02',
      slots: [
        { slotId: 'morning', label: '9–11 am', booked: 2, capacity: 2 },
        { slotId: 'midday', label: '11 am–1 pm', booked: 0, capacity: 2 },
        { slotId: 'evening', label: '6–8 pm', booked: 1, capacity: 2 },
      ],
      asap: 1,
      // No zones set: every order counts under "Other".
      zones: [{ zone: 'Other', asap: 1, slots: { morning: 2, evening: 1 } }],
    });
    const ids = (page: { body: { orders: { id: string }[] } }) => new Set(page.body.orders.map((order) => order.id));
    expect(ids(day)).toEqual(new Set([...morning, evening, asap]));
    expect(ids(await staff.get('/orders?slotDay=2026-12-02&slot=morning'))).toEqual(new Set(morning));
    expect(ids(await staff.get('/orders?slotDay=2026-12-02&slot=asap'))).toEqual(new Set([asap]));
    expect((await staff.get('/orders')).body.slotLoad).toBeUndefined();
    const noDay = await staff.get('/orders?slot=morning');
    expect([noDay.status, noDay.body.message]).toEqual([400, 'Choose the delivery day of the slot.']);
  });

  it('counts a day’s orders per zone the owners named, and those in no zone under “Other”', async () => {
    // Thursday 3 December: a day of its own, no other test's orders in it.
    now = india('2026-12-03 08:00');
    const zones = [
      { name: 'Sanpada', pincodes: ['400705'] },
      { name: 'Vashi', pincodes: ['400703', '400704'] },
    ];
    const saved = await setSettings({ zones });
    expect(saved.settings.zones).toEqual(zones);
    const audit = await owner.get('/audit-log?targetType=settings&targetId=delivery');
    expect(audit.body.entries[0]).toMatchObject({ action: 'delivery_settings.update', after: { zones } });
    // One customer (from an address of its own: the sign-up limit counts by address) orders three times.
    const customer = await loggedInCustomer(shop.app, { ip: '203.0.113.34' });
    const order = async (slotId: string) => {
      const placed = await customer.post('/api/orders/cod', {
        items: [{ ref: 'kooler:mango', quantity: 1 }],
        customerDetails: vashiCustomer,
        delivery: { kind: 'slot', date: '2026-12-04', slotId },
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      return placed.body.orderId as string;
    };
    await order('midday');
    await order('evening');
    // An order already placed to a pincode the zones leave out (the served areas changed since).
    const outside = await order('evening');
    await shop.db.updateTable('orders').set({ customer_pincode: '400614' }).where('id', '=', outside).execute();

    const load = (await staff.get('/orders?slotDay=2026-12-04')).body.slotLoad;
    expect(load.zones).toEqual([
      { zone: 'Sanpada', asap: 0, slots: {} },
      { zone: 'Vashi', asap: 0, slots: { midday: 1, evening: 1 } },
      { zone: 'Other', asap: 0, slots: { evening: 1 } },
    ]);
  });

  it('refuses a pincode in two zones, two zones of one name, and a zone called “Other”', async () => {
    const { version } = (await owner.get('/delivery')).body;
    const put = (zones: object[]) => owner.put('/delivery', { ...SETTINGS, version, zones });
    const twice = await put([
      { name: 'Vashi', pincodes: ['400703'] },
      { name: 'Sanpada', pincodes: ['400705', '400703'] },
    ]);
    expect([twice.status, twice.body.message]).toEqual([400, '400703 is in two zones: Vashi and Sanpada.']);
    const sameName = await put([
      { name: 'Vashi', pincodes: ['400703'] },
      { name: 'vashi', pincodes: ['400705'] },
    ]);
    expect(sameName.body.message).toBe('Two zones are called “vashi”.');
    const other = await put([{ name: 'Other', pincodes: ['400703'] }]);
    expect(other.body.message).toBe('“Other” is where pincodes in no zone are counted: choose another name.');
    expect((await put([{ name: 'Vashi', pincodes: ['40070'] }])).body.message).toBe('A pincode has 6 digits.');
  });
});
