import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { e2ePorts } from './ports.ts';

const cmsUrl = `http://127.0.0.1:${e2ePorts.cms}`;
// How long the journeys wait for a rebuild; the 30 s target itself is measured by `npm run bench:site`.
const REBUILD_WAIT_MS = 90_000;
// A test may wait for two rebuilds (unpublish, then publish): Playwright's default 30 s per test cut
// it short whenever a build took over ~15 s (21–27 s on a loaded 2-core machine).
test.describe.configure({ timeout: 2 * REBUILD_WAIT_MS });

/**
 * An editor as the admin panel knows them (first admin sign-up: a session token for the Content
 * Manager) and the API token they would make in Settings › API Tokens.
 */
async function editor(request: APIRequestContext): Promise<{ jwt: string; token: string }> {
  const admin = { email: 'editor@koolers.in', password: 'Coconut-Editor-2026', firstname: 'Asha' };
  const registered = await request.post(`${cmsUrl}/admin/register-admin`, { data: admin });
  expect(registered.ok(), await registered.text()).toBe(true);
  const jwt = (await registered.json()).data.token as string;
  const created = await request.post(`${cmsUrl}/admin/api-tokens`, {
    headers: { Authorization: `Bearer ${jwt}` },
    data: { name: 'e2e content editor', type: 'full-access', lifespan: null },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return { jwt, token: (await created.json()).data.accessKey as string };
}

let credentials: { jwt: string; token: string };
test.beforeAll(async ({ request }) => {
  credentials = await editor(request);
});

/** REST calls use the API token; Content Manager actions (publish, unpublish) the admin session. */
async function cms(request: APIRequestContext, method: 'put' | 'post', path: string, data?: unknown) {
  const bearer = path.startsWith('/content-manager/') ? credentials.jwt : credentials.token;
  const response = await request[method](`${cmsUrl}${path}`, { headers: { Authorization: `Bearer ${bearer}` }, data: data ?? {} });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

test('an edit published in Strapi shows on the live site without anyone rebuilding by hand', async ({ page, request }) => {
  const original = (await (await request.get(`${cmsUrl}/api/footer`)).json()).data.about as string;
  const about = `Fresh koolers every morning, now also on Sundays (${Date.now()}).`;
  await cms(request, 'put', '/api/footer?status=published', { data: { about } });
  try {
    await expect(async () => {
      await page.goto('/faq');
      await expect(page.getByRole('contentinfo')).toContainText(about, { timeout: 1000 });
    }).toPass({ timeout: REBUILD_WAIT_MS });
  } finally {
    // The other journeys read the seeded content: put it back.
    await cms(request, 'put', '/api/footer?status=published', { data: { about: original } });
  }
});

test('an unpublished FAQ leaves the site, and comes back when published again', async ({ page, request }) => {
  const faqs = (await (await request.get(`${cmsUrl}/api/faqs?pagination[pageSize]=100&sort=order`)).json()).data;
  const last = faqs.at(-1);
  const questions = page.locator('main details');
  await cms(request, 'post', `/content-manager/collection-types/api::faq.faq/${last.documentId}/actions/unpublish`);
  await expect(async () => {
    await page.goto('/faq');
    await expect(questions).toHaveCount(faqs.length - 1, { timeout: 1000 });
  }).toPass({ timeout: REBUILD_WAIT_MS });
  await expect(page.getByText(last.question)).toHaveCount(0);

  await cms(request, 'post', `/content-manager/collection-types/api::faq.faq/${last.documentId}/actions/publish`);
  await expect(async () => {
    await page.goto('/faq');
    await expect(questions).toHaveCount(faqs.length, { timeout: 1000 });
  }).toPass({ timeout: REBUILD_WAIT_MS });
});
