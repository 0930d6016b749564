import { describe, expect, it, vi } from 'vitest';
import { sendContactMessage } from './send-contact-message.ts';

const SERVER_ERROR = 'Server error. Please try again later.';
const page = { serverError: SERVER_ERROR, lang: 'hi-IN' };

const message = { name: 'Asha', email: 'asha@example.in', contact: '98765 43210', message: 'Hello' };
const answer = (status: number, body?: unknown) =>
  vi.fn<typeof fetch>(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));

describe('sendContactMessage', () => {
  it('posts the four fields as JSON to /api/contact', async () => {
    const send = answer(201, { message: 'Message Sent!' });
    expect(await sendContactMessage(message, page, send)).toEqual({ ok: true });
    const [url, init] = send.mock.calls[0] ?? [];
    expect(url).toBe('/api/contact');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(message);
    // The API words a refusal in the page's language.
    expect(new Headers(init?.headers).get('accept-language')).toBe('hi-IN');
  });

  it.each([
    [400, { code: 'invalid_request', message: 'Please enter a valid email.' }],
    [429, { code: 'too_many_messages', message: 'You have sent several messages in a short time.' }],
  ])('shows the server’s own words on a %i', async (status, body) => {
    expect(await sendContactMessage(message, page, answer(status, body))).toEqual({ ok: false, message: body.message });
  });

  it('says which field the server refused, when it names one', async () => {
    const refused = { code: 'invalid_request', message: 'Please enter a valid 10-digit contact number.', details: { field: 'contact' } };
    expect(await sendContactMessage(message, page, answer(400, refused))).toEqual({
      ok: false,
      message: refused.message,
      field: 'contact',
    });
  });

  it('falls back to a general message when the answer has none or the network fails', async () => {
    expect(await sendContactMessage(message, page, answer(502))).toEqual({ ok: false, message: SERVER_ERROR });
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await sendContactMessage(message, page, offline)).toEqual({ ok: false, message: SERVER_ERROR });
  });
});
