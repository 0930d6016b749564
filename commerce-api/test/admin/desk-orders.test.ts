import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell } from '../../src/http/csv.ts';
import { type Staff, signedInStaff } from '../support/desk.ts';
import { buildOrder, testCustomer } from '../support/orders.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

let shop: TestApp;
let staff: Staff;
let customerId: number;

beforeAll(async () => {
  shop = await buildTestApp();
  staff = await signedInStaff(shop);
  customerId = await testCustomer(shop);
});
afterAll(() => shop.close());

type ListBody = {
  orders: { id: string; number: string; paymentStatus: string; deliveryStatus: string; totalPaise: number }[];
  nextCursor: string | null;
  counts: { delivery: Record<string, number>; payment: Record<string, number> };
};

describe('the orders list', () => {
  it('filters by either status and payment method, searches, sorts, pages by keyset and counts per status', async () => {
    const tag = `Zed${Date.now()}`;
    const ids = [];
    for (let i = 0; i < 7; i += 1) {
      // A millisecond apart: orders placed in the same one are ordered by their random ids.
      await new Promise((resolve) => setTimeout(resolve, 2));
      ids.push(
        await buildOrder(shop, customerId, {
          name: `${tag} Customer ${i}`,
          paymentMethod: i % 2 ? 'razorpay' : 'cod',
          status: i % 2 ? 'paid' : 'pending',
          totalPaise: 10_000 + i * 1_000,
        }),
      );
    }
    const search = `?q=${encodeURIComponent(tag.toLowerCase())}`;
    const all = await staff.get(`/orders${search}`);
    expect(all.status).toBe(200);
    expect((all.body as ListBody).orders.map((order) => order.id)).toEqual([...ids].reverse());
    expect((all.body as ListBody).counts.payment).toMatchObject({ cash_due: 4, paid: 3, pending: 0, refunded: 0 });
    expect((all.body as ListBody).counts.delivery).toMatchObject({ unconfirmed: 7, confirmed: 0 });

    const cod = await staff.get(`/orders${search}&payment=cod`);
    expect((cod.body as ListBody).orders).toHaveLength(4);
    const paid = await staff.get(`/orders${search}&paymentStatus=paid`);
    expect((paid.body as ListBody).orders.map((order) => order.paymentStatus)).toEqual(['paid', 'paid', 'paid']);
    // A status's counts stay whatever status of its own kind is selected (they label its tabs), and
    // follow the other kind's.
    expect((paid.body as ListBody).counts.payment).toMatchObject({ cash_due: 4, paid: 3 });
    expect((paid.body as ListBody).counts.delivery).toMatchObject({ unconfirmed: 3 });
    const unconfirmed = await staff.get(`/orders${search}&delivery=unconfirmed&paymentStatus=cash_due`);
    expect((unconfirmed.body as ListBody).orders).toHaveLength(4);
    expect((await staff.get(`/orders${search}&delivery=confirmed`)).body.orders).toEqual([]);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await staff.get(`/orders${search}&sort=total-high&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      const body = page.body as ListBody;
      seen.push(...body.orders.map((order) => order.id));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());

    const byPhone = await staff.get(`/orders?q=${encodeURIComponent('+91 98200 12345')}&limit=100`);
    expect((byPhone.body as ListBody).orders.length).toBeGreaterThan(0);
    const byId = await staff.get(`/orders?q=${ids[3]}`);
    expect((byId.body as ListBody).orders.map((order) => order.id)).toEqual([ids[3]]);
  });

  it('finds an order by its number, written as staff and customers write it', async () => {
    const id = await buildOrder(shop, customerId, { name: 'Numbered Person' });
    const [order] = ((await staff.get('/orders?q=numbered')).body as ListBody).orders;
    expect(order?.number).toMatch(/^KC-\d{4,}$/);
    const digits = order?.number.slice(3) ?? '';
    for (const typed of [order?.number ?? '', order?.number.toLowerCase() ?? '', `#${digits}`, `KC ${digits}`]) {
      const found = ((await staff.get(`/orders?q=${encodeURIComponent(typed)}`)).body as ListBody).orders;
      expect(
        found.map((match) => match.id),
        typed,
      ).toEqual([id]);
    }
  });

  it('searches phones only with a query that reads as a phone number, not with the digits of an order id', async () => {
    await buildOrder(shop, customerId, { phone: '9820012345' });
    const idLike = await staff.get('/orders?q=ord_Xy200Zq');
    expect(idLike.status).toBe(200);
    expect((idLike.body as ListBody).orders).toEqual([]);
    const phone = await staff.get(`/orders?q=${encodeURIComponent('(982) 001-2345')}&limit=1`);
    expect((phone.body as ListBody).orders).toHaveLength(1);
  });

  it('takes LIKE wildcards in a search literally', async () => {
    const response = await staff.get('/orders?q=%25_%25');
    expect(response.status).toBe(200);
    expect((response.body as ListBody).orders).toEqual([]);
  });

  it('filters by a date range of days in India', async () => {
    const id = await buildOrder(shop, customerId, { name: 'Date Range Person' });
    // Placed at 00:10 in Navi Mumbai on 1 March 2026, which is still 28 February in UTC.
    await shop.deps.db.updateTable('orders').set({ created_at: '2026-02-28T18:40:00.000Z' }).where('id', '=', id).execute();
    const march = await staff.get('/orders?from=2026-03-01&to=2026-03-01');
    expect((march.body as ListBody).orders.map((order) => order.id)).toContain(id);
    const february = await staff.get('/orders?from=2026-02-28&to=2026-02-28');
    expect((february.body as ListBody).orders.map((order) => order.id)).not.toContain(id);
    expect((await staff.get('/orders?from=2026-03-02&to=2026-03-01')).status).toBe(400);
    expect((await staff.get('/orders?delivery=lost')).status).toBe(400);
    expect((await staff.get('/orders?paymentStatus=lost')).status).toBe(400);
    expect((await staff.get('/orders?cursor=garbage')).status).toBe(400);
  });

  it('hides online checkouts that were never paid unless asked, or asked for by their payment status', async () => {
    const id = await buildOrder(shop, customerId, { paymentMethod: 'razorpay', status: 'pending', name: 'Abandoned Cart' });
    expect(((await staff.get('/orders?q=abandoned')).body as ListBody).orders).toEqual([]);
    expect(((await staff.get('/orders?q=abandoned&unpaid=show')).body as ListBody).orders.map((o) => o.id)).toEqual([id]);
    const pending = (await staff.get('/orders?q=abandoned&paymentStatus=pending')).body as ListBody;
    expect(pending.orders.map((o) => o.id)).toEqual([id]);
    expect(pending.counts.payment.pending).toBe(1);
  });

  it('gives each row the moves the desk may make now, so the list offers Confirm only where the server allows it', async () => {
    const tag = `Moves${Date.now()}`;
    const unpaid = await buildOrder(shop, customerId, { paymentMethod: 'razorpay', status: 'pending', name: `${tag} A` });
    const paid = await buildOrder(shop, customerId, { paymentMethod: 'razorpay', status: 'paid', name: `${tag} B` });
    const cash = await buildOrder(shop, customerId, { paymentMethod: 'cod', status: 'pending', name: `${tag} C` });
    const confirmed = await buildOrder(shop, customerId, { paymentMethod: 'cod', status: 'confirmed', name: `${tag} D` });
    const rows = ((await staff.get(`/orders?q=${tag.toLowerCase()}&unpaid=show`)).body as ListBody).orders;
    const movesOf = (id: string) => (rows.find((row) => row.id === id) as { nextStatuses?: string[] } | undefined)?.nextStatuses;
    expect(movesOf(unpaid)).toEqual(['cancelled']);
    expect(movesOf(paid)).toEqual(['confirmed', 'cancelled']);
    expect(movesOf(cash)).toEqual(['confirmed', 'cancelled']);
    expect(movesOf(confirmed)).toEqual(['out_for_delivery', 'cancelled']);
  });
});

describe('moving an order', () => {
  it('confirms a COD order: history with who and when, the customer emailed, the audit log written', async () => {
    const id = await buildOrder(shop, customerId, { email: 'confirm-me@example.in' });
    const response = await staff.put(`/orders/${id}/status`, { status: 'confirmed' });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Order status updated successfully!');
    expect(response.body.order).toMatchObject({ deliveryStatus: 'confirmed', paymentStatus: 'cash_due' });
    expect(response.body.order.timeline.at(-1)).toMatchObject({
      kind: 'delivery',
      from: 'unconfirmed',
      to: 'confirmed',
      by: expect.stringMatching(/^Staff/),
    });
    // Emails name the order by its number, never its id.
    const { number } = response.body.order;
    expect(await shop.mailsAbout(id)).toEqual([]);
    const mail = (await shop.mailsAbout(number)).filter((message) => message.subject.includes('confirmed'));
    expect(mail.map((message) => message.to)).toEqual(['confirm-me@example.in']);
    expect(mail[0]?.text).toContain('Payment: Pay on delivery. Delivery: Confirmed.');
    const detail = await staff.get(`/orders/${id}`);
    expect(detail.body.emails.map((email: { subject: string }) => email.subject)).toContain(`Your Koolers order ${number} is confirmed`);
  });

  it('delivers a COD order with its cash collected in one step: both statuses move, each with its history row', async () => {
    const id = await buildOrder(shop, customerId, { status: 'confirmed' });
    await staff.put(`/orders/${id}/status`, { status: 'out_for_delivery' });
    const delivered = await staff.put(`/orders/${id}/status`, { status: 'delivered' });
    expect(delivered.status).toBe(200);
    expect(delivered.body.order).toMatchObject({
      deliveryStatus: 'delivered',
      paymentStatus: 'cash_collected',
      paidAt: expect.any(String),
    });
    expect(delivered.body.order.timeline.slice(-2)).toEqual([
      expect.objectContaining({ kind: 'delivery', from: 'out_for_delivery', to: 'delivered' }),
      expect.objectContaining({ kind: 'payment', from: 'cash_due', to: 'cash_collected', note: 'Cash collected: ₹240.00' }),
    ]);
    expect(delivered.body.order.nextStatuses).toEqual([]);
  });

  it('delivers an online order without touching its payment', async () => {
    const id = await buildOrder(shop, customerId, { paymentMethod: 'razorpay', status: 'confirmed' });
    await staff.put(`/orders/${id}/status`, { status: 'out_for_delivery' });
    const delivered = await staff.put(`/orders/${id}/status`, { status: 'delivered' });
    expect(delivered.body.order).toMatchObject({ deliveryStatus: 'delivered', paymentStatus: 'paid' });
  });

  it.each([
    [
      'an online order waiting for payment',
      { paymentMethod: 'razorpay' as const, status: 'pending' as const },
      'confirmed',
      /^An online order can be confirmed only once it is paid\.$/,
    ],
    ['an unconfirmed order', { status: 'pending' as const }, 'delivered', /^An order that is unconfirmed cannot be marked delivered\.$/],
    ['a confirmed order', { status: 'confirmed' as const }, 'unconfirmed', /^Staff do not set an order back to unconfirmed\.$/],
    ['a paid order', { paymentMethod: 'razorpay' as const, status: 'paid' as const }, 'refunded', /^Unknown status\.$/],
  ])('refuses to move %s to %s with a 409 and a reason', async (_what, order, to, message) => {
    const id = await buildOrder(shop, customerId, order);
    const response = await staff.put(`/orders/${id}/status`, { status: to });
    expect(response.status).toBe(to === 'refunded' ? 400 : 409);
    expect(response.body.message).toMatch(message);
  });

  it('cancels (the spec’s Delete) only with a reason, keeps the order, and voids the cash it no longer owes', async () => {
    const id = await buildOrder(shop, customerId);
    expect((await staff.put(`/orders/${id}/status`, { status: 'cancelled' })).status).toBe(400);
    const cancelled = await staff.put(`/orders/${id}/status`, { status: 'cancelled', reason: 'Customer called to cancel' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order).toMatchObject({
      id,
      deliveryStatus: 'cancelled',
      paymentStatus: 'voided',
      cancellation: { by: 'shop', reason: 'Customer called to cancel' },
    });
    expect(cancelled.body.order.timeline.slice(-2)).toEqual([
      expect.objectContaining({ kind: 'delivery', to: 'cancelled', note: 'Cancelled: Customer called to cancel' }),
      expect.objectContaining({ kind: 'payment', from: 'cash_due', to: 'voided' }),
    ]);
    const [mail] = await shop.mailsAbout('Customer called to cancel');
    expect(mail?.subject).toBe(`Your Koolers order ${cancelled.body.order.number} is cancelled`);
    expect(mail?.text).toContain('Payment: Nothing charged. Delivery: Cancelled.');
    const again = await staff.put(`/orders/${id}/status`, { status: 'confirmed' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An order that is cancelled cannot be marked confirmed.');
  });

  it('cancels a paid online order and leaves its payment paid until it is refunded', async () => {
    const id = await buildOrder(shop, customerId, { paymentMethod: 'razorpay', status: 'confirmed' });
    const cancelled = await staff.put(`/orders/${id}/status`, { status: 'cancelled', reason: 'Out of mangoes' });
    expect(cancelled.body.order).toMatchObject({ deliveryStatus: 'cancelled', paymentStatus: 'paid', refundablePaise: 24_000 });
  });

  it('of two desks confirming at once, one wins and the other is told', async () => {
    const id = await buildOrder(shop, customerId);
    const answers = await Promise.all([1, 2].map(() => staff.put(`/orders/${id}/status`, { status: 'confirmed' })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('keeps internal notes with their author', async () => {
    const id = await buildOrder(shop, customerId);
    const noted = await staff.post(`/orders/${id}/notes`, { body: 'Ring twice, dog is friendly' });
    expect(noted.status).toBe(201);
    expect(noted.body.notes).toEqual([
      expect.objectContaining({ body: 'Ring twice, dog is friendly', by: expect.stringMatching(/^Staff/) }),
    ]);
  });

  it('answers 404 for an order that does not exist', async () => {
    expect((await staff.get('/orders/ord_doesnotexist')).status).toBe(404);
    expect((await staff.get('/orders/../../etc')).status).toBe(404);
  });
});

describe('CSV export', () => {
  it('streams the filtered list with a BOM, CRLF rows, and formulas neutralised', async () => {
    const evil = '=HYPERLINK("http://evil.example","Click")';
    const id = await buildOrder(shop, customerId, { name: evil, email: '+cmd@example.in' });
    const response = await staff
      .get(`/orders.csv?q=${encodeURIComponent('hyperlink')}`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="koolers-orders-/);
    const bytes = response.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    const rows = text.split('\r\n').filter(Boolean);
    expect(rows[0]).toMatch(/^"Order number","Order ID","Placed at \(IST\)","Customer"/);
    expect(rows[0]).toContain('"Payment method","Payment status","Delivery status"');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatch(new RegExp(`^"KC-\\d+","${id}"`));
    expect(rows[1]).toContain('"Cash on delivery","Cash due","Unconfirmed"');
    expect(rows[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(rows[1]).toContain(`"'+cmd@example.in"`);
    expect(rows[1]).toContain('"1 × Mango"');
  });

  it.each([
    ['=1+1', `"'=1+1"`],
    ['+91', `"'+91"`],
    ['-2', `"'-2"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tx', `"'\tx"`],
    ['Priya "P" Nair', '"Priya ""P"" Nair"'],
    [120.5, '"120.5"'],
  ])('writes %j as %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe('dispatch sheet and dashboard', () => {
  it('lists confirmed orders by pincode with the cash to collect for COD; those placed without a time under “No time promised”', async () => {
    const cod = await buildOrder(shop, customerId, { status: 'confirmed', pincode: '400706', totalPaise: 36_000 });
    const online = await buildOrder(shop, customerId, { status: 'confirmed', paymentMethod: 'razorpay', pincode: '400706' });
    const nearer = await buildOrder(shop, customerId, { status: 'confirmed', pincode: '400704' });
    const response = await staff.get('/dispatch-sheet');
    const group = response.body.groups.find((g: { slot: string }) => g.slot === 'none');
    expect(group.heading).toBe('No time promised');
    const orders = group.orders as { id: string; number: string; collectPaise: number; items: unknown[]; phone: string }[];
    expect(orders.find((order) => order.id === cod)).toMatchObject({
      collectPaise: 36_000,
      phone: '9820012345',
      pincode: '400706',
      number: expect.stringMatching(/^KC-/),
    });
    expect(orders.find((order) => order.id === online)).toMatchObject({ collectPaise: 0 });
    expect(orders.find((order) => order.id === cod)?.items).toEqual([{ name: 'Mango', size: null, quantity: 1 }]);
    // Within a group, by pincode for the rounds: 400704's order first, though placed last.
    const ours = orders.filter((order) => [cod, online, nearer].includes(order.id)).map((order) => order.id);
    expect(ours).toEqual([nearer, cod, online]);
  });

  it('counts today’s orders and revenue, what waits for confirmation, and 30 days of revenue', async () => {
    const before = (await staff.get('/dashboard')).body;
    await buildOrder(shop, customerId, { totalPaise: 50_000 });
    await buildOrder(shop, customerId, { paymentMethod: 'razorpay', status: 'pending', totalPaise: 99_000 });
    const after = (await staff.get('/dashboard')).body;
    expect(after.today.orders - before.today.orders).toBe(1);
    expect(after.today.revenuePaise - before.today.revenuePaise).toBe(50_000);
    expect(after.waitingForConfirmation - before.waitingForConfirmation).toBe(1);
    expect(after.revenuePerDay).toHaveLength(30);
    expect(after.revenuePerDay.at(-1).date).toBe(after.today.date);
    expect(after.topProducts[0]).toMatchObject({ name: 'Mango' });
  });
});

describe('Coco Club and messages', () => {
  it('marks a UPI payment received: a year from today, or from the end of the running membership', async () => {
    const email = `member-${Date.now()}@example.in`;
    const insert = async (id: string, number: number) =>
      shop.deps.db
        .insertInto('memberships')
        .values({
          id,
          number,
          customer_id: null,
          name: 'Meera',
          email,
          phone: '9820012345',
          address: 'Vashi',
          pincode: '400703',
          status: 'requested',
          amount_paise: 120_000,
          razorpay_order_id: null,
          razorpay_payment_id: null,
          created_at: new Date().toISOString(),
          activated_at: null,
          expires_at: null,
        })
        .execute();
    await insert(`mem_first${Date.now()}`, 700_001);
    const first = await staff.post(`/memberships/mem_first${Date.now().toString().slice(0, -3)}x/upi-payment-received`);
    expect(first.status).toBe(404);
    const [request] = (await staff.get(`/memberships?q=${encodeURIComponent(email)}`)).body.memberships;
    const activated = await staff.post(`/memberships/${request.id}/upi-payment-received`);
    expect(activated.status).toBe(200);
    const year = Date.parse(activated.body.expiresAt) - Date.now();
    expect(year).toBeGreaterThan(364 * 86_400_000);
    expect(year).toBeLessThan(367 * 86_400_000);
    expect(request.number).toBe('CC-700001');
    expect((await shop.mailsAbout(request.number)).map((mail) => mail.to)).toEqual([email]);
    expect((await staff.post(`/memberships/${request.id}/upi-payment-received`)).status).toBe(409);

    const renewalId = `mem_renew${Date.now()}`;
    await insert(renewalId, 700_002);
    const renewed = await staff.post(`/memberships/${renewalId}/upi-payment-received`);
    const expected = new Date(activated.body.expiresAt);
    expected.setFullYear(expected.getFullYear() + 1);
    expect(renewed.body.expiresAt).toBe(expected.toISOString());
  });

  it('lists contact messages and marks them read and unread', async () => {
    const { id } = await shop.deps.db
      .insertInto('contact_messages')
      .values({
        name: 'Kiran',
        email: 'kiran@example.in',
        contact: '9820012345',
        message: 'Bulk order?',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const unread = await staff.get('/messages?unread=true');
    expect(unread.body.messages.map((m: { id: number }) => m.id)).toContain(Number(id));
    expect((await staff.put(`/messages/${id}/read`, { read: true })).status).toBe(204);
    expect((await staff.get('/messages?unread=true')).body.messages.map((m: { id: number }) => m.id)).not.toContain(Number(id));
    expect((await staff.put(`/messages/${id}/read`, { read: false })).status).toBe(204);
    expect((await staff.put('/messages/999999/read', { read: true })).status).toBe(404);
  });
});

describe('the audit log', () => {
  it('lists each staff action with who, what, before → after and the address, newest first', async () => {
    const owner = await signedInStaff(shop, 'owner');
    const id = await buildOrder(shop, customerId);
    await staff.put(`/orders/${id}/status`, { status: 'confirmed' });
    const log = await owner.get(`/audit-log?targetType=order&targetId=${id}`);
    expect(log.body.entries).toEqual([
      expect.objectContaining({
        staffEmail: staff.email,
        action: 'order.confirmed',
        before: { deliveryStatus: 'unconfirmed', paymentStatus: 'cash_due' },
        after: { deliveryStatus: 'confirmed', paymentStatus: 'cash_due' },
        ip: expect.stringMatching(/127\.0\.0\.1/),
      }),
    ]);
  });

  it('is append-only in the database itself', async () => {
    await expect(sql`update audit_log set action = 'nothing happened'`.execute(shop.deps.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(shop.deps.db)).rejects.toThrow(/append-only/);
  });
});
