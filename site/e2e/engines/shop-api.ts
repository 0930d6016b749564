/**
 * The shop's /api as the cross-engine journeys set a scene with it: a session outside any browser
 * (a customer ordering, staff marking what sold out), or the tab's own session (its cookies are the
 * browser's, so the desk a journey signs in to is the one its tab shows). The steps are written once
 * against `ApiCall`, whichever session makes them.
 */
import { Secret, TOTP } from 'otpauth';
import { ownerInviteLink } from '../desk-owner.ts';
import { urls } from '../fixtures.ts';
import type { Tab } from './tab.ts';

/** `method` `/api${path}` with a JSON body; the answer's JSON, or an error naming the call and what it answered. */
export type ApiCall = <T = unknown>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => Promise<T>;

type Answer = { status: number; text: string };

function answered<T>(method: string, path: string, { status, text }: Answer): T {
  if (status < 200 || status > 299) throw new Error(`${method} /api${path}: ${status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** A visitor with no browser, keeping the cookies it is given (one value a name) as a browser does. */
export function apiSession(): ApiCall {
  const cookies = new Map<string, string>();
  return async (method, path, body) => {
    const response = await fetch(`${urls.site}/api${path}`, {
      method,
      headers: {
        Origin: urls.site,
        Cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [name = '', value = ''] = (cookie.split(';')[0] ?? '').split('=');
      cookies.set(name, value);
    }
    return answered(method, path, { status: response.status, text: await response.text() });
  };
}

/** The tab's own session: the call is the page's fetch, so the cookies it sets are the browser's. */
export function tabSession(tab: Tab): ApiCall {
  return async (method, path, body) => {
    const answer = await tab.run(
      async (request: { method: string; path: string; body: string | null }) => {
        const response = await fetch(`/api${request.path}`, {
          method: request.method,
          headers: request.body === null ? {} : { 'Content-Type': 'application/json' },
          body: request.body ?? undefined,
        });
        return { status: response.status, text: await response.text() };
      },
      { method, path, body: body === undefined ? null : JSON.stringify(body) },
    );
    return answered(method, path, answer);
  };
}

/**
 * A new owner signed in to the desk in `session`: the CLI's invitation, registration with a
 * password, and the authenticator app set up with a code computed here as the phone would.
 */
export async function signInNewOwner(session: ApiCall, who = 'engines-owner'): Promise<void> {
  const email = `${who}.${Date.now().toString(36)}@koolers.test`;
  const invite = ownerInviteLink(email).split('#invite=')[1];
  await session('POST', '/admin/register', { name: 'Asha Koolers', email, password: 'green-coconut-desk-42', invite });
  const { secret } = await session<{ secret: string }>('GET', '/admin/second-factor/setup');
  await session('POST', '/admin/second-factor/setup', { code: TOTP.generate({ secret: Secret.fromBase32(secret) }) });
}

export const VASHI = {
  name: 'Priya Patil',
  phone: '9876543210',
  address: 'Flat 4, Palm Court, Sector 17, Vashi, Navi Mumbai',
  pincode: '400703',
};

type Placed = { orderId: string; number: string };

/** A guest's cash-on-delivery order, placed through the API; the order's link is in the guest's email. */
export async function guestCodOrder(email: string, items: { ref: string; quantity: number }[]): Promise<Placed> {
  const guest = apiSession();
  await guest('POST', '/auth/guest');
  return guest<Placed>('POST', '/orders/cod', { items, customerDetails: { ...VASHI, email } });
}

/** A guest's online order, paid in the Razorpay sandbox and verified, as the checkout does. */
export async function guestPaidOrder(email: string, items: { ref: string; quantity: number }[]): Promise<string> {
  const guest = apiSession();
  await guest('POST', '/auth/guest');
  const order = await guest<{ orderId: string; razorpayOrderId: string; keyId: string }>('POST', '/orders/create-razorpay-order', {
    items,
    customerDetails: { ...VASHI, email },
  });
  const paid = await fetch(`${urls.sandbox}/v1/checkout/authorize`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ key_id: order.keyId, order_id: order.razorpayOrderId }),
  });
  if (!paid.ok) throw new Error(`the sandbox refused the payment: ${paid.status} ${await paid.text()}`);
  await guest('POST', '/orders/verify-payment', await paid.json());
  return order.orderId;
}
