import { placePaidOrder } from './customer-helpers.ts';
import { signInOwnerToDesk } from './desk-owner.ts';
import { expect, outbox, test, urls } from './fixtures.ts';

/**
 * An order's own page (/order-confirmation, the link in every email) tells the truth about its money
 * as the shop moves it: paid, then partly refunded (still paid, never "waiting for its payment"), then
 * cancelled, when it and the cancellation email promise back only what the shop still holds.
 */
test('a partly refunded order reads as paid with its refund, and cancelling it promises back only the rest', async ({
  page,
  browser,
  shopper,
  loginAs,
  axe,
}) => {
  test.slow();
  await loginAs(shopper);
  // 4 Strawberry koolers; the sandbox pays them through Razorpay's real checks.
  const orderId = await placePaidOrder(page, shopper, [{ ref: 'kooler:strawberry', quantity: 4 }]);
  const order = await (await page.request.get(`/api/me/orders/${orderId}`)).json();
  const rest = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format((order.totalPaise - 5_000) / 100);

  const desk = await (await browser.newContext({ baseURL: urls.site })).newPage();
  await signInOwnerToDesk(desk);
  await desk.goto(`/admin-dashboard/orders/${orderId}`);
  await desk.getByRole('button', { name: 'Refund' }).click();
  const refund = desk.getByRole('dialog', { name: /^Refund order KC-\d+$/ });
  await refund.getByLabel('Amount in rupees').fill('50.00');
  await refund.getByLabel('Reason').fill('One bottle leaked');
  await refund.getByRole('button', { name: 'Refund ₹50.00' }).click();
  await expect(desk.getByText('Partially refunded', { exact: true }).first()).toBeVisible();

  await page.goto(`/order-confirmation?order=${orderId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order');
  await expect(page.getByRole('status').filter({ hasText: 'Paid online' })).toHaveText(/; ₹50\.00 of it has been refunded\.$/);
  await expect(page.getByText('waiting for its payment')).toHaveCount(0);
  await axe();
  // Thanks once: coming back (a reload, the email's link) reads where the order stands, with its
  // refund and its reason, how it got here, and the ways on (UX review 2, problem 4).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your order is placed');
  await expect(page.getByRole('list', { name: 'Refunds' }).getByRole('listitem')).toHaveText([
    /^Partially refunded ₹50\.00 on \d{1,2} [A-Z][a-z]{2} — One bottle leaked$/,
  ]);
  await expect(page.getByRole('list', { name: 'Timeline' }).getByRole('listitem')).toHaveText([
    /^Order placed/,
    /^Paid/,
    /^Partially refunded/,
  ]);
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('main').getByRole('link', { name: /^\+91[\d ]+$/ })).toHaveAttribute('href', /^tel:\+91\d{10}$/);

  await desk.getByRole('button', { name: 'Cancel order' }).click();
  const cancel = desk.getByRole('dialog');
  await cancel.getByLabel('Reason for the customer').fill('Out of strawberries today');
  await cancel.getByRole('button', { name: 'Cancel order' }).click();
  await expect(cancel).toBeHidden();

  const promise = `₹50.00 of your payment was refunded already; the remaining ${rest} will be refunded to the account you paid from`;
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your order is cancelled');
  await expect(page.getByRole('status').filter({ hasText: promise })).toBeVisible();
  await expect(page.getByText('Cancelled by Koolers: Out of strawberries today')).toBeVisible();
  await axe();
  await expect
    .poll(
      () => outbox({ to: shopper.email }).find((mail) => mail.subject === `Your Koolers order ${order.number} is cancelled`)?.text ?? '',
    )
    .toContain(promise);
  await desk.context().close();
});
