import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { shopServices } from './shop.ts';

const secrets = { RAZORPAY_KEY_ID: 'rzp_test_sandbox_local', RAZORPAY_KEY_SECRET: 'x'.repeat(20), RAZORPAY_WEBHOOK_SECRET: 'y'.repeat(20) };
const ports = { cms: 1337, api: 4000, sandbox: 4010, site: 4321 };

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const children: Array<ReturnType<typeof spawn>> = [];
afterEach(async () => {
  for (const child of children.splice(0)) {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
});

describe("the shop's messaging sandbox", () => {
  it('is started beside the API when asked, with the API pointed at it and its webhooks at the API', () => {
    const services = shopServices(secrets, ports, { messaging: true });
    expect(services.map((service) => service.name)).toEqual(['cms', 'sandbox', 'messaging', 'api']);
    const api = services.find((service) => service.name === 'api')?.env ?? {};
    const messaging = services.find((service) => service.name === 'messaging')?.env ?? {};
    expect(api.WHATSAPP_API_URL).toBe('http://127.0.0.1:4020/v21.0');
    expect(api.MSG91_API_URL).toBe('http://127.0.0.1:4020');
    expect(messaging.WHATSAPP_APP_SECRET).toBe(api.WHATSAPP_APP_SECRET);
    expect(messaging.WHATSAPP_ACCESS_TOKEN).toBe(api.WHATSAPP_ACCESS_TOKEN);
    expect(messaging.WHATSAPP_WEBHOOK_URL).toBe('http://127.0.0.1:4000/api/messaging/whatsapp/webhook');
    expect(messaging.MSG91_WEBHOOK_URL).toBe(`http://127.0.0.1:4000/api/messaging/sms/delivery-report?token=${api.MSG91_WEBHOOK_TOKEN}`);
    expect(api.SHOP_WHATSAPP_NUMBER).toMatch(/^\d{10}$/);
  });

  it('is left out for the benches, and for real WhatsApp settings in .env (passed to the API as they are)', () => {
    expect(shopServices(secrets, ports).map((service) => service.name)).toEqual(['cms', 'sandbox', 'api']);
    const real = shopServices({ ...secrets, WHATSAPP_ACCESS_TOKEN: 'EAAG-real-token', WHATSAPP_PHONE_NUMBER_ID: '123' }, ports, {
      messaging: true,
    });
    expect(real.map((service) => service.name)).toEqual(['cms', 'sandbox', 'api']);
    expect(real.find((service) => service.name === 'api')?.env).toMatchObject({
      WHATSAPP_ACCESS_TOKEN: 'EAAG-real-token',
      WHATSAPP_PHONE_NUMBER_ID: '123',
    });
  });

  it('runs as its service says and takes the template message the API would send', async () => {
    const port = await freePort();
    const services = shopServices(secrets, { ...ports, messaging: port }, { messaging: true });
    const messaging = services.find((service) => service.name === 'messaging');
    const api = services.find((service) => service.name === 'api')?.env ?? {};
    if (!messaging) throw new Error('no messaging service');
    const child = spawn(process.execPath, messaging.command.split(' ').slice(1), {
      cwd: messaging.cwd,
      env: { PATH: process.env.PATH, ...messaging.env },
      stdio: 'ignore',
    });
    children.push(child);
    for (let tries = 0; ; tries++) {
      try {
        if ((await fetch(messaging.readyUrl)).ok) break;
      } catch {
        if (tries > 100) throw new Error('the messaging sandbox did not start');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const sent = await fetch(`${api.WHATSAPP_API_URL}/${api.WHATSAPP_PHONE_NUMBER_ID}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${api.WHATSAPP_ACCESS_TOKEN}` },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        to: '919820012345',
        type: 'template',
        template: {
          name: 'order_confirmed',
          language: { code: 'en' },
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: 'Asha' },
                { type: 'text', text: 'KC-1001' },
              ],
            },
          ],
        },
      }),
    });
    expect(sent.status).toBe(200);
    const listed = (await (await fetch(`http://127.0.0.1:${port}/messages`)).json()) as Array<{ text: string }>;
    expect(listed[0]?.text).toBe('Hi Asha, your Koolers order KC-1001 is confirmed. We will tell you when it leaves.');
  });
});
