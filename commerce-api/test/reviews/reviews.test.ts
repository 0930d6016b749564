import express from 'express';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPendingOrder, newOrderId } from '../../src/orders/order-repository.ts';
import { signReviewLink } from '../../src/reviews/review-links.ts';
import { taxedCatalog } from '../invoices/taxed-catalog.ts';
import { type Staff, signedInStaff } from '../support/desk.ts';
import { buildOrder, orderNumber, testCustomer } from '../support/orders.ts';
import { listen } from '../support/ports.ts';
import { browser, buildTestApp, loggedInCustomer, PASSWORD, type TestApp } from '../support/test-app.ts';

/**
 * Reviews from verified buyers (issue 36): the delivered email carries a signed link that works 30
 * days; only a delivered order's items can be reviewed through it, each once; a review waits for staff.
 */
let shop: TestApp;
let staff: Staff;
let customerId: number;

beforeAll(async () => {
  // Taxed: a cash order's delivery issues its tax invoice, whose email asks for the review.
  shop = await buildTestApp({ catalog: taxedCatalog() });
  staff = await signedInStaff(shop, 'staff');
  customerId = await testCustomer(shop);
});
afterAll(() => shop.close());

/** An order taken to delivered at the desk, as staff do. */
async function deliveredOrder(overrides: Parameters<typeof buildOrder>[2] = {}) {
  const id = await buildOrder(shop, customerId, { paymentMethod: 'razorpay', status: 'confirmed', ...overrides });
  expect((await staff.put(`/orders/${id}/status`, { status: 'out_for_delivery' })).status).toBe(200);
  expect((await staff.put(`/orders/${id}/status`, { status: 'delivered' })).status).toBe(200);
  return id;
}

/** The review link in the delivered email of order `id`, as its query's values. */
async function linkInEmail(id: string) {
  const number = await orderNumber(shop, id);
  const mails = await shop.mailsAbout(number);
  const text = mails.map((mail) => mail.text).join('\n');
  const url = /http\S+\/review\?\S+/.exec(text)?.[0];
  expect(url, `no review link in the emails of ${number}:\n${text}`).toBeDefined();
  const query = new URL(url as string).searchParams;
  return { order: query.get('order') ?? '', expires: Number(query.get('expires')), sig: query.get('sig') ?? '' };
}

const opening = (link: { order: string; expires: number; sig: string }) =>
  browser(shop.app).get(`/api/reviews/request?${new URLSearchParams({ ...link, expires: String(link.expires) })}`);
const reviewing = (body: Record<string, unknown>) => browser(shop.app).post('/api/reviews').send(body);

describe('asking for a review', () => {
  it('the delivered email of an online order carries a link that opens its items, for 30 days', async () => {
    const id = await deliveredOrder({ name: 'Priya Nair' });
    const link = await linkInEmail(id);
    expect(link.order).toBe(id);
    const days = (link.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const page = await opening(link);
    expect(page.status).toBe(200);
    expect(page.body).toEqual({
      number: await orderNumber(shop, id),
      reviewerName: 'Priya N.',
      items: [{ ref: 'kooler:mango', name: 'Mango', reviewed: false }],
    });
  });

  it('a cash order’s delivered email (its tax invoice) carries the link too', async () => {
    const id = await deliveredOrder({ paymentMethod: 'cod' });
    const link = await linkInEmail(id);
    expect((await opening(link)).status).toBe(200);
  });
});

describe('only a buyer of a delivered order reviews, once per item', () => {
  it('records a review pending staff, then refuses a second one of the same item and order with a 409', async () => {
    const id = await deliveredOrder({ name: 'Arjun Mehta' });
    const link = await linkInEmail(id);
    const first = await reviewing({ ...link, ref: 'kooler:mango', stars: 5, text: '  Fresh and cold.  ', keepText: true });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.status).toBe('pending');
    const row = await shop.db.selectFrom('reviews').selectAll().where('order_id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      item_ref: 'kooler:mango',
      stars: 5,
      body: 'Fresh and cold.',
      reviewer_name: 'Arjun M.',
      status: 'pending',
    });
    expect(Number(row.keep_text)).toBe(1);

    const again = await reviewing({ ...link, ref: 'kooler:mango', stars: 1 });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'already_reviewed', message: 'You have already reviewed this item for this order.' });
    expect((await opening(link)).body.items).toEqual([{ ref: 'kooler:mango', name: 'Mango', reviewed: true }]);
  });

  it('refuses an order that is not delivered yet (409), even with a link signed for it', async () => {
    const id = await buildOrder(shop, customerId, { paymentMethod: 'razorpay', status: 'confirmed' });
    const link = signReviewLink(shop.config.staffSecretKey, id);
    const page = await opening(link);
    expect(page.status).toBe(409);
    expect(page.body.message).toBe('This order has not been delivered yet: you can review it once it arrives.');
    expect((await reviewing({ ...link, ref: 'kooler:mango', stars: 4 })).status).toBe(409);
  });

  it('refuses an item of another order through this order’s link (400), and another order with this link’s signature (403)', async () => {
    const mine = await deliveredOrder();
    const link = await linkInEmail(mine);
    // Another order, delivered, of another item.
    const other = newOrderId();
    await insertPendingOrder(shop.deps.db, {
      id: other,
      customerId,
      paymentMethod: 'cod',
      details: { name: 'Someone Else', email: 'else@example.in', phone: '9820012399', address: 'Sector 9, Vashi', pincode: '400703' },
      quote: {
        lines: [{ ref: 'kooler:tender', name: 'Tender', size: null, quantity: 1, unitPricePaise: 9000, lineTotalPaise: 9000 }],
        subtotalPaise: 9000,
        deliveryFeePaise: 0,
        discountPaise: 0,
        totalPaise: 9000,
      },
    });
    await shop.db.updateTable('orders').set({ delivery_status: 'delivered' }).where('id', '=', other).execute();

    const wrongItem = await reviewing({ ...link, ref: 'kooler:tender', stars: 5 });
    expect(wrongItem.status).toBe(400);
    expect(wrongItem.body).toMatchObject({ code: 'not_in_order', message: 'This item is not in this order.', details: { field: 'ref' } });

    const borrowed = await reviewing({ ...link, order: other, ref: 'kooler:tender', stars: 5 });
    expect(borrowed.status).toBe(403);
    expect(borrowed.body.code).toBe('link_invalid');
  });

  it('refuses a forged signature (403) and a link past its 30 days (410), in words', async () => {
    const id = await deliveredOrder();
    const link = await linkInEmail(id);
    const forged = { ...link, sig: `${link.sig.slice(0, -2)}${link.sig.endsWith('AA') ? 'BB' : 'AA'}` };
    const refusedForged = await reviewing({ ...forged, ref: 'kooler:mango', stars: 5 });
    expect(refusedForged.status).toBe(403);
    expect(refusedForged.body.message).toBe('This review link is not valid. Please use the link in your delivery email.');
    // A later expiry with the old signature is a forgery too.
    expect((await opening({ ...link, expires: link.expires + 86_400 })).status).toBe(403);

    const expired = signReviewLink(shop.config.staffSecretKey, id, new Date(Date.now() - 31 * 86_400_000));
    const refusedExpired = await reviewing({ ...expired, ref: 'kooler:mango', stars: 5 });
    expect(refusedExpired.status).toBe(410);
    expect(refusedExpired.body.message).toBe('This review link has expired: a review link works for 30 days after delivery.');
    expect(await shop.db.selectFrom('reviews').select('id').where('order_id', '=', id).execute()).toEqual([]);
  });

  it.each([
    [{ stars: 0 }, 'stars', 'Choose from 1 to 5 stars.'],
    [{ stars: 6 }, 'stars', 'Choose from 1 to 5 stars.'],
    [{ stars: 3.5 }, 'stars', 'Choose from 1 to 5 stars.'],
    [{ stars: 4, text: 'x'.repeat(1001) }, 'text', 'Please keep your review under 1000 characters.'],
    [{ stars: 4, ref: '' }, 'ref', 'Say which item you review.'],
  ])('refuses bad input (%#) with a 400 naming the field', async (input, field, message) => {
    const id = await deliveredOrder();
    const link = await linkInEmail(id);
    const refused = await reviewing({ ...link, ref: 'kooler:mango', ...input });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message, details: { field } });
  });
});

describe('moderation at the desk', () => {
  async function pendingReview(name: string, stars: number) {
    const id = await deliveredOrder({ name });
    const link = await linkInEmail(id);
    const made = await reviewing({ ...link, ref: 'kooler:mango', stars, text: `${name} liked it` });
    expect(made.status).toBe(201);
    return made.body.id as number;
  }
  const published = async () => (await browser(shop.app).get('/api/reviews/published')).body.items['kooler:mango'];

  it('lists new reviews; publishing shows one on the public list, hiding (with a reason) takes it off; each audit-logged', async () => {
    const before = (await published())?.count ?? 0;
    const id = await pendingReview('Meera Joshi', 4);
    const listed = await staff.get('/reviews');
    expect(listed.status).toBe(200);
    expect(listed.body.reviews).toContainEqual(
      expect.objectContaining({ id, stars: 4, reviewer: 'Meera J.', status: 'pending', item: { ref: 'kooler:mango', name: 'Mango' } }),
    );
    expect((await published())?.reviews?.some((review: { id: number }) => review.id === id) ?? false).toBe(false);

    const publishing = await staff.put(`/reviews/${id}`, { action: 'publish', reply: 'Thank you, Meera!' });
    expect(publishing.status, JSON.stringify(publishing.body)).toBe(200);
    expect(publishing.body.review).toMatchObject({ status: 'published', reply: 'Thank you, Meera!' });
    const shown = await published();
    expect(shown.count).toBe(before + 1);
    expect(shown.reviews[0]).toMatchObject({
      id,
      stars: 4,
      reviewer: 'Meera J.',
      text: 'Meera Joshi liked it',
      reply: 'Thank you, Meera!',
    });
    expect(shown.reviews[0]).not.toHaveProperty('orderId');

    const noReason = await staff.put(`/reviews/${id}`, { action: 'hide' });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({ message: 'Say why the review is hidden (the customer may ask).', details: { field: 'reason' } });
    const hiding = await staff.put(`/reviews/${id}`, { action: 'hide', reason: 'Names a competitor' });
    expect(hiding.body.review).toMatchObject({ status: 'hidden', hideReason: 'Names a competitor' });
    expect((await published())?.count ?? 0).toBe(before);

    const audit = await shop.db
      .selectFrom('audit_log')
      .select(['action', 'staff_id'])
      .where('target_type', '=', 'review')
      .where('target_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'review.published', staff_id: staff.id },
      { action: 'review.hidden', staff_id: staff.id },
    ]);
  });

  it('averages the published reviews of an item, to one decimal', async () => {
    await staff.put(`/reviews/${await pendingReview('Asha Rao', 5)}`, { action: 'publish' });
    await staff.put(`/reviews/${await pendingReview('Ravi Kumar', 2)}`, { action: 'publish' });
    const shown = await published();
    const stars = shown.reviews.map((review: { stars: number }) => review.stars);
    expect(shown.count).toBe(stars.length);
    expect(shown.average).toBe(Math.round((stars.reduce((a: number, b: number) => a + b, 0) / stars.length) * 10) / 10);
  });

  it('asks the web front to rebuild when a review is published (the path an editor’s publish takes)', async () => {
    const calls: { auth: string | undefined; body: string }[] = [];
    const front = express().post('/_site/rebuild', express.text({ type: '*/*' }), (req, res) => {
      calls.push({ auth: req.get('authorization'), body: String(req.body) });
      res.status(202).json({});
    });
    const server = await listen(front);
    const withFront = await buildTestApp({
      settings: { SITE_REBUILD_URL: `${server.url}/_site/rebuild`, SITE_REBUILD_SECRET: 'rebuild-secret-0123456789' },
    });
    try {
      const deskStaff = await signedInStaff(withFront, 'staff');
      const buyer = await testCustomer(withFront);
      const id = await buildOrder(withFront, buyer, { paymentMethod: 'razorpay', status: 'confirmed' });
      await deskStaff.put(`/orders/${id}/status`, { status: 'out_for_delivery' });
      await deskStaff.put(`/orders/${id}/status`, { status: 'delivered' });
      const link = signReviewLink(withFront.config.staffSecretKey, id);
      const made = await browser(withFront.app)
        .post('/api/reviews')
        .send({ ...link, ref: 'kooler:mango', stars: 5 });
      expect(calls).toEqual([]);
      await deskStaff.put(`/reviews/${made.body.id}`, { action: 'publish' });
      expect(calls).toEqual([{ auth: 'Bearer rebuild-secret-0123456789', body: JSON.stringify({ event: 'review.publish' }) }]);
      // Hiding a published review takes it off the pages: another rebuild. Hiding a new one changes no page.
      await deskStaff.put(`/reviews/${made.body.id}`, { action: 'hide', reason: 'Spam' });
      expect(calls.map((call) => call.body)).toEqual([
        JSON.stringify({ event: 'review.publish' }),
        JSON.stringify({ event: 'review.hide' }),
      ]);
      const other = await buildOrder(withFront, buyer, { paymentMethod: 'razorpay', status: 'confirmed' });
      await deskStaff.put(`/orders/${other}/status`, { status: 'out_for_delivery' });
      await deskStaff.put(`/orders/${other}/status`, { status: 'delivered' });
      const pending = await browser(withFront.app)
        .post('/api/reviews')
        .send({ ...signReviewLink(withFront.config.staffSecretKey, other), ref: 'kooler:mango', stars: 1 });
      await deskStaff.put(`/reviews/${pending.body.id}`, { action: 'hide', reason: 'Spam' });
      expect(calls).toHaveLength(2);
    } finally {
      await withFront.close();
      server.server.close();
    }
  });
});

describe('erasure', () => {
  it('an erased customer’s reviews lose their name and photo; the text stays only where they agreed to that', async () => {
    const customer = await loggedInCustomer(shop.app, { email: `erase-${Date.now()}@example.in` });
    const { id: erasedId } = await shop.db
      .selectFrom('customers')
      .select('id')
      .where('email', '=', customer.email)
      .executeTakeFirstOrThrow();
    const reviewed: number[] = [];
    for (const keepText of [true, false]) {
      const id = await deliveredOrderOf(Number(erasedId));
      const link = signReviewLink(shop.config.staffSecretKey, id);
      const made = await reviewing({ ...link, ref: 'kooler:mango', stars: 4, text: keepText ? 'Keep this' : 'Erase this', keepText });
      reviewed.push(made.body.id);
      await shop.db
        .updateTable('reviews')
        .set({ photo_path: `review-${made.body.id}.webp` })
        .where('id', '=', made.body.id)
        .execute();
      await staff.put(`/reviews/${made.body.id}`, { action: 'publish' });
    }
    // Another customer's review is untouched.
    const othersId = await deliveredOrder({ name: 'Kiran Desai' });
    const others = await reviewing({ ...(await linkInEmail(othersId)), ref: 'kooler:mango', stars: 3, text: 'Mine' });

    // Their data download names their reviews, and whether each text stays after an erasure.
    const download = await customer.get('/api/me/data');
    expect(download.body.reviews).toEqual([
      expect.objectContaining({
        item: 'Mango',
        stars: 4,
        text: 'Keep this',
        textKeptAfterErasure: true,
        withPhoto: true,
        status: 'published',
      }),
      expect.objectContaining({ text: 'Erase this', textKeptAfterErasure: false }),
    ]);

    expect((await customer.post('/api/me/delete-account', { password: PASSWORD })).status).toBe(200);

    const rows = await shop.db
      .selectFrom('reviews')
      .select(['id', 'reviewer_name', 'photo_path', 'body', 'stars'])
      .where('id', 'in', [...reviewed, others.body.id])
      .orderBy('id')
      .execute();
    expect(rows.map(({ id, ...rest }) => rest)).toEqual([
      { reviewer_name: null, photo_path: null, body: 'Keep this', stars: 4 },
      { reviewer_name: null, photo_path: null, body: null, stars: 4 },
      { reviewer_name: 'Kiran D.', photo_path: null, body: 'Mine', stars: 3 },
    ]);
    const shown = (await browser(shop.app).get('/api/reviews/published')).body.items['kooler:mango'].reviews;
    expect(shown.find((review: { id: number }) => review.id === reviewed[0])).toMatchObject({
      reviewer: null,
      photo: null,
      text: 'Keep this',
    });
  });
});

/** A delivered order of customer `id` (deliveredOrder uses the suite's customer). */
async function deliveredOrderOf(id: number) {
  const order = await buildOrder(shop, id, { paymentMethod: 'razorpay', status: 'confirmed' });
  await staff.put(`/orders/${order}/status`, { status: 'out_for_delivery' });
  await staff.put(`/orders/${order}/status`, { status: 'delivered' });
  return order;
}

describe('a review’s photo', () => {
  /** A phone's photo: big, a JPEG, with where it was taken in its EXIF. */
  const phonePhoto = () =>
    sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 200, g: 150, b: 60 } } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Snap 9' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 4/1 30/1' } })
      .toBuffer();
  const uploading = (reviewId: number, link: { order: string; expires: number; sig: string }, bytes: Buffer, type: string) =>
    browser(shop.app)
      .post(`/api/reviews/${reviewId}/photo?${new URLSearchParams({ ...link, expires: String(link.expires) })}`)
      .set('Content-Type', type)
      .send(bytes);

  it('is checked by content, resized, stripped of its location and metadata, and served immutable once published', async () => {
    const original = await phonePhoto();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const id = await deliveredOrder();
    const link = await linkInEmail(id);
    const review = (await reviewing({ ...link, ref: 'kooler:mango', stars: 5 })).body.id as number;

    // The browser's claim does not matter: these are a JPEG's bytes.
    const attached = await uploading(review, link, original, 'application/octet-stream');
    expect(attached.status, JSON.stringify(attached.body)).toBe(201);
    expect(attached.body.photo).toMatch(/^\/api\/reviews\/photos\/[0-9a-f]{32}\.webp$/);
    const served = await browser(shop.app)
      .get(attached.body.photo)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const stored = await sharp(served.body as Buffer).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 1200, height: 800 });
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect((served.body as Buffer).includes(Buffer.from('PhoneCo'))).toBe(false);

    const second = await uploading(review, link, original, 'image/jpeg');
    expect(second.status).toBe(409);
  });

  it('refuses what is not a JPEG, PNG or WebP, whatever its type says (415), and keeps the review', async () => {
    const id = await deliveredOrder();
    const link = await linkInEmail(id);
    const review = (await reviewing({ ...link, ref: 'kooler:mango', stars: 3 })).body.id as number;
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
    for (const bytes of [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), gif, Buffer.from([0xff, 0xd8, 0xff, 0, 1, 2])]) {
      const refused = await uploading(review, link, bytes, 'image/jpeg');
      expect(refused.status).toBe(415);
      expect(refused.body).toMatchObject({ message: 'Please choose a photo in JPEG, PNG or WebP.', details: { field: 'photo' } });
    }
    expect(await shop.db.selectFrom('reviews').select('photo_path').where('id', '=', review).executeTakeFirstOrThrow()).toEqual({
      photo_path: null,
    });
    // Another order's link cannot add a photo to this review.
    const otherLink = await linkInEmail(await deliveredOrder());
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: 'white' } })
      .png()
      .toBuffer();
    expect((await uploading(review, otherLink, png, 'image/png')).status).toBe(404);
    expect((await uploading(review, link, png, 'image/png')).status).toBe(201);
  });
});
