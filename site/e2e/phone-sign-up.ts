/**
 * What the phone journeys share (issue 36): the messaging sandbox's phones, read as a phone reads
 * them (GET /messages), and a shopper signing up with a number and the code sent to it.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, whenHydrated } from './fixtures.ts';
import { e2ePorts } from './ports.ts';

type SandboxMessage = { to: string; channel: 'whatsapp' | 'sms'; template: string; parameters?: string[]; text: string };

/** Everything the sandbox's phones received, newest first. */
async function sandboxMessages(request: APIRequestContext): Promise<SandboxMessage[]> {
  return (await (await request.get(`http://127.0.0.1:${e2ePorts.messaging}/messages`)).json()) as SandboxMessage[];
}

/** `9876501234` as a phone in India shows it: `+91 98765 01234`. */
export const shownPhone = (phone: string) => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;

/** The sign-in code WhatsApp's authentication message brought to `phone` (10 digits), once it arrives. */
export async function codeSentTo(request: APIRequestContext, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const received = await sandboxMessages(request);
      code = received.find((message) => message.to === `91${phone}` && message.template === 'sign_in_code')?.parameters?.[0] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** The first link matching `pattern` in a WhatsApp message or an SMS to `phone`, once one arrives. */
export async function linkSentTo(request: APIRequestContext, phone: string, pattern: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const received = await sandboxMessages(request);
        link = received.filter((message) => message.to === `91${phone}`).flatMap((message) => pattern.exec(message.text) ?? [])[0] ?? '';
        return link;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  return link;
}

/**
 * A new shopper signs up with `phone` and the code sent to it, and gives their name: the page is
 * then signed in, on /profile, with an account that has no email.
 */
export async function signUpWithPhone(page: Page, phone: string, name: string): Promise<void> {
  await page.goto('/login?with=phone');
  await whenHydrated(page);
  await page.getByLabel('Mobile number').fill(shownPhone(phone));
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('6-digit code').fill(await codeSentTo(page.request, phone));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Koolers!' })).toBeVisible();
  await page.getByLabel('Full Name').fill(name);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/profile$/);
}
