/** What the API benchmarks set up through the shop's own endpoints: a customer, a drink, a paid order. */

/** A customer in the delivery area (Vashi). */
export const customerDetails = {
  name: 'Bench Shopper',
  email: 'bench@example.in',
  phone: '9820012345',
  address: 'Sector 17, Vashi',
  pincode: '400703',
};

export type ShopUrls = { api: string; cms: string; sandbox: string; origin: string };

/** Registers (if needed) and logs in a customer; returns the session cookie. */
export async function logIn(urls: ShopUrls, email: string): Promise<string> {
  const body = {
    name: 'Bench Shopper',
    email,
    phoneNumber: '9820012345',
    password: 'bench-password-1',
    confirmPassword: 'bench-password-1',
  };
  const post = (path: string, data: object) =>
    fetch(`${urls.api}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: urls.origin },
      body: JSON.stringify(data),
    });
  await post('/api/auth/register', body);
  const login = await post('/api/auth/login', { email: body.email, password: body.password });
  if (!login.ok) throw new Error(`bench login failed: ${login.status}`);
  return (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

export async function firstKoolerRef(urls: ShopUrls): Promise<string> {
  const body = (await (await fetch(`${urls.cms}/api/koolers?pagination[pageSize]=1`)).json()) as { data: { slug: string }[] };
  return `kooler:${body.data[0]?.slug}`;
}

/** One real paid order, whose verify call a benchmark can then repeat (the idempotent path). */
export async function payOneOrder(urls: ShopUrls, headers: Record<string, string>, items: object[], customerDetails: object) {
  const created = await fetch(`${urls.api}/api/orders/create-razorpay-order`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ items, customerDetails }),
  });
  const order = (await created.json()) as { razorpayOrderId: string; keyId: string };
  const paid = await fetch(`${urls.sandbox}/v1/checkout/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key_id: order.keyId, order_id: order.razorpayOrderId }),
  });
  return paid.json();
}
