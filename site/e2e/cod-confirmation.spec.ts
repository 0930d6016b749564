import type { Page } from '@playwright/test';
import { guestToDelivery } from './customer-helpers.ts';
import { setCodRules, signInOwnerToDesk } from './desk-owner.ts';
import { expect, newShopper, type StoredCartLine, test, urls } from './fixtures.ts';
import { e2ePorts } from './ports.ts';

/**
 * A COD order the owners want confirmed (issue 33): the shopper places it at the checkout, gets the
 * SMS in the messaging sandbox (they did not opt in to WhatsApp), opens its link, presses Confirm
 * order; the desk shows the order confirmed, by the customer, through the link.
 */
const CART: StoredCartLine[] = [{ ref: 'kooler:strawberry', name: 'Strawberry', quantity: 2 }];
const VASHI = { address: 'Flat 9, Palm Court, Sector 17, Vashi, Navi Mumbai', pincode: '400703' };
const messages = `http://127.0.0.1:${e2ePorts.messaging}/messages`;

/** The owners' policy of which COD orders must be confirmed, with a 30-minute call window. */
const setConfirmation = (desk: Page, policy: string) =>
  setCodRules(desk, { confirmation: { policy, abovePaise: null, callAfterMinutes: 30 } });

test('a COD order the owners want confirmed is confirmed from its SMS link, and the desk shows it confirmed', async ({
  page,
  browser,
  axe,
}) => {
  test.slow();
  await signInOwnerToDesk(page, 'cod-confirm-owner');
  await setConfirmation(page, 'always');
  const shopperContext = await browser.newContext({ baseURL: urls.site });
  const shopper = await shopperContext.newPage();
  const guest = newShopper({ phone: `97${String(Date.now()).slice(-8)}` });
  try {
    await test.step('the shopper places a cash on delivery order', async () => {
      await guestToDelivery(shopper, guest, CART, VASHI);
      await shopper.getByRole('button', { name: 'Next' }).click();
      await shopper.getByRole('radio', { name: /^Cash on delivery/ }).check();
      await shopper.getByRole('button', { name: /^Place order \(COD\)/ }).click();
      await expect(shopper).toHaveURL(/\/order-confirmation/);
    });

    let link = '';
    await test.step('the SMS asking to confirm it reaches the sandbox, with its link', async () => {
      await expect
        .poll(
          async () => {
            const received = (await (await page.request.get(messages)).json()) as { to: string; channel: string; text: string }[];
            const sms = received.find((message) => message.to === `91${guest.phone}` && message.channel === 'sms');
            link = /https?:\/\/\S+\/order\/confirm\?\S+/.exec(sms?.text ?? '')?.[0] ?? '';
            return link;
          },
          { timeout: 60_000 },
        )
        .not.toBe('');
    });
    const orderId = new URL(link).searchParams.get('order') ?? '';

    await test.step('the desk lists it awaiting the customer, and not under Call to confirm before the owners’ 30 minutes', async () => {
      await page.goto('/admin-dashboard');
      const row = page.locator(`a[href^="/admin-dashboard/orders/${orderId}"]`);
      await expect(row).toHaveCount(1);
      const filters = page.getByRole('form', { name: 'Filter orders' });
      await filters.getByRole('checkbox', { name: 'Call to confirm' }).check();
      await filters.getByRole('button', { name: 'Apply', exact: true }).click();
      await expect(page).toHaveURL(/[?&]call=due/);
      await expect(row).toHaveCount(0);
      await axe();
    });

    await test.step('the link’s page shows the order and the cash to pay; Confirm order confirms it', async () => {
      await shopper.goto(link);
      await expect(shopper.getByRole('heading', { level: 1, name: /^Confirm your cash on delivery order KC-\d+$/ })).toBeVisible();
      await expect(shopper.getByText(/^You pay ₹[\d,.]+ in cash when it arrives\.$/)).toBeVisible();
      await axe(shopper);
      await shopper.getByRole('button', { name: 'Confirm order' }).click();
      await expect(shopper.getByRole('heading', { level: 1, name: /^Order KC-\d+ is confirmed$/ })).toBeVisible();
      await expect(shopper.locator('[data-cod-status]')).toContainText('is confirmed: please keep the cash ready');
      await axe(shopper);
    });

    await test.step('the desk shows it confirmed by the customer', async () => {
      await page.goto(`/admin-dashboard/orders/${orderId}`);
      await expect(page.getByText(/^Confirmed by the customer through the SMS link/)).toBeVisible();
      const timeline = page.getByRole('region', { name: 'Status timeline' });
      await expect(timeline.getByRole('listitem').filter({ hasText: 'Customer by link' })).toHaveText(
        /Delivery: Confirmed — Customer by link/,
      );
      await axe();
    });
  } finally {
    await setConfirmation(page, 'never');
    await shopperContext.close();
  }
});
