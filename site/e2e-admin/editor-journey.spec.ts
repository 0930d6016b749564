import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, outbox, test, urls } from '../e2e/fixtures.ts';

/**
 * An editor's first day, in the real Strapi admin panel: the owner creates the first administrator
 * and invites an Editor; the Editor changes a kooler's price (a price of ₹0 is refused, naming the
 * field), adds a pincode, previews a draft FAQ on the real site before publishing it, publishes, and
 * sees each change go live; Settings stay closed to them. Then a change that breaks the site build is
 * reported where editors are, naming the entry and field, and the shop is emailed.
 */
const OWNER = { firstname: 'Meera', email: 'owner@koolers.in', password: 'Coconut-Owner-2026' };
const EDITOR = { firstname: 'Asha', email: 'asha@koolers.in', password: 'Coconut-Editor-2026' };
const admin = (path = '') => `${urls.cms}/admin${path}`;

/** Strapi's guided tour and its announcement banner sit over the page: dismiss them whenever they show. */
async function dismissStrapiTours(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByRole('button', { name: 'Skip' }), (skip) => skip.click());
  await page.addLocatorHandler(page.getByRole('button', { name: 'Close the banner.' }), (close) => close.click());
}

async function newAdminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: urls.cms });
  const page = await context.newPage();
  await dismissStrapiTours(page);
  return page;
}

/** The live page's HTML as a visitor gets it. */
async function livePage(request: APIRequestContext, path: string): Promise<string> {
  return (await request.get(`${urls.site}${path}`)).text();
}

async function openEntry(page: Page, type: string, title: string): Promise<void> {
  await page.goto(admin(`/content-manager/collection-types/api::${type}.${type}`));
  await page.getByRole('gridcell', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

async function saveAndPublish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved document')).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published document')).toBeVisible();
}

/** The "On the site" panel beside the entry says the site went live with the publish. */
async function expectLiveOnTheSite(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: /Live on the site since/ })).toBeVisible({ timeout: 120_000 });
}

test.describe.configure({ mode: 'serial' });

test('an invited Editor edits, previews, publishes and sees it live; a breaking change is refused or reported by name', async ({
  browser,
  request,
  axe,
}) => {
  const owner = await newAdminPage(browser);
  let inviteLink = '';

  await test.step('the owner creates the first administrator', async () => {
    await owner.goto(admin());
    await owner.getByLabel('First name').fill(OWNER.firstname);
    await owner.getByLabel('Email').fill(OWNER.email);
    await owner.getByLabel(/^Password/).fill(OWNER.password);
    await owner.getByLabel('Confirm Password').fill(OWNER.password);
    await owner.getByRole('button', { name: "Let's start" }).click();
    await expect(owner.getByRole('heading', { name: `Hello ${OWNER.firstname}` })).toBeVisible({ timeout: 60_000 });
  });

  await test.step('the owner invites an Editor (Settings › Users › Invite new user)', async () => {
    await owner.goto(admin('/settings/users'));
    await owner.getByRole('button', { name: 'Invite new user' }).click();
    const dialog = owner.getByRole('dialog');
    await dialog.getByLabel('First name').fill(EDITOR.firstname);
    await dialog.getByLabel('Email').fill(EDITOR.email);
    await dialog.getByLabel("User's roles").click();
    await owner.getByRole('option', { name: 'Editor' }).click();
    await owner.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Invite user' }).click();
    await dialog.getByRole('button', { name: 'Copy to clipboard' }).click();
    inviteLink = await owner.evaluate(() => navigator.clipboard.readText());
    expect(inviteLink).toContain('/admin/auth/register?registrationToken=');
  });

  const editor = await newAdminPage(browser);
  await test.step('the Editor signs up from the link and lands on the homepage, with the site’s status first', async () => {
    await editor.goto(inviteLink);
    await expect(editor.getByLabel('Email')).toHaveValue(EDITOR.email);
    await editor.getByLabel(/^Password/).fill(EDITOR.password);
    await editor.getByLabel('Confirm Password').fill(EDITOR.password);
    await editor.getByRole('button', { name: "Let's start" }).click();
    await expect(editor.getByRole('heading', { name: `Hello ${EDITOR.firstname}` })).toBeVisible({ timeout: 60_000 });
    await expect(editor.getByRole('region', { name: 'Site status' }).getByRole('status')).toContainText('The site is up to date');
  });

  await test.step('the Editor cannot open anything in Settings', async () => {
    for (const page of ['users', 'roles', 'webhooks', 'api-tokens']) {
      await editor.goto(admin(`/settings/${page}`));
      await expect(editor.getByText("You don't have the permissions to access that content")).toBeVisible();
    }
    await editor.goto(admin('/settings'));
    await expect(editor.getByRole('navigation', { name: 'Settings' }).getByRole('link')).toHaveText(['Overview']);
  });

  await test.step('a kooler price of ₹0 is refused, naming the field; ₹110 is published and goes live', async () => {
    await openEntry(editor, 'kooler', 'Mango');
    const price = editor.getByLabel('Price (₹)');
    await expect(editor.getByText('What a customer pays for one bottle, in rupees')).toBeVisible();
    await price.fill('0');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor.getByText('Price (₹): Must be more than ₹0.')).toBeVisible();

    await price.fill('110');
    await saveAndPublish(editor);
    await expect(async () => expect(await livePage(request, '/order-product/mango')).toContain('₹110.00')).toPass({ timeout: 120_000 });
    // Then the panel beside the entry says so (read afresh: before the publish it said the same of the old price).
    await editor.reload();
    await expectLiveOnTheSite(editor);
  });

  await test.step('a pincode is added one field at a time, validated, and reaches the site', async () => {
    await editor.goto(admin('/content-manager/single-types/api::site-setting.site-setting'));
    await expect(editor.getByRole('heading', { level: 1, name: 'Site settings' })).toBeVisible();
    // The innermost group holding both the field's label and its own "Add an entry": other lists
    // (the opening hours) have theirs too.
    await editor
      .locator('div')
      .filter({ has: editor.getByText(/^Pincodes we deliver to/) })
      .filter({ has: editor.getByRole('button', { name: 'Add an entry' }) })
      .last()
      .getByRole('button', { name: 'Add an entry' })
      .click();
    await editor.getByLabel('Pincode').last().fill('400704');
    await editor.getByLabel('Area').last().fill('Vashi (Sector 30)');
    await saveAndPublish(editor);
    await expectLiveOnTheSite(editor);
    const settings = await (await request.get(`${urls.cms}/api/site-setting`)).json();
    expect(settings.data.serviceablePincodes.map((pincode: { code: string }) => pincode.code)).toContain('400704');
  });

  await test.step('a draft FAQ shows in the Preview panel, on the real site, and not on the live /faq', async () => {
    const draft = `Keep your kooler cold and drink it within three days (${Date.now()}).`;
    await openEntry(editor, 'faq', 'How long does a kooler stay good?');
    await editor.getByLabel('Answer').fill(draft);
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor.getByText('Saved document')).toBeVisible();

    await editor.getByRole('link', { name: 'Open preview' }).click();
    const preview = editor.frameLocator('iframe');
    await expect(preview.locator('main')).toContainText(draft, { timeout: 120_000 });
    expect(await livePage(request, '/faq')).not.toContain(draft);

    const previewUrl = (await editor.locator('iframe').getAttribute('src')) as string;
    expect(new URL(previewUrl).pathname).toBe('/_preview/faq');
    expect((await request.get(previewUrl.replace(/token=[^&]+/, 'token=forged'))).status()).toBe(401);
    const previewPage = await editor.context().newPage();
    await previewPage.goto(previewUrl);
    await expect(previewPage.getByRole('heading', { level: 1 })).toBeVisible();
    await axe(previewPage);
    await previewPage.close();

    await editor.getByRole('button', { name: 'Publish' }).click();
    await expect(async () => expect(await livePage(request, '/faq')).toContain(draft)).toPass({ timeout: 120_000 });
  });

  await test.step('a change that breaks the site build is reported where editors are, naming the entry and field, and mailed to the shop', async () => {
    // The owner deletes Mango's picture from the Media Library: Strapi allows it, the site cannot build Mango's page.
    const login = await request.post(`${urls.cms}/admin/login`, { data: { email: OWNER.email, password: OWNER.password } });
    const jwt = (await login.json()).data.token as string;
    const mango = await (await request.get(`${urls.cms}/api/koolers?filters[slug][$eq]=mango`)).json();
    const pictureId = mango.data[0].image.id as number;
    const deleted = await request.delete(`${urls.cms}/upload/files/${pictureId}`, { headers: { Authorization: `Bearer ${jwt}` } });
    expect(deleted.ok(), await deleted.text()).toBe(true);

    await editor.goto(admin());
    const status = editor.getByRole('region', { name: 'Site status' }).getByRole('status');
    await expect(status).toContainText('did not go live', { timeout: 120_000 });
    await expect(status).toContainText('Kooler “Mango”: Picture is empty.');
    await status.getByRole('link', { name: 'Open the entry to fix' }).click();
    await expect(editor.getByRole('heading', { level: 1, name: 'Mango' })).toBeVisible();

    await expect(async () => {
      const mail = outbox({ to: 'orders@koolers.in' }).find((message) => message.subject.includes('did not go live'));
      expect(mail?.subject).toBe('The site did not go live with Kooler “Mango”');
      expect(mail?.text).toContain('Picture: is empty');
    }).toPass({ timeout: 60_000 });
    expect(await livePage(request, '/order-product/mango')).toContain('₹110.00');
  });
});
