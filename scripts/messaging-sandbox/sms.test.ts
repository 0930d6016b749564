import { afterEach, describe, expect, it } from 'vitest';
import { call, sendSms, startReceiver, startSandbox } from './test-helpers.ts';

const toClose: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const server of toClose.splice(0)) await server.close();
});

const confirmed = { template_id: '66a1b2c3d4e5f60718293a02', recipients: [{ mobiles: '919820098200', name: 'Asha', order: 'KO-1001' }] };

describe('the MSG91 Flow API stand-in', () => {
  it('sends a DLT template with its variables, lists it and reports it delivered', async () => {
    const receiver = await startReceiver();
    const sandbox = await startSandbox(receiver.baseUrl);
    toClose.push(sandbox, receiver);
    const sent = await sendSms(sandbox.baseUrl, confirmed);
    expect(sent).toEqual({ status: 200, body: { type: 'success', message: expect.stringMatching(/^[0-9a-f]{24}$/) } });
    await sandbox.app.sandbox.webhooksIdle();
    expect((await call(sandbox.baseUrl, 'GET', '/messages')).body[0]).toMatchObject({
      id: sent.body.message,
      channel: 'sms',
      to: '919820098200',
      template: '66a1b2c3d4e5f60718293a02',
      dltTemplateId: '1107170000000000002',
      parameters: { name: 'Asha', order: 'KO-1001' },
      text: 'Koolers: Hi Asha, your order KO-1001 is confirmed.',
      buttons: [],
      state: 'delivered',
    });
    expect(receiver.received.map((r) => [r.path, r.body.requestId, r.body.status, r.body.desc])).toEqual([
      ['/sms', sent.body.message, '1', 'DELIVERED'],
    ]);
  });

  it('refuses a bad auth key or an unknown template; reports a failure it was told to make', async () => {
    const receiver = await startReceiver();
    const sandbox = await startSandbox(receiver.baseUrl);
    toClose.push(sandbox, receiver);
    expect((await sendSms(sandbox.baseUrl, confirmed, 'wrong')).status).toBe(401);
    expect((await sendSms(sandbox.baseUrl, { ...confirmed, template_id: 'nope' })).body).toEqual({
      type: 'error',
      message: 'Template ID is not valid',
    });
    await call(sandbox.baseUrl, 'POST', '/sandbox/behaviour', { failNext: 1 });
    await sendSms(sandbox.baseUrl, confirmed);
    await sandbox.app.sandbox.webhooksIdle();
    expect(receiver.received.map((r) => r.body.desc)).toEqual(['FAILED']);
    expect(
      (
        await call(sandbox.baseUrl, 'POST', `/messages/${(await call(sandbox.baseUrl, 'GET', '/messages')).body[0].id}/reply`, {
          button: 'x',
        })
      ).status,
    ).toBe(404);
  });
});
