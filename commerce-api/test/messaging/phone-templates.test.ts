import { renderSms, renderWhatsApp, SMS_TEMPLATES, WHATSAPP_TEMPLATES } from '@koolers/scripts/messaging-sandbox/approved-templates';
import { describe, expect, it } from 'vitest';
import { codAnswerOf, codAnswerPayload, phoneWords } from '../../src/notifications/phone-templates.ts';

describe('the COD confirmation on the phone', () => {
  const words = phoneWords('cod-confirm-request', {
    orderId: 'ord_abc-123',
    number: 'KC-1043',
    customerName: 'Priya Patil',
    totalPaise: 21_000,
    confirmLink: 'http://127.0.0.1:4321/order/confirm?order=ord_abc-123&expires=1&sig=x',
  });

  it('is an approved WhatsApp template whose Confirm and Cancel buttons carry the order', () => {
    const approved = WHATSAPP_TEMPLATES.find((template) => template.name === words?.whatsapp.name);
    expect(approved?.buttons).toEqual(['Confirm', 'Cancel']);
    expect(renderWhatsApp(approved as NonNullable<typeof approved>, words?.whatsapp.parameters ?? [])).toBe(
      'Hi Priya Patil, please confirm your Koolers cash on delivery order KC-1043. You pay ₹210.00 in cash when it arrives.',
    );
    expect(words?.whatsapp.buttonPayloads.map(codAnswerOf)).toEqual([
      { answer: 'confirm', orderId: 'ord_abc-123' },
      { answer: 'cancel', orderId: 'ord_abc-123' },
    ]);
  });

  it('is an approved SMS template carrying the signed link', () => {
    const approved = SMS_TEMPLATES.find((template) => template.templateId === words?.sms?.templateId);
    expect(renderSms(approved as NonNullable<typeof approved>, words?.sms?.variables ?? {})).toBe(
      'Koolers: Hi Priya Patil, please confirm your cash on delivery order KC-1043 (₹210.00) or cancel it: http://127.0.0.1:4321/order/confirm?order=ord_abc-123&expires=1&sig=x',
    );
  });

  it('reads only its own payloads: STOP, text or a malformed order id are not answers', () => {
    expect(codAnswerOf(codAnswerPayload('cancel', 'ord_x'))).toEqual({ answer: 'cancel', orderId: 'ord_x' });
    for (const payload of ['STOP', 'Confirm', 'COD_CONFIRM:', 'COD_CONFIRM:ord_a b', 'COD_MAYBE:ord_x', undefined]) {
      expect(codAnswerOf(payload)).toBeNull();
    }
  });
});

describe('the delivered message on the phone (issue 36)', () => {
  const link = 'http://127.0.0.1:4321/review?order=ord_abc-123&expires=1&sig=x';
  const params = { number: 'KC-1043', customerName: 'Priya Patil', buyAgainLink: 'http://127.0.0.1:4321/products' };

  it('carries the signed review link, on an approved WhatsApp template and an approved SMS template', () => {
    const words = phoneWords('order-delivered', { ...params, reviewLink: link });
    const whatsapp = WHATSAPP_TEMPLATES.find((template) => template.name === words?.whatsapp.name);
    expect(whatsapp?.name).toBe('order_delivered_v2');
    expect(renderWhatsApp(whatsapp as NonNullable<typeof whatsapp>, words?.whatsapp.parameters ?? [])).toBe(
      `Hi Priya Patil, your Koolers order KC-1043 was delivered. Tell us how it was: ${link} Buy again: http://127.0.0.1:4321/products`,
    );
    const sms = SMS_TEMPLATES.find((template) => template.templateId === words?.sms?.templateId);
    expect(renderSms(sms as NonNullable<typeof sms>, words?.sms?.variables ?? {})).toBe(
      `Koolers: Hi Priya Patil, your order KC-1043 was delivered. Review it: ${link} Buy again: http://127.0.0.1:4321/products`,
    );
  });

  it('without a link (no signing key), is version 1 as before', () => {
    const words = phoneWords('order-delivered', params);
    expect(words?.whatsapp.name).toBe('order_delivered');
    expect(words?.sms?.templateId).toBe('66a1b2c3d4e5f60718293a04');
  });
});
