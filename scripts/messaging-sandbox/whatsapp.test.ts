import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { APP_SECRET, call, orderPlaced, sendWhatsApp, startReceiver, startSandbox } from './test-helpers.ts';

const toClose: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const server of toClose.splice(0)) await server.close();
});

async function setup() {
  const receiver = await startReceiver();
  const sandbox = await startSandbox(receiver.baseUrl);
  toClose.push(sandbox, receiver);
  return { receiver, sandbox };
}

const statuses = (receiver: Awaited<ReturnType<typeof startReceiver>>) =>
  receiver.received.flatMap((r) => r.body.entry[0].changes[0].value.statuses ?? []).map((s: { status: string }) => s.status);

describe('the WhatsApp Cloud API stand-in', () => {
  it('accepts a template message as Meta answers it and lists it, rendered, newest first', async () => {
    const { sandbox } = await setup();
    const first = await sendWhatsApp(sandbox.baseUrl, orderPlaced());
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      messaging_product: 'whatsapp',
      contacts: [{ input: '919820098200', wa_id: '919820098200' }],
      messages: [{ id: expect.stringMatching(/^wamid\./), message_status: 'accepted' }],
    });
    await sendWhatsApp(sandbox.baseUrl, orderPlaced('919820011111', ['Ravi', 'KO-1002', '₹90.00', 'https://koolers.in/o/def']));
    const listed = (await call(sandbox.baseUrl, 'GET', '/messages')).body;
    expect(listed.map((m: { to: string }) => m.to)).toEqual(['919820011111', '919820098200']);
    expect(listed[1]).toMatchObject({
      id: first.body.messages[0].id,
      channel: 'whatsapp',
      template: 'order_placed',
      language: 'en',
      parameters: ['Asha', 'KO-1001', '₹250.00', 'https://koolers.in/o/abc'],
      text: 'Hi Asha, thank you for your Koolers order KO-1001 (₹250.00). See it here: https://koolers.in/o/abc',
      buttons: [{ text: 'Stop updates', payload: 'STOP' }],
    });
  });

  it('refuses a bad token, an unknown template and a wrong number of parameters, as Meta does', async () => {
    const { sandbox } = await setup();
    const badToken = await sendWhatsApp(sandbox.baseUrl, orderPlaced(), 'nope');
    expect(badToken.status).toBe(401);
    expect(badToken.body.error.code).toBe(190);
    const unknown = orderPlaced();
    unknown.template.name = 'order_shipped';
    expect((await sendWhatsApp(sandbox.baseUrl, unknown)).body.error.code).toBe(132001);
    expect((await sendWhatsApp(sandbox.baseUrl, orderPlaced('919820098200', ['Asha']))).body.error.code).toBe(132000);
    expect((await call(sandbox.baseUrl, 'GET', '/messages')).body).toEqual([]);
  });

  it('sends sent then delivered, signed with X-Hub-Signature-256 over the raw body', async () => {
    const { receiver, sandbox } = await setup();
    const sent = await sendWhatsApp(sandbox.baseUrl, orderPlaced());
    await receiver.until(() => statuses(receiver).length === 2);
    expect(statuses(receiver)).toEqual(['sent', 'delivered']);
    for (const delivery of receiver.received) {
      const expected = `sha256=${createHmac('sha256', APP_SECRET).update(delivery.raw).digest('hex')}`;
      expect(delivery.headers['x-hub-signature-256']).toBe(expected);
    }
    const status = receiver.received[1]?.body.entry[0].changes[0];
    expect(status.field).toBe('messages');
    expect(status.value.statuses[0]).toMatchObject({ id: sent.body.messages[0].id, status: 'delivered', recipient_id: '919820098200' });
    expect((await call(sandbox.baseUrl, 'GET', '/messages')).body[0].state).toBe('delivered');
  });

  it('presses a quick-reply button: the shop gets the reply webhook with the payload it set, after "read"', async () => {
    const { receiver, sandbox } = await setup();
    const sent = await sendWhatsApp(sandbox.baseUrl, orderPlaced());
    const id = sent.body.messages[0].id;
    expect((await call(sandbox.baseUrl, 'POST', `/messages/${id}/reply`, { button: 'Cancel it' })).status).toBe(400);
    expect((await call(sandbox.baseUrl, 'POST', `/messages/${id}/reply`, { button: 'Stop updates' })).status).toBe(202);
    await sandbox.app.sandbox.webhooksIdle();
    const messages = receiver.received.flatMap((r) => r.body.entry[0].changes[0].value.messages ?? []);
    expect(messages).toEqual([
      {
        from: '919820098200',
        id: expect.stringMatching(/^wamid\./),
        timestamp: expect.any(String),
        type: 'button',
        context: { from: '919820000000', id },
        button: { text: 'Stop updates', payload: 'STOP' },
      },
    ]);
    expect(statuses(receiver)).toEqual(['sent', 'delivered', 'read']);
    expect((await call(sandbox.baseUrl, 'GET', '/messages')).body[0]).toMatchObject({
      state: 'read',
      replies: [{ button: 'Stop updates' }],
    });
  });

  it('can be told to refuse, fail or hold deliveries', async () => {
    const { receiver, sandbox } = await setup();
    expect((await call(sandbox.baseUrl, 'POST', '/sandbox/behaviour', { failNext: 'x' })).status).toBe(400);
    await call(sandbox.baseUrl, 'POST', '/sandbox/behaviour', { rejectNext: 1, failNext: 1 });
    expect((await sendWhatsApp(sandbox.baseUrl, orderPlaced())).status).toBe(500);
    const failed = await sendWhatsApp(sandbox.baseUrl, orderPlaced());
    expect(failed.status).toBe(200);
    await sandbox.app.sandbox.webhooksIdle();
    expect(statuses(receiver)).toEqual(['sent', 'failed']);
    expect(receiver.received[1]?.body.entry[0].changes[0].value.statuses[0].errors[0].code).toBe(131026);

    await call(sandbox.baseUrl, 'POST', '/sandbox/behaviour', { hold: true });
    await sendWhatsApp(sandbox.baseUrl, orderPlaced());
    await sandbox.app.sandbox.webhooksIdle();
    expect(statuses(receiver)).toEqual(['sent', 'failed', 'sent']);
    expect((await call(sandbox.baseUrl, 'GET', '/messages')).body.map((m: { state: string }) => m.state)).toEqual(['sent', 'failed']);
  });

  it('delays "delivered" by the time it is told', async () => {
    const { receiver, sandbox } = await setup();
    await call(sandbox.baseUrl, 'POST', '/sandbox/behaviour', { delayMs: 300 });
    const start = Date.now();
    await sendWhatsApp(sandbox.baseUrl, orderPlaced());
    await receiver.until(() => statuses(receiver).includes('delivered'));
    expect(Date.now() - start).toBeGreaterThanOrEqual(280);
  });

  it('shows the phones on a page', async () => {
    const { sandbox } = await setup();
    const page = await fetch(`${sandbox.baseUrl}/`);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('/messages/');
  });
});
