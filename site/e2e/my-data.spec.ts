/** The customer's own data (India's DPDP Act, 2023): a download of all of it, and deleting the account. */
import { readFileSync } from 'node:fs';
import { commerceDb, firstKoolers, placeCodOrder, placePaidOrder, vashi } from './customer-helpers.ts';
import { expect, newShopper, outbox, registerShopper, test, urls } from './fixtures.ts';

test('"Download my data" saves one JSON file with the profile and the orders', async ({ page, shopper, loginAs, cms, axe }) => {
  const [mango] = await firstKoolers(cms, 1);
  await loginAs(shopper);
  const paid = await placePaidOrder(page, shopper, [{ ref: mango.ref, quantity: 2 }]);
  await page.goto('/profile#my-data');
  await expect(page.getByRole('heading', { name: 'Download my data' })).toBeVisible();
  await axe();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^koolers-my-data-\d{4}-\d\d-\d\d\.json$/);
  const data = JSON.parse(readFileSync(await download.path(), 'utf8'));
  expect(data.profile).toMatchObject({ name: shopper.name, email: shopper.email, phone: shopper.phone });
  expect(data.orders).toEqual([
    expect.objectContaining({ id: paid, number: expect.stringMatching(/^KC-/), paymentStatus: 'paid', totalPaise: 20_000 }),
  ]);
  expect(data.orders[0].history.map((step: { kind: string; to: string }) => `${step.kind} ${step.to}`)).toEqual([
    'payment pending',
    'delivery unconfirmed',
    'payment paid',
  ]);
  await expect(page.getByRole('status').filter({ hasText: 'Your data has been downloaded.' })).toBeVisible();
});

test('"Delete my account" waits for an order on its way, then erases every personal field and keeps the totals', async ({
  page,
  loginAs,
  cms,
  axe,
}) => {
  const unique = `${Date.now()}`;
  // Details nobody else in the database has, so a search of every table for them means something.
  const who = {
    ...newShopper({ name: `Meera Deshmukh${unique}`, phone: `9${unique.slice(-9)}` }),
    address: `Flat ${unique}, Sector 17, Vashi`,
  };
  await registerShopper(page.request, who);
  const [mango] = await firstKoolers(cms, 1);
  await loginAs(who);
  await page.request.post('/api/auth/save-profile', {
    headers: { Origin: urls.site },
    data: { phone: who.phone, address: who.address, pincode: vashi.pincode },
  });
  await page.request.post('/api/contact', {
    headers: { Origin: urls.site },
    data: { name: who.name, email: who.email, contact: who.phone, message: `Hello from ${who.name}` },
  });
  const paid = await placePaidOrder(page, who, [{ ref: mango.ref, quantity: 3 }]);
  const cod = await placeCodOrder(page, who, [{ ref: mango.ref, quantity: 1 }]);

  await page.goto('/profile#my-data');
  const form = page.getByRole('region', { name: 'Delete my account' });
  await form.getByLabel('Your password, to confirm').fill(who.password);
  await form.getByRole('button', { name: 'Delete my account' }).click();
  await expect(form.getByRole('alert')).toContainText('You have an order that is not finished yet.');
  await axe();

  // The order desk delivers the paid order and cancels the COD one (done here in SQL, as the desk would).
  const db = commerceDb();
  db.prepare("UPDATE orders SET delivery_status = 'delivered' WHERE id = ?").run(paid);
  db.prepare("UPDATE orders SET delivery_status = 'cancelled', payment_status = 'voided' WHERE id = ?").run(cod);
  const totalsBefore = db.prepare('SELECT id, total_paise FROM orders WHERE id IN (?, ?) ORDER BY id').all(paid, cod);
  expect(JSON.stringify(db.prepare('SELECT * FROM customers').all())).toContain(who.email);

  await form.getByLabel('Your password, to confirm').fill('not-my-password');
  await form.getByRole('button', { name: 'Delete my account' }).click();
  await expect(form.getByLabel('Your password, to confirm')).toHaveAccessibleDescription(/The password is not correct\./);
  await expect(form.getByLabel('Your password, to confirm')).toBeFocused();

  await form.getByLabel('Your password, to confirm').fill(who.password);
  await form.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('status')).toContainText('Your account has been deleted.');
  await axe();

  // Tax invoices are kept as issued, recipient included, for the years the GST law asks (the
  // deletion email says so), and so are their PDFs; everything else personal is gone.
  const taxTables = ['tax_documents', 'tax_document_lines', 'tax_document_pdfs'];
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[];
  const everything = JSON.stringify(
    tables.filter(({ name }) => !taxTables.includes(name)).map(({ name }) => db.prepare(`SELECT * FROM "${name}"`).all()),
  );
  for (const personal of [who.email, who.name, who.phone, who.address, `Hello from ${who.name}`]) {
    expect(everything, `${personal} left in the database`).not.toContain(personal);
  }
  expect(db.prepare('SELECT recipient_name FROM tax_documents WHERE order_id = ?').all(paid)).toEqual([{ recipient_name: who.name }]);
  expect(db.prepare('SELECT id, total_paise FROM orders WHERE id IN (?, ?) ORDER BY id').all(paid, cod)).toEqual(totalsBefore);
  db.close();

  await expect.poll(() => outbox({ to: who.email }).map((mail) => mail.subject)).toContain('Your Koolers account has been deleted');
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/login');
  const login = await page.request.post('/api/auth/login', {
    headers: { Origin: urls.site },
    data: { email: who.email, password: who.password },
  });
  expect(login.status()).toBe(401);
});
