/** Joining Coco Club from /subscription: the two-step dialog, by UPI ("I've paid" with its reference) or Razorpay (Pay now). */
import type { Locator, Page } from '@playwright/test';
import { commerceDb, firstKoolers, placeCodOrder } from './customer-helpers.ts';
import { expect, expectServed, outbox, REBUILD_WAIT_MS, rupees, test, urls } from './fixtures.ts';

const SUBSCRIBED = 'Thank you for subscribing! We will connect with you shortly.';
const member = { name: 'Kavya Patil', phone: '9867001234', address: 'Sector 9, Vashi, Navi Mumbai', pincode: '400703' };
/** A UPI reference no other journey sends (one payment pays one request). */
const newUtr = () => `${Date.now()}${Math.floor(Math.random() * 10)}`.slice(-12);

/** Step 2's manual UPI path sits behind "Already paid by UPI?": opened, its reference field shows. */
async function alreadyPaidByUpi(dialog: Locator) {
  await dialog.getByText('Already paid by UPI?').click();
  await expect(dialog.getByLabel('UPI reference (UTR)')).toBeVisible();
}

async function openJoinDialog(page: Page) {
  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Get Started' }).click();
  const dialog = page.getByRole('dialog', { name: /^Join / });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("step 1 takes the details by the rules, step 2 shows how to pay, Back keeps them, I've paid with the UPI reference thanks and closes", async ({
  page,
  axe,
}) => {
  const email = `kavya.${Date.now()}@example.in`;
  // Nothing of the dialog's code is on the page before Get Started.
  await page.goto('/subscription');
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  expect(scripts.filter((name) => /JoinClubModal|react-dom|client\.[\w-]+\.js/.test(name))).toEqual([]);

  const dialog = await openJoinDialog(page);
  const next = dialog.getByRole('button', { name: 'Next' });
  // Next is never a dead button: pressed too early, it says what is missing and goes there.
  await next.click();
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await expect(dialog.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Name').fill(member.name);
  await dialog.getByLabel('Email').fill('kavya@example');
  await dialog.getByLabel('Phone').fill('98670');
  await dialog.getByLabel('Address').fill(member.address);
  await dialog.getByLabel('Pincode').fill('4007');
  await dialog.getByLabel('Pincode').blur();
  await expect(dialog.getByText('Please enter a valid email.')).toBeVisible();
  await expect(dialog.getByText('Phone number must be exactly 10 digits.')).toBeVisible();
  await expect(dialog.getByText('Pincode must be exactly 6 digits.')).toBeVisible();
  await axe();

  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill(member.phone);
  await dialog.getByLabel('Pincode').fill(member.pincode);
  await next.click();
  await expect(dialog.getByText('Step 2 of 2: payment.')).toBeVisible();
  // Razorpay leads; the manual UPI path waits, closed, behind "Already paid by UPI?".
  await expect(dialog.getByRole('button', { name: 'Pay now' })).toBeVisible();
  await expect(dialog.getByLabel('UPI reference (UTR)')).toBeHidden();
  await axe();
  await alreadyPaidByUpi(dialog);
  await expect(dialog).toContainText('Pay ₹1,200.00 by UPI to');
  // On a computer (a fine pointer) the QR code is there to scan with a phone.
  const qr = dialog.getByRole('img', { name: /^QR code to pay ₹1,200.00 to .+ with any UPI app$/ });
  await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(qr).toBeVisible();
  await axe();
  // Nothing is sent to anyone, and nothing recorded, until "I've paid".
  expect(outbox({ to: email })).toEqual([]);

  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await next.click();
  await alreadyPaidByUpi(dialog);
  const paid = dialog.getByRole('button', { name: "I've paid" });
  await paid.click();
  await expect(dialog.getByLabel('UPI reference (UTR)')).toBeFocused();
  await expect(dialog.getByText('Please enter the 12-digit UPI reference (UTR) of your payment.')).toBeVisible();
  const utr = newUtr();
  await dialog.getByLabel('UPI reference (UTR)').fill(`${utr.slice(0, 4)} ${utr.slice(4, 8)} ${utr.slice(8)}`);
  await paid.click();
  await expect(dialog.getByRole('status')).toHaveText(SUBSCRIBED);
  // A statement with the request's readable number, never the internal mem_… id.
  await expect(dialog).toContainText(
    /We're checking your UPI payment \(request CC-\d{4,}, UPI reference \d{12}\)\. Your membership starts once we find it\./,
  );
  await expect(dialog).not.toContainText('mem_');
  await axe();
  // The message stays three seconds, then the dialog closes by itself.
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  await expect.poll(() => outbox({ to: email }).map((mail) => mail.subject)).toContain('Thank you for joining Coco Club!');

  // While the shop checks the payment, the page offers no second joining: Get Started gives way to the request's status.
  await expect(page.getByRole('button', { name: 'Get Started' })).toHaveCount(0);
  await expect(page.locator('.club-pending')).toHaveText(/^Request CC-\d{4,}: payment being checked$/);
  // The focus goes where the button was, not back to the page's start.
  await expect(page.locator('.club-pending')).toBeFocused();
  await page.reload();
  await expect(page.locator('.club-pending')).toHaveText(/^Request CC-\d{4,}: payment being checked$/);
  await expect(page.getByRole('button', { name: 'Get Started' })).toHaveCount(0);
});

test('a failure on I\'ve paid says "Oops! Something went wrong. Please try again later."; × closes', async ({ page }) => {
  const dialog = await openJoinDialog(page);
  await dialog.getByLabel('Name').fill(member.name);
  await dialog.getByLabel('Email').fill(`kavya.${Date.now()}@example.in`);
  await dialog.getByLabel('Phone').fill(member.phone);
  await dialog.getByLabel('Address').fill(member.address);
  await dialog.getByLabel('Pincode').fill(member.pincode);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await page.route('**/api/memberships', (route) => route.abort('connectionrefused'));
  await alreadyPaidByUpi(dialog);
  await dialog.getByLabel('UPI reference (UTR)').fill(newUtr());
  await dialog.getByRole('button', { name: "I've paid" }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Oops! Something went wrong. Please try again later.');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
});

test('on a phone, step 2 leads with Pay now; behind "Already paid by UPI?", a UPI app link and no QR code', async ({ browser }) => {
  const phone = await browser.newContext({ baseURL: urls.site, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await phone.newPage();
  const dialog = await openJoinDialog(page);
  await dialog.getByLabel('Name').fill(member.name);
  await dialog.getByLabel('Email').fill(`kavya.${Date.now()}@example.in`);
  await dialog.getByLabel('Phone').fill(member.phone);
  await dialog.getByLabel('Address').fill(member.address);
  await dialog.getByLabel('Pincode').fill(member.pincode);
  await dialog.getByRole('button', { name: 'Next' }).click();
  // Razorpay (UPI first) is the step's main button, in the first screen; the manual path is closed.
  const payNow = dialog.getByRole('button', { name: 'Pay now' });
  await expect(payNow).toBeInViewport();
  await expect(payNow).not.toHaveClass(/button--light/);
  await expect(dialog.getByRole('link', { name: 'Pay with a UPI app' })).toBeHidden();
  await alreadyPaidByUpi(dialog);
  const upiApp = dialog.getByRole('link', { name: 'Pay with a UPI app' });
  await expect(upiApp).toBeVisible();
  const link = new URL((await upiApp.getAttribute('href')) ?? '');
  expect(link.protocol).toBe('upi:');
  // The note carries the member's phone: staff find the request by it when the reference is mistyped.
  expect(Object.fromEntries(link.searchParams)).toMatchObject({ am: '1200.00', cu: 'INR', tn: `Coco Club ${member.phone}` });
  // A touch screen is the phone paying: its own QR code cannot be scanned, so none is shown.
  expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
  await expect(dialog.getByRole('img', { name: /^QR code to pay/ })).toBeHidden();
  await phone.close();
});

test('logged in, the details are filled in; Pay now through Razorpay activates the membership at once', async ({
  page,
  shopper,
  loginAs,
  cms,
  axe,
}) => {
  const [mango] = await firstKoolers(cms, 1);
  await loginAs(shopper);
  await page.goto('/profile');
  await expect(page.getByText('Welcome back')).toBeVisible();
  // Ten koolers in the cart, priced by the server on the cart page: no member discount yet.
  await page.evaluate((line) => localStorage.setItem('cart', JSON.stringify([line])), { ref: mango.ref, name: mango.name, quantity: 10 });
  await page.goto('/order');
  const summary = page.locator('main');
  await expect(summary.getByText('Total', { exact: true })).toBeVisible();
  await expect(summary.getByText('Coco Club discount')).toHaveCount(0);
  await page.request.post('/api/auth/save-profile', {
    headers: { Origin: urls.site },
    data: { phone: shopper.phone, address: member.address, pincode: member.pincode },
  });

  const dialog = await openJoinDialog(page);
  await expect(dialog.getByLabel('Email')).toHaveValue(shopper.email);
  await expect(dialog.getByLabel('Pincode')).toHaveValue(member.pincode);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Pay now' }).click();
  // Razorpay's window (the sandbox's, offline) takes the payment; the Coco Club dialog steps aside meanwhile.
  const razorpay = page.getByRole('dialog').filter({ hasText: 'Razorpay sandbox' });
  await razorpay.getByRole('button', { name: 'Pay ₹1,200.00 (test)' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Payment successful! Welcome to Coco Club: your membership is active.');
  await axe();
  await expect(dialog).toBeHidden({ timeout: 10_000 });

  await page.goto('/profile#coco-club');
  await expect(page.locator('.account__section')).toContainText(/membership is active until \d+ \w+ \d{4}/);
  // Members pay less for koolers from now on: the same cart now carries the member discount.
  await page.goto('/order');
  await expect(summary.getByText('Coco Club discount')).toBeVisible();
});

test('a signed-in shopper who is not a member sees what Coco Club would have saved on their own last order', async ({
  page,
  shopper,
  loginAs,
  cms,
  axe,
}) => {
  const [mango] = await firstKoolers(cms, 1);
  await loginAs(shopper);
  const orderId = await placeCodOrder(page, shopper, [{ ref: mango.ref, quantity: 3 }]);
  const { subtotal_paise: subtotal } = commerceDb().prepare('select subtotal_paise from orders where id = ?').get(orderId) as {
    subtotal_paise: number;
  };
  const plan = await cms.get<{ memberDiscountPercent: number }>('membership-plan');
  // What signing in through the site leaves in the browser (stores/session.ts): the page asks then.
  await page.goto('/');
  await page.evaluate((name) => localStorage.setItem('name', name), shopper.name);
  await page.goto('/subscription');
  const saving = Math.floor((subtotal * plan.memberDiscountPercent) / 100) / 100;
  await expect(page.locator('#club-saving')).toHaveText(`On your last order, Coco Club would have saved you ${rupees(saving)}.`);
  await axe();
});

test("paid by UPI, the request waits with its reference: on /subscription, in the account's Coco Club, and the same reference is not taken twice", async ({
  page,
  shopper,
  loginAs,
  axe,
  browser,
}) => {
  await loginAs(shopper);
  await page.request.post('/api/auth/save-profile', {
    headers: { Origin: urls.site },
    data: { phone: shopper.phone, address: member.address, pincode: member.pincode },
  });
  // The account page greets them, and the browser keeps their name: the dialog then fills in the details.
  await page.goto('/profile');
  await expect(page.getByText('Welcome back')).toBeVisible();
  const dialog = await openJoinDialog(page);
  await expect(dialog.getByLabel('Pincode')).toHaveValue(member.pincode);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await alreadyPaidByUpi(dialog);
  const utr = newUtr();
  await dialog.getByLabel('UPI reference (UTR)').fill(utr);
  await dialog.getByRole('button', { name: "I've paid" }).click();
  await expect(dialog.getByRole('status')).toHaveText(SUBSCRIBED);
  const checking = new RegExp(
    `^We're checking your UPI payment \\(request CC-\\d{4,}, UPI reference ${utr}\\)\\. Your membership starts once we find it\\.$`,
  );
  await expect(page.getByRole('status').filter({ hasText: checking })).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 10_000 });

  // Later, on /subscription and in the account: the request is being checked, against this reference.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: checking })).toBeVisible();
  await axe();
  await page.goto('/profile#coco-club');
  await expect(page.locator('.account__section').getByRole('status')).toHaveText(checking);
  await expect(page.locator('.account__section')).toContainText('₹1,200.00 by UPI, sent on');
  await axe();
  await expect.poll(() => outbox().some((mail) => mail.text.includes(utr) && mail.to !== shopper.email)).toBe(true);

  // Someone else sending the same reference is told beside the field.
  const other = await browser.newContext({ baseURL: urls.site });
  const otherPage = await other.newPage();
  const otherDialog = await openJoinDialog(otherPage);
  await otherDialog.getByLabel('Name').fill(member.name);
  await otherDialog.getByLabel('Email').fill(`kavya.${Date.now()}@example.in`);
  await otherDialog.getByLabel('Phone').fill(member.phone);
  await otherDialog.getByLabel('Address').fill(member.address);
  await otherDialog.getByLabel('Pincode').fill(member.pincode);
  await otherDialog.getByRole('button', { name: 'Next' }).click();
  await alreadyPaidByUpi(otherDialog);
  await otherDialog.getByLabel('UPI reference (UTR)').fill(utr);
  await otherDialog.getByRole('button', { name: "I've paid" }).click();
  await expect(otherDialog.getByText(/This UPI reference was already sent with another Coco Club request/)).toBeVisible();
  await expect(otherDialog.getByLabel('UPI reference (UTR)')).toBeFocused();
  await other.close();
});

test.describe('the shop’s UPI payee, edited once in Strapi', () => {
  // A rebuild to see the change, another to put it back.
  test.describe.configure({ timeout: 4 * REBUILD_WAIT_MS });

  test('reaches the Make a Payment page and the Coco Club dialog alike', async ({ page, cms, cmsEditor }) => {
    const plan = await cms.get<{ upiId: string }>('membership-plan');
    const changed = `koolers.${Date.now().toString(36)}@okaxis`;
    await cmsEditor.put('/api/membership-plan?status=published', { data: { upiId: changed } });
    try {
      await expectServed(page, '/payment', async () => {
        await expect(page.getByLabel('UPI ID')).toHaveValue(changed, { timeout: 2_000 });
      });
      const dialog = await openJoinDialog(page);
      await dialog.getByLabel('Name').fill(member.name);
      await dialog.getByLabel('Email').fill(`kavya.${Date.now()}@example.in`);
      await dialog.getByLabel('Phone').fill(member.phone);
      await dialog.getByLabel('Address').fill(member.address);
      await dialog.getByLabel('Pincode').fill(member.pincode);
      await dialog.getByRole('button', { name: 'Next' }).click();
      await alreadyPaidByUpi(dialog);
      await expect(dialog).toContainText(`Pay ₹1,200.00 by UPI to ${changed}.`);
      await expect(dialog.getByRole('img', { name: `QR code to pay ₹1,200.00 to ${changed} with any UPI app` })).toBeVisible();
    } finally {
      await cmsEditor.put('/api/membership-plan?status=published', { data: { upiId: plan.upiId } });
      await expectServed(page, '/payment', async () => {
        await expect(page.getByLabel('UPI ID')).toHaveValue(plan.upiId, { timeout: 2_000 });
      });
    }
  });
});
