import { expect, expectServed, REBUILD_WAIT_MS, siteRebuildStatus, test } from './fixtures.ts';

/**
 * Editors change content in Strapi and the live site follows, through Strapi's webhook and a rebuild
 * (the 30 s target itself is measured by `npm run bench:site`). Each test puts the seeded content
 * back in `finally` and waits until the site serves it again, so the other journeys (which read the
 * seed: 20 FAQs, the footer's text) never see a half-restored shop, even after a failure here.
 */

// Up to three waits for a rebuild a test (change, change back, restore after a failure), each 3 s on
// a quiet machine and 10 s or more under load: Playwright's default 30 s would cut them short. The
// test's own timeout stays above them all, so a wait that fails throws and `finally` still restores.
test.describe.configure({ timeout: 4 * REBUILD_WAIT_MS });

test('an edit published in Strapi shows on the live site without anyone rebuilding by hand', async ({ page, request, cms, cmsEditor }) => {
  const { about: original } = await cms.get<{ about: string }>('footer');
  const before = await siteRebuildStatus(request);
  const about = `Fresh koolers every morning, now also on Sundays (${Date.now()}).`;
  await cmsEditor.put('/api/footer?status=published', { data: { about } });
  try {
    await expectServed(page, '/faq', async () => {
      await expect(page.getByRole('contentinfo')).toContainText(about, { timeout: 1_000 });
    });
    // What an operator sees: the webhook's rebuild, finished and served.
    const after = await siteRebuildStatus(request);
    expect(after.generation).toBeGreaterThan(before.generation);
    expect(after.current).not.toBe(before.current);
    expect(after.last).toMatchObject({ ok: true, reason: expect.stringMatching(/^Strapi entry\./) });
  } finally {
    await cmsEditor.put('/api/footer?status=published', { data: { about: original } });
    await expectServed(page, '/faq', async () => {
      await expect(page.getByRole('contentinfo')).toContainText(original, { timeout: 1_000 });
    });
  }
});

test('an unpublished FAQ leaves the site, and comes back when published again', async ({ page, cms, cmsEditor }) => {
  const faqs = await cms.published<{ documentId: string; question: string }>('faqs');
  expect(faqs.length).toBeGreaterThan(1);
  const last = faqs[faqs.length - 1];
  const actions = `/content-manager/collection-types/api::faq.faq/${last.documentId}/actions`;
  const questions = page.locator('main details');
  const servesEveryFaq = async () => {
    await expectServed(page, '/faq', async () => {
      await expect(questions).toHaveCount(faqs.length, { timeout: 1_000 });
      await expect(questions.last()).toContainText(last.question, { timeout: 1_000 });
    });
  };

  let published = true;
  try {
    await cmsEditor.post(`${actions}/unpublish`);
    published = false;
    await expectServed(page, '/faq', async () => {
      await expect(questions).toHaveCount(faqs.length - 1, { timeout: 1_000 });
    });
    await expect(page.getByText(last.question)).toHaveCount(0);

    await cmsEditor.post(`${actions}/publish`);
    published = true;
    await servesEveryFaq();
  } finally {
    if (!published) await cmsEditor.post(`${actions}/publish`);
    await servesEveryFaq();
  }
});
