import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createEditorsDoor } from './editors-door.ts';

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});
const listen = (app: express.Express) =>
  new Promise<string>((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
    servers.push(server);
  });

/** A stand-in for Strapi: says what it was asked. */
async function strapi() {
  const app = express();
  app.use('/uploads', (request, response) => {
    const html = request.path.endsWith('.html');
    response.type(html ? 'text/html' : 'image/webp').send(html ? '<script>alert(1)</script>' : 'webp');
  });
  app.use((request, response) => response.json({ strapi: `${request.method} ${request.path}` }));
  return listen(app);
}

describe('the editors’ door to Strapi', () => {
  it('lets editors reach the admin panel and its API', async () => {
    const door = await listen(createEditorsDoor(await strapi()));
    expect(await (await fetch(`${door}/admin`)).json()).toEqual({ strapi: 'GET /admin' });
    expect(await (await fetch(`${door}/content-manager/collection-types/api::faq.faq`)).json()).toEqual({
      strapi: 'GET /content-manager/collection-types/api::faq.faq',
    });
    expect((await fetch(`${door}/admin/login`, { method: 'POST' })).status).toBe(200);
  });

  it('never offers open registration of the first admin, nor Strapi’s public content API', async () => {
    const door = await listen(createEditorsDoor(await strapi()));
    const register = await fetch(`${door}/admin/register-admin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(register.status).toBe(403);
    expect(((await register.json()) as { code: string }).code).toBe('registration_closed');
    expect((await fetch(`${door}/api/koolers`)).status).toBe(404);
  });

  it('serves uploads inert, as the shop does', async () => {
    const door = await listen(createEditorsDoor(await strapi()));
    const page = await fetch(`${door}/uploads/x_0a1b2c3d4e.html`);
    expect(page.headers.get('content-security-policy')).toMatch(/^sandbox;/);
    expect(page.headers.get('content-disposition')).toBe('attachment');
  });
});
