import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { uploadsProxy } from './uploads-proxy.ts';

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});
const listen = (app: express.Express) =>
  new Promise<string>((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
    servers.push(server);
  });

/** Strapi's media as koa-static serves it: the type from the extension, its own CSP, no disposition. */
async function shopWithMedia() {
  const strapi = express();
  const types: Record<string, string> = {
    webp: 'image/webp',
    svg: 'image/svg+xml',
    html: 'text/html; charset=utf-8',
    js: 'text/javascript',
    pdf: 'application/pdf',
  };
  strapi.get('/uploads/:file', (request, response) => {
    const extension = request.params.file.split('.').pop() ?? '';
    response
      .set('Content-Security-Policy', "default-src 'self'; script-src 'self'")
      .type(types[extension] ?? 'application/octet-stream')
      .send('x');
  });
  const web = express();
  web.use(uploadsProxy(await listen(strapi)));
  return listen(web);
}

describe('uploads on the shop’s origin', () => {
  it('are sandboxed, whatever Strapi says: nothing uploaded can run as a page of the shop', async () => {
    const shop = await shopWithMedia();
    for (const file of ['palm_0a1b2c3d4e.webp', 'x.html', 'p.js', 'logo.svg', 'menu.pdf']) {
      const policy = (await fetch(`${shop}/uploads/${file}`)).headers.get('content-security-policy');
      expect(policy, file).toBe("sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'");
    }
  });

  it('are downloaded, never displayed, unless they are raster pictures', async () => {
    const shop = await shopWithMedia();
    const disposition = async (file: string) => (await fetch(`${shop}/uploads/${file}`)).headers.get('content-disposition');
    expect(await disposition('palm_0a1b2c3d4e.webp')).toBeNull();
    for (const file of ['x.html', 'p.js', 'logo.svg', 'menu.pdf']) expect(await disposition(file), file).toBe('attachment');
  });
});
