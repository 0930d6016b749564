/** Posts the Contact Us form to the commerce API and turns its answer into what the form shows. */

export type ContactMessage = { name: string; email: string; contact: string; message: string };
/** A refusal names the field it is about, when the API says (`details.field`). */
export type SendOutcome = { ok: true } | { ok: false; message: string; field?: string };

/**
 * The page's words where the server cannot be reached or answers without a message
 * ("Server error. Please try again later."), and its `lang`, which the API words its refusals in.
 */
export type ContactPage = { serverError: string; lang: string };

export async function sendContactMessage(message: ContactMessage, page: ContactPage, send: typeof fetch = fetch): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await send('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'accept-language': page.lang },
      body: JSON.stringify(message),
    });
  } catch {
    return { ok: false, message: page.serverError };
  }
  if (response.ok) return { ok: true };
  // The API answers { code, message, details? } for a refused message (400) and for too many messages (429).
  const body = (await response.json().catch(() => null)) as { message?: unknown; details?: { field?: unknown } } | null;
  const text = typeof body?.message === 'string' ? body.message : '';
  const field = typeof body?.details?.field === 'string' ? body.details.field : undefined;
  return { ok: false, message: text || page.serverError, ...(text && field ? { field } : {}) };
}
