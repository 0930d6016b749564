import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootCms, createTestEnv, type RunningCms, type TestEnv } from './harness.mts';

/** A 1×1 PNG: real picture bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const HTML = '<!doctype html><title>photo</title><script>fetch("/api/admin/staff/invites",{method:"POST"})</script>';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>';

describe('the media library takes pictures and PDFs only (real Strapi, admin upload)', () => {
  let env: TestEnv;
  let cms: RunningCms;
  let jwt: string;

  /** Uploads one file as the Media Library does; the status and the stored file's URL, if any. */
  async function upload(name: string, content: Buffer | string, type: string) {
    const form = new FormData();
    form.append('files', new Blob([content], { type }), name);
    const response = await fetch(`${cms.url}/upload`, { method: 'POST', headers: { authorization: `Bearer ${jwt}` }, body: form });
    const body = (await response.json()) as { url?: string; mime?: string }[] | { error?: { message: string } };
    return { status: response.status, stored: Array.isArray(body) ? body.map((file) => `${file.mime} ${file.url}`) : [] };
  }

  beforeAll(async () => {
    env = createTestEnv();
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

  it('accepts a PNG picture and serves it as a picture', async () => {
    const answer = await upload('coconut.png', PNG, 'image/png');
    expect(answer.status).toBe(201);
    expect(answer.stored).toEqual([expect.stringMatching(/^image\/png \/uploads\/coconut_\w+\.png$/)]);
    const served = await fetch(`${cms.url}${answer.stored[0]?.split(' ')[1]}`);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('sends a picture asked for with its version as immutable (the build keeps its copies), and revalidates one without', async () => {
    const path = (await upload('palm.png', PNG, 'image/png')).stored[0]?.split(' ')[1] ?? '';
    const versioned = await fetch(`${cms.url}${path}?v=mhx2k9`);
    expect(versioned.status).toBe(200);
    expect(versioned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const plain = await fetch(`${cms.url}${path}`);
    expect(plain.headers.get('cache-control')).toBe('max-age=0');
    const lastModified = plain.headers.get('last-modified') ?? '';
    expect((await fetch(`${cms.url}${path}`, { headers: { 'if-modified-since': lastModified } })).status).toBe(304);
  });

  it.each([
    ['an HTML page', 'photo.html', HTML, 'text/html'],
    ['an SVG with a script', 'logo.svg', SVG, 'image/svg+xml'],
    ['HTML that calls itself a PNG', 'photo.html', HTML, 'image/png'],
    ['a PNG named .html, sent as a plain download', 'photo.html', PNG, 'application/octet-stream'],
    ['an SVG sent as a plain download', 'logo.svg', SVG, 'application/octet-stream'],
    ['a script', 'p.js', 'fetch("/api/admin/staff")', 'text/javascript'],
    ['XML', 'feed.xml', '<?xml version="1.0"?><a/>', 'application/xml'],
    ['an XHTML page', 'page.xhtml', '<html xmlns="http://www.w3.org/1999/xhtml"><script>1</script></html>', 'application/xhtml+xml'],
  ])('refuses %s, and stores nothing', async (_what, name, content, type) => {
    const before = await cms.strapi.db.query('plugin::upload.file').count();
    const answer = await upload(name, content, type);
    expect(answer).toEqual({ status: 400, stored: [] });
    expect(await cms.strapi.db.query('plugin::upload.file').count()).toBe(before);
  });

  it('accepts a PDF', async () => {
    const pdf =
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
    const answer = await upload('leaflet.pdf', pdf, 'application/pdf');
    expect(answer.status).toBe(201);
    expect(answer.stored).toEqual([expect.stringMatching(/^application\/pdf \/uploads\/leaflet_\w+\.pdf$/)]);
  });
});
