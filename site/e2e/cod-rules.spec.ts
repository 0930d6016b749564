import { guestToDelivery } from './customer-helpers.ts';
import { setCodRules, signInOwnerToDesk } from './desk-owner.ts';
import { expect, newShopper, type StoredCartLine, test, urls } from './fixtures.ts';

/**
 * The owners' cash on delivery rules, from the desk to the checkout: an owner sets a COD fee, the
 * shopper who chooses COD sees it under the choice and on the review (the server's quote); the owner
 * then turns COD off for the shopper's pincode, and the order the review already shows is refused
 * with the server's words beside the payment, on the review and back on the payment step.
 */
const CART: StoredCartLine[] = [{ ref: 'kooler:strawberry', name: 'Strawberry', quantity: 2 }];
const VASHI = { address: 'Flat 9, Palm Court, Sector 17, Vashi, Navi Mumbai', pincode: '400703' };
const REFUSAL = 'Cash on delivery isn’t available for pincode 400703. Please pay online.';
/** The shop's rules as the other journeys expect them: COD everywhere, no fee. */
const NO_RULES = {
  pincodesOff: [],
  ceilingPaise: null,
  feePaise: 0,
  blockedPhones: [],
  confirmation: { policy: 'never', abovePaise: null },
};

test('an owner sets a COD fee and turns COD off for a pincode: the checkout shows the fee, then refuses COD in the server’s words', async ({
  page,
  browser,
  axe,
}) => {
  test.slow();
  await signInOwnerToDesk(page, 'cod-owner');
  const shopperContext = await browser.newContext({ baseURL: urls.site });
  const shopper = await shopperContext.newPage();
  try {
    await page.getByRole('navigation', { name: 'Order desk' }).getByRole('link', { name: 'COD rules' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'COD rules' })).toBeVisible();
    await page.getByLabel('COD fee (₹)').fill('25');
    await page.getByRole('button', { name: 'Save COD rules' }).click();
    await expect(page.getByText('COD rules saved. They apply to the next COD order.')).toBeVisible();
    await axe();

    await test.step('the shopper choosing COD sees the fee, from the server’s quote', async () => {
      await guestToDelivery(shopper, newShopper(), CART, VASHI);
      await shopper.getByRole('button', { name: 'Next' }).click();
      // The payment is chosen on the review, above Place order (UX review 2, problem 1).
      await expect(shopper).toHaveURL(/\/checkout\/review$/);
      const cod = shopper.getByRole('radio', { name: /^Cash on delivery/ });
      await cod.check();
      await expect(cod).toHaveAccessibleDescription('A cash on delivery fee of ₹25.00 is added to your order.');
      await axe(shopper);
      const amounts = shopper.getByRole('region', { name: 'Your order' }).locator('.cart-summary');
      await expect(amounts).toContainText('Cash on delivery fee');
      await expect(amounts).toContainText('₹25.00');
      // The total bar is the same quote's.
      await shopper.locator('.total-bar summary').click();
      await expect(shopper.locator('.total-bar .cart-summary')).toContainText('Cash on delivery fee');
      await expect(shopper.getByRole('button', { name: /^Place order \(COD\) ₹/ })).toBeVisible();
    });

    await test.step('the owner turns COD off for Vashi; the order on the review is refused in the server’s words', async () => {
      await page.getByRole('checkbox', { name: /COD in 400703/ }).uncheck();
      await page.getByRole('button', { name: 'Save COD rules' }).click();
      await expect(page.getByText('COD rules saved. They apply to the next COD order.')).toBeVisible();
      await expect(page.getByRole('checkbox', { name: /COD in 400703/ })).not.toBeChecked();

      await shopper.getByRole('button', { name: /^Place order \(COD\)/ }).click();
      await expect(shopper.getByRole('alert').filter({ hasText: REFUSAL })).toBeVisible();
      await expect(shopper).toHaveURL(/\/checkout\/review$/);
      // Said beside the choice it is about, on the same step: Pay online is one tap away.
      const cod = shopper.getByRole('radio', { name: /^Cash on delivery/ });
      await expect(cod).toHaveAccessibleDescription(new RegExp(REFUSAL));
      await axe(shopper);
      await shopper.getByRole('radio', { name: /^Pay online/ }).check();
      await expect(shopper.getByText(REFUSAL)).toHaveCount(0);
      await expect(shopper.getByRole('button', { name: /^Pay ₹/ })).toBeEnabled();
    });
  } finally {
    await setCodRules(page, NO_RULES);
    await shopperContext.close();
  }
});
