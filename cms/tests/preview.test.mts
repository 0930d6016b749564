import { verifyPreviewToken } from '@koolers/contracts/preview-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootCms, createTestEnv, type RunningCms, type TestEnv } from './harness.mts';

const SECRET = 'test-preview-secret';
const SITE_URL = 'http://127.0.0.1:14721';

describe('draft preview (real Strapi)', () => {
  let env: TestEnv;
  let cms: RunningCms;
  let jwt: string;

  const previewUrl = async (uid: string, query: string, bearer = jwt) =>
    fetch(`${cms.url}/content-manager/preview/url/${uid}?${query}`, { headers: { authorization: `Bearer ${bearer}` } });

  beforeAll(async () => {
    env = createTestEnv();
    Object.assign(process.env, { SITE_PREVIEW_SECRET: SECRET, SITE_URL });
    cms = await bootCms();
    const registered = await fetch(`${cms.url}/admin/register-admin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@koolers.in', password: 'Coconut-Owner-2026', firstname: 'Meera' }),
    });
    jwt = ((await registered.json()) as { data: { token: string } }).data.token;
  });

  afterAll(async () => {
    await cms?.stop();
    env?.cleanup();
  });

  it('gives the Preview panel the entry’s page behind /_preview, with a token signed by the shared secret', async () => {
    const mango = await cms.strapi.documents('api::kooler.kooler').findFirst({ filters: { slug: 'mango' } });
    const response = await previewUrl('api::kooler.kooler', `documentId=${mango?.documentId}&status=draft`);
    expect(response.status).toBe(200);
    const url = new URL(((await response.json()) as { data: { url: string } }).data.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${SITE_URL}/_preview/order-product/mango`);
    // What the web front checks before it serves a draft.
    expect(verifyPreviewToken(url.searchParams.get('token'), SECRET)).toBe(true);
    expect(verifyPreviewToken(url.searchParams.get('token'), 'another-secret')).toBe(false);
  });

  it('points single types at their page, and the published version at the live page', async () => {
    const terms = await previewUrl('api::terms.terms', 'status=draft');
    expect(((await terms.json()) as { data: { url: string } }).data.url).toMatch(`${SITE_URL}/_preview/termsandconditions?token=`);
    const live = await previewUrl('api::faq.faq', 'documentId=x&status=published');
    expect(((await live.json()) as { data: { url: string } }).data.url).toBe(`${SITE_URL}/faq`);
  });

  it('makes no preview address for someone who is not signed in', async () => {
    expect((await previewUrl('api::terms.terms', 'status=draft', 'not-a-token')).status).toBe(401);
  });

  it('shows drafts over REST only to a request carrying the preview secret', async () => {
    const faqs = cms.strapi.documents('api::faq.faq');
    const first = await faqs.findFirst({ status: 'draft', sort: 'order:asc' });
    await faqs.update({ documentId: first?.documentId as string, data: { answer: 'A draft answer nobody may see yet.' } });
    const answers = async (headers: Record<string, string>) => {
      const response = await fetch(`${cms.url}/api/faqs/${first?.documentId}?status=draft`, { headers });
      return ((await response.json()) as { data: { answer: string } }).data.answer;
    };
    expect(await answers({})).not.toBe('A draft answer nobody may see yet.');
    expect(await answers({ 'x-koolers-preview': 'guess' })).not.toBe('A draft answer nobody may see yet.');
    expect(await answers({ 'x-koolers-preview': SECRET })).toBe('A draft answer nobody may see yet.');
  });

  it('keeps drafts from a request whose Authorization header Strapi did not accept, and gives them to a real API token', async () => {
    const koolers = cms.strapi.documents('api::kooler.kooler');
    const mango = await koolers.findFirst({ filters: { slug: 'mango' }, status: 'draft' });
    await koolers.update({ documentId: mango?.documentId as string, data: { price: 999 } });
    try {
      const price = async (headers: Record<string, string>, query = '') => {
        const response = await fetch(`${cms.url}/api/koolers?filters[slug]=mango&fields[0]=price${query}`, { headers });
        return { status: response.status, prices: ((await response.json()) as { data?: { price: number }[] }).data?.map((k) => k.price) };
      };
      for (const query of ['&status=draft', '&status=draft&publicationState=preview', '&status=modified']) {
        for (const authorization of ['x', 'Bearer a b', 'Basic b3duZXI6cGFzcw==', 'bearer', 'Token abc']) {
          expect({ authorization, query, ...(await price({ authorization }, query)) }).toEqual({
            authorization,
            query,
            status: 200,
            prices: [100],
          });
        }
      }
      // A token Strapi does not know is refused outright, never served as the public.
      expect((await price({ authorization: 'Bearer not-a-real-token' }, '&status=draft')).status).toBe(401);

      const token = (await cms.strapi
        .service('admin::api-token')
        .create({ name: 'site build', type: 'read-only', lifespan: null, description: '' })) as { accessKey: string };
      expect(await price({ authorization: `Bearer ${token.accessKey}` }, '&status=draft')).toEqual({ status: 200, prices: [999] });
      expect(await price({ authorization: `Bearer ${token.accessKey}` })).toEqual({ status: 200, prices: [100] });
    } finally {
      await koolers.discardDraft({ documentId: mango?.documentId as string });
    }
  });
});
