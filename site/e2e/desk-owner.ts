import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { dataDir, urls, whenHydrated } from './fixtures.ts';

const repoRoot = new URL('../..', import.meta.url).pathname;
const PASSWORD = 'green-coconut-desk-42';

/** `npm run admin:create -- --email …` against the journeys' shop: the registration link it prints. */
export function ownerInviteLink(email: string): string {
  const output = execFileSync(process.execPath, [join(repoRoot, 'commerce-api/src/admin/staff/create-owner-cli.ts'), '--email', email], {
    env: { PATH: process.env.PATH, SQLITE_PATH: join(dataDir, 'commerce.db'), SITE_ORIGIN: urls.site },
    encoding: 'utf8',
  });
  const link = /(http\S+\/admin-register#invite=\S+)/.exec(output)?.[1];
  if (!link) throw new Error(`no registration link in:\n${output}`);
  return link;
}

/** A signed-in owner at the desk: the CLI's link, registration with a password, then the authenticator set-up. */
export async function signInOwnerToDesk(page: Page, who = 'owner'): Promise<void> {
  const email = `${who}.${Date.now().toString(36)}@koolers.test`;
  await page.goto(ownerInviteLink(email));
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

/**
 * Changes the owners' COD rules as the desk's COD rules page saves them: the rules and their
 * version read first, then `change` over them (the save is refused if someone changed them meanwhile).
 */
export async function setCodRules(desk: Page, change: Record<string, unknown>): Promise<void> {
  const current = await desk.request.get('/api/admin/cod-rules');
  expect(current.ok(), await current.text()).toBe(true);
  const { rules, version } = await current.json();
  const changed = await desk.request.put('/api/admin/cod-rules', {
    headers: { Origin: urls.site },
    data: { ...rules, ...change, version },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
}
