/**
 * The commerce API's only door to Razorpay (the real one, or the offline sandbox in
 * scripts/razorpay-sandbox when `apiUrl` is set). Everything goes through the official SDK.
 * razorpay-gateway.test.ts is the contract test that fails if an SDK upgrade breaks this wiring.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import Razorpay from 'razorpay';
import { z } from 'zod';

export type GatewayConfig = {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Sandbox base, e.g. `http://127.0.0.1:4010/v1/` (a bare origin works too); undefined = real Razorpay. */
  apiUrl?: string | undefined;
  /** Where the browser loads the sandbox's Checkout; default: beside its API. */
  checkoutUrl?: string | undefined;
};

/** Razorpay could not be reached or misbehaved: refused connection, timeout, 5xx, unreadable answer. */
export class GatewayUnavailableError extends Error {
  override name = 'GatewayUnavailableError';
}

/** Razorpay answered 4xx: `message` is its description, `code` its error code (e.g. BAD_REQUEST_ERROR). */
export class GatewayRejectedError extends Error {
  override name = 'GatewayRejectedError';
  code: string;
  status: number;
  field: string | undefined;

  constructor(message: string, code: string, status: number, field?: string) {
    super(message);
    this.code = code;
    this.status = status;
    this.field = field;
  }
}

export type OrderStatus = 'created' | 'attempted' | 'paid';
export type GatewayOrder = {
  id: string;
  amountPaise: number;
  amountPaidPaise: number;
  amountDuePaise: number;
  currency: 'INR';
  status: OrderStatus;
  receipt: string | null;
  attempts: number;
  notes: Record<string, string>;
  createdAt: Date;
};

export type PaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
export type GatewayPayment = {
  id: string;
  orderId: string | null;
  amountPaise: number;
  /** 'INR' for every payment of ours; read as Razorpay says it, so another one is caught, not unreadable. */
  currency: string;
  status: PaymentStatus;
  captured: boolean;
  method: string;
  email: string | null;
  contact: string | null;
  amountRefundedPaise: number;
  errorCode: string | null;
  errorDescription: string | null;
  createdAt: Date;
};

export type GatewayRefund = {
  id: string;
  paymentId: string;
  amountPaise: number;
  /** pending, processed or failed. */
  status: string;
  /** What we sent with the refund (`refundId`: ours), to match it back. */
  notes: Record<string, string>;
  createdAt: Date;
};

export type RazorpayGateway = {
  keyId: string;
  /** The browser checkout script for this gateway (Razorpay's, or the sandbox's). */
  checkoutScriptUrl: string;
  /** True when talking to the offline sandbox: test payments only, no money moves. */
  isSandbox: boolean;
  createOrder(input: { amountPaise: number; receipt: string; notes?: Record<string, string> }): Promise<GatewayOrder>;
  fetchOrder(id: string): Promise<GatewayOrder>;
  /** Every payment attempt for an order, newest first (for reconciling a checkout the browser never finished). */
  fetchOrderPayments(orderId: string): Promise<GatewayPayment[]>;
  fetchPayment(id: string): Promise<GatewayPayment>;
  /** Full refund when `amountPaise` is omitted. */
  refundPayment(paymentId: string, input?: { amountPaise?: number; notes?: Record<string, string> }): Promise<GatewayRefund>;
  /** The refunds Razorpay has for a payment (up to 100, newest first): what a refund whose answer was lost became. */
  fetchPaymentRefunds(paymentId: string): Promise<GatewayRefund[]>;
  /** The checkout handler's `razorpay_signature`: HMAC-SHA256(order_id|payment_id, key secret), compared in constant time. */
  isPaymentSignatureValid(input: { orderId: string; paymentId: string; signature: string | undefined }): boolean;
  /** `X-Razorpay-Signature`: HMAC-SHA256(raw body, webhook secret), compared in constant time. Pass the RAW bytes. */
  isWebhookSignatureValid(rawBody: string | Buffer, signature: string | undefined): boolean;
  /** Reachability + credentials probe for /api/health. Never throws. */
  check(): Promise<'up' | 'down'>;
};

const RAZORPAY_HOST = 'https://api.razorpay.com';
const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';
const CHECK_TIMEOUT_MS = 2_000;
/** Well-formed but never issued: Razorpay answers 400 "The id provided does not exist" once auth passed. */
const PROBE_ORDER_ID = 'order_KoolersHealth0';

export function createRazorpayGateway(config: GatewayConfig, opts: { timeoutMs?: number } = {}): RazorpayGateway {
  const { keyId, keySecret, webhookSecret } = config;
  if (!keyId || !keySecret) throw new Error('Razorpay gateway: keyId and keySecret are required');
  const host = config.apiUrl ? hostOf(config.apiUrl) : RAZORPAY_HOST;
  const isSandbox = host !== RAZORPAY_HOST;
  if (isSandbox && keyId.startsWith('rzp_live_')) {
    throw new Error(`Razorpay gateway: live keys must talk to Razorpay itself, not to ${host}`);
  }
  const sdk = createSdk(config, host, opts.timeoutMs ?? 10_000);
  const probeSdk = createSdk(config, host, CHECK_TIMEOUT_MS);

  return {
    keyId,
    checkoutScriptUrl: isSandbox ? (config.checkoutUrl ?? `${host}/v1/checkout.js`) : RAZORPAY_CHECKOUT_SCRIPT,
    isSandbox,

    async createOrder({ amountPaise, receipt, notes }) {
      if (!Number.isSafeInteger(amountPaise) || amountPaise < 100) {
        throw new RangeError(`amountPaise must be an integer ≥ 100, got ${amountPaise}`);
      }
      const order = await call(() => sdk.orders.create({ amount: amountPaise, currency: 'INR', receipt, notes: notes ?? {} }));
      return parse(orderSchema, order);
    },

    async fetchOrder(id) {
      return parse(orderSchema, await call(() => sdk.orders.fetch(id)));
    },

    async fetchOrderPayments(orderId) {
      const list = parse(collectionSchema(paymentSchema), await call(() => sdk.orders.fetchPayments(orderId)));
      return list.items;
    },

    async fetchPayment(id) {
      return parse(paymentSchema, await call(() => sdk.payments.fetch(id)));
    },

    async refundPayment(paymentId, input = {}) {
      const body = { notes: input.notes ?? {}, ...(input.amountPaise === undefined ? {} : { amount: input.amountPaise }) };
      return parse(refundSchema, await call(() => sdk.payments.refund(paymentId, body)));
    },

    async fetchPaymentRefunds(paymentId) {
      const list = parse(collectionSchema(refundSchema), await call(() => sdk.payments.fetchMultipleRefund(paymentId, { count: 100 })));
      return list.items;
    },

    isPaymentSignatureValid({ orderId, paymentId, signature }) {
      if (!orderId || !paymentId) return false;
      return hexSignatureMatches(hmacHex(keySecret, `${orderId}|${paymentId}`), signature);
    },

    isWebhookSignatureValid(rawBody, signature) {
      if (!webhookSecret) return false;
      return hexSignatureMatches(hmacHex(webhookSecret, rawBody), signature);
    },

    async check() {
      try {
        await call(() => probeSdk.orders.fetch(PROBE_ORDER_ID));
        return 'up';
      } catch (error) {
        return error instanceof GatewayRejectedError && error.status === 400 ? 'up' : 'down';
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------
// SDK wiring. The SDK (razorpay 2.9.x) has neither a base-URL nor a timeout option, so we reach
// into its axios instance `api.rq`, which its types do not declare. This is the ONLY place that
// touches SDK internals; the contract test fails loudly if an upgrade moves them.
// ---------------------------------------------------------------------------------------------

type AxiosInternals = {
  defaults: { baseURL?: string; timeout?: number; maxRedirects?: number };
  interceptors: { response: { use(onFulfilled: undefined, onRejected: (error: unknown) => never): number } };
};

/** What the SDK's normaliser rejects with: `{ statusCode: err.response.status, error: err.response.data.error }`. */
type SdkError = { statusCode?: unknown; error?: { code?: unknown; description?: unknown; field?: unknown } | null };

/** Marks a failure without an HTTP response (refused, reset, timeout); see the interceptor below. */
const NO_RESPONSE = 'GATEWAY_NO_RESPONSE';

function createSdk(config: GatewayConfig, host: string, timeoutMs: number): Razorpay {
  const sdk = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
  const rq = (sdk.api as unknown as { rq?: AxiosInternals }).rq;
  if (!rq?.defaults || !rq.interceptors?.response) {
    throw new Error('razorpay SDK internals changed (api.rq is not an axios instance): update razorpay-gateway.ts');
  }
  // The SDK requests "/v1/…" relative to this (axios concatenates, it does not resolve URLs).
  rq.defaults.baseURL = host;
  rq.defaults.timeout = timeoutMs;
  // Razorpay's API answers, it never redirects: with 0, axios uses Node's http directly instead of
  // wrapping every call in follow-redirects (~40 µs a call), and a 3xx fails as "unavailable".
  rq.defaults.maxRedirects = 0;
  // Without a response the SDK's normaliser dies reading `err.response.status` and throws a bare
  // TypeError, losing the cause. Hand it a response-shaped object instead, so it rethrows
  // `{ statusCode: 0, error: { code: NO_RESPONSE, description: "ECONNREFUSED …" } }`. call() also
  // maps a TypeError (should this interceptor ever stop running) to GatewayUnavailableError.
  rq.interceptors.response.use(undefined, (error) => {
    const e = error as { response?: unknown; code?: unknown; message?: unknown };
    if (e?.response) throw error;
    const description = [e?.code, e?.message].filter((part) => typeof part === 'string' && part).join(': ');
    throw { response: { status: 0, data: { error: { code: NO_RESPONSE, description: description || 'no response' } } } };
  });
  return sdk;
}

/** Runs one SDK call and maps its failures onto our two error types. */
async function call<T>(request: () => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await request();
  } catch (thrown) {
    throw toGatewayError(thrown);
  }
  return result;
}

function toGatewayError(thrown: unknown): Error {
  const sdkError = thrown !== null && typeof thrown === 'object' && 'statusCode' in thrown ? (thrown as SdkError) : null;
  const status = typeof sdkError?.statusCode === 'number' ? sdkError.statusCode : undefined;
  const detail = sdkError?.error;
  const description = typeof detail?.description === 'string' ? detail.description : undefined;
  if (status !== undefined && status >= 400 && status < 500) {
    return new GatewayRejectedError(
      description ?? `Razorpay rejected the request (HTTP ${status})`,
      typeof detail?.code === 'string' ? detail.code : 'BAD_REQUEST_ERROR',
      status,
      typeof detail?.field === 'string' ? detail.field : undefined,
    );
  }
  let reason: string;
  if (detail?.code === NO_RESPONSE) reason = `no response (${description})`;
  else if (status !== undefined) reason = `HTTP ${status}${description ? `: ${description}` : ''}`;
  else if (thrown instanceof TypeError)
    reason = 'no response'; // the SDK normaliser's own crash
  else reason = thrown instanceof Error ? thrown.message : 'unexpected failure';
  return new GatewayUnavailableError(`Razorpay unavailable: ${reason}`, { cause: thrown });
}

function parse<T>(schema: z.ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new GatewayUnavailableError(`Razorpay answered in an unexpected shape: ${result.error.issues[0]?.message}`, {
      cause: result.error,
    });
  }
  return result.data;
}

function hostOf(apiUrl: string): string {
  const url = new URL(apiUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`Razorpay apiUrl must be http(s): ${apiUrl}`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '').replace(/\/v1$/, '');
}

// ------------------------------------------------------------------------------- signatures

function hmacHex(secret: string, message: string | Buffer): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Lower-case hex of an HMAC-SHA256, as Razorpay signs. */
const HEX_SIGNATURE = /^[0-9a-f]{64}$/;

/**
 * Same verdict as the SDK's `expected === signature`, but in constant time. The format is checked
 * first: 64 characters are not always 64 bytes (`é` is two in UTF-8), and timingSafeEqual throws on
 * buffers of different lengths.
 */
function hexSignatureMatches(expectedHex: string, signature: string | undefined): boolean {
  if (typeof signature !== 'string' || !HEX_SIGNATURE.test(signature)) return false;
  return timingSafeEqual(Buffer.from(expectedHex, 'latin1'), Buffer.from(signature, 'latin1'));
}

// ------------------------------------------------------------------- response shapes (zod)

/** Razorpay sends `notes: []` when there are none. */
const notesSchema = z
  .union([z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])), z.array(z.unknown()).length(0)])
  .transform((notes) => (Array.isArray(notes) ? {} : Object.fromEntries(Object.entries(notes).map(([k, v]) => [k, String(v)]))));
const paise = z.number().int().nonnegative();
const unixSeconds = z
  .number()
  .int()
  .transform((s) => new Date(s * 1000));

const orderSchema = z
  .object({
    id: z.string().min(1),
    amount: paise,
    amount_paid: paise,
    amount_due: paise,
    currency: z.literal('INR'),
    status: z.enum(['created', 'attempted', 'paid']),
    receipt: z.string().nullable(),
    attempts: z.number().int(),
    notes: notesSchema,
    created_at: unixSeconds,
  })
  .transform((o) => ({
    id: o.id,
    amountPaise: o.amount,
    amountPaidPaise: o.amount_paid,
    amountDuePaise: o.amount_due,
    currency: o.currency,
    status: o.status,
    receipt: o.receipt,
    attempts: o.attempts,
    notes: o.notes,
    createdAt: o.created_at,
  }));

const paymentSchema = z
  .object({
    id: z.string().min(1),
    order_id: z.string().nullable(),
    amount: paise,
    currency: z.string(),
    status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
    captured: z.boolean(),
    method: z.string(),
    email: z.string().nullable(),
    contact: z.string().nullable(),
    amount_refunded: paise,
    error_code: z.string().nullable(),
    error_description: z.string().nullable(),
    created_at: unixSeconds,
  })
  .transform((p) => ({
    id: p.id,
    orderId: p.order_id,
    amountPaise: p.amount,
    currency: p.currency,
    status: p.status,
    captured: p.captured,
    method: p.method,
    email: p.email,
    contact: p.contact,
    amountRefundedPaise: p.amount_refunded,
    errorCode: p.error_code,
    errorDescription: p.error_description,
    createdAt: p.created_at,
  }));

const refundSchema = z
  .object({
    id: z.string().min(1),
    payment_id: z.string(),
    amount: paise,
    status: z.string(),
    notes: notesSchema.optional(),
    created_at: unixSeconds,
  })
  .transform((r) => ({
    id: r.id,
    paymentId: r.payment_id,
    amountPaise: r.amount,
    status: r.status,
    notes: r.notes ?? {},
    createdAt: r.created_at,
  }));

const collectionSchema = <T>(item: z.ZodType<T>) => z.object({ items: z.array(item) });
