/**
 * The one client every island uses to talk to the commerce API (`/api`, same origin, session in an
 * HttpOnly cookie). It never throws for an answer it understands: each call resolves to a result
 * that either carries the data or the API's own user-facing message, so a screen can show that
 * message verbatim or replace it with the spec's wording for its situation.
 */
import { forgetSignIn } from '../stores/session.ts';
import { unreachable } from './unreachable.ts';

export type ApiFailure = {
  ok: false;
  /** HTTP status; 0 when the shop could not be reached at all. */
  status: number;
  /** The API's stable error code (`login_failed`, `outside_delivery_area`, …), or `network`. */
  code: string;
  message: string;
  /** Extra facts some errors carry (e.g. the cart line a price refers to). */
  details?: Record<string, unknown>;
};
export type ApiResult<T> = { ok: true; status: number; data: T } | ApiFailure;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Options = { signal?: AbortSignal; headers?: Record<string, string> };

async function request<T>(method: Method, path: string, body?: unknown, options: Options = {}): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        // The API words its errors in the page's language (en-IN, hi or mr), not the browser's.
        'Accept-Language': document.documentElement.lang,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...options.headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return { ok: false, status: 0, code: 'network', message: unreachable() };
  }
  const data: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, data: data as T };

  // The customer's session is gone (expired, revoked, logged out elsewhere): forget the name the
  // header shows. The desk's staff session is a different cookie and says nothing about it.
  if (response.status === 401 && !path.startsWith('/admin')) forgetSignIn();
  const answer = (data ?? {}) as { code?: unknown; message?: unknown; details?: unknown };
  return {
    ok: false,
    status: response.status,
    code: typeof answer.code === 'string' ? answer.code : `http_${response.status}`,
    message: typeof answer.message === 'string' ? answer.message : unreachable(),
    ...(answer.details && typeof answer.details === 'object' ? { details: answer.details as Record<string, unknown> } : {}),
  };
}

/** True when the failure is the shop's side or the network, not something the user can correct. */
export function isServerTrouble(result: ApiFailure): boolean {
  return result.status === 0 || result.status >= 500;
}

/**
 * True when no answer came from the commerce API: the network failed, or the web front answered
 * for an API it could not reach (502–504 without the API's own error).
 */
export function isUnreachable(result: ApiFailure): boolean {
  return result.status === 0 || (result.status >= 502 && result.status <= 504 && result.code.startsWith('http_'));
}

/**
 * What to say of trouble the user cannot correct: when the shop could not be reached, the same
 * words on every screen (`unreachable()`); when it answered with a failure, the screen's own words.
 */
export function troubleMessage(result: ApiFailure, serverError: string): string {
  return isUnreachable(result) ? unreachable() : serverError;
}

export const api = {
  get: <T>(path: string, options?: Options) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body: unknown = {}, options?: Options) => request<T>('POST', path, body, options),
  put: <T>(path: string, body: unknown = {}, options?: Options) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body: unknown = {}, options?: Options) => request<T>('PATCH', path, body, options),
  delete: <T>(path: string, options?: Options) => request<T>('DELETE', path, undefined, options),
};
