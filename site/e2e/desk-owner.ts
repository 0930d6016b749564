import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { dataDir, urls, whenHydrated } from './fixtures.ts';

const repoRoot = new URL('../..', import.meta.url).pathname;
const PASSWORD = 'green-coconut-desk-42';

/** A signed-in owner at the desk: the CLI's link, registration with a password, then the authenticator set-up. */
export async function signInOwnerToDesk(page: Page, who = 'owner'): Promise<void> {
  const email = `${who}.${Date.now().toString(36)}@koolers.test`;
  const output = execFileSync(process.execPath, [join(repoRoot, 'commerce-api/src/admin/staff/create-owner-cli.ts'), '--email', email], {
    env: { PATH: process.env.PATH, SQLITE_PATH: join(dataDir, 'commerce.db'), SITE_ORIGIN: urls.site },
    encoding: 'utf8',
  });
  const link = /(http\S+\/admin-register#invite=\S+)/.exec(output)?.[1] ?? '';
  await page.goto(link);
  await whenHydrated(page);
  await page.getByLabel('Name').fill('Asha Koolers');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  // The registering visit sets the authenticator app up too.
  await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeFocused();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await page.getByLabel('Code from the app').fill(TOTP.generate({ secret: Secret.fromBase32(secret) }));
  await page.getByRole('button', { name: 'Finish set-up' }).click();
  await page.getByRole('link', { name: /open the desk/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders List' })).toBeVisible();
}
