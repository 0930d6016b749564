import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { e2ePorts } from './ports.ts';

const cmsUrl = `http://127.0.0.1:${e2ePorts.cms}`;
const outDir = 'dist-e2e-rebuild';

/** An editor's API token, made the way an editor would: first admin sign-up, then Settings › API Tokens. */
async function editorToken(request: APIRequestContext): Promise<string> {
  const admin = { email: 'editor@koolers.in', password: 'Coconut-Editor-2026', firstname: 'Asha' };
  const registered = await request.post(`${cmsUrl}/admin/register-admin`, { data: admin });
  expect(registered.ok(), await registered.text()).toBe(true);
  const jwt = (await registered.json()).data.token as string;
  const created = await request.post(`${cmsUrl}/admin/api-tokens`, {
    headers: { Authorization: `Bearer ${jwt}` },
    data: { name: 'e2e content editor', type: 'full-access', lifespan: null },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return (await created.json()).data.accessKey as string;
}

test.afterAll(() => rm(outDir, { recursive: true, force: true }));

async function publishBusinessHours(request: APIRequestContext, token: string, businessHours: string) {
  const updated = await request.put(`${cmsUrl}/api/site-setting?status=published`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { data: { businessHours } },
  });
  expect(updated.status(), await updated.text()).toBe(200);
}

test('a change published in Strapi shows on the page after a site build', async ({ request }) => {
  const token = await editorToken(request);
  const original = (await (await request.get(`${cmsUrl}/api/site-setting`)).json()).data.businessHours as string;
  const newHours = `Mon-Sun, 8am - 11pm (${Date.now()})`;
  await publishBusinessHours(request, token, newHours);
  try {
    await promisify(execFile)('npx', ['astro', 'build'], {
      env: { ...process.env, CMS_URL: cmsUrl, SITE_OUT_DIR: outDir, ASTRO_TELEMETRY_DISABLED: '1' },
    });
    const html = await readFile(`${outDir}/index.html`, 'utf8');
    expect(html).toContain(newHours);
  } finally {
    // The other journeys read the served site, built from the seeded content: put it back.
    await publishBusinessHours(request, token, original);
  }
});
