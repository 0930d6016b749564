import {
  codeOf,
  type MessageKey,
  type MessageParams,
  message,
  type Sentence,
  type SentenceKey,
  sentenceIn,
} from '@koolers/contracts/messages';

type Details = Record<string, unknown>;
/** A sentence takes no parameters (`undefined` before details); a function entry needs its own. */
type ParamsThenDetails<K extends MessageKey> =
  MessageParams<K> extends undefined ? [params?: undefined, details?: Details] : [params: MessageParams<K>, details?: Details];

/** The one error type a handler throws to answer with a status, a stable code and a user-facing message. */
export class AppError extends Error {
  readonly code: string;
  readonly status: number;
  /** Facts the client needs to act on the error (e.g. which cart line it is about); sent as `details`. */
  readonly details?: Record<string, unknown>;
  /**
   * The catalogue entry and parameters the message was worded from (`appError`), kept so the
   * message can be worded again in the request's language (issue 35). Not sent.
   */
  key?: MessageKey;
  params?: unknown;

  constructor(code: string, message: string, status: number, details?: Record<string, unknown>) {
    super(message);
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

/**
 * An AppError worded by the message catalogue (`@koolers/contracts/messages`): its code is the
 * key's code (`not_found.order` answers `not_found`), its message the English entry.
 *   throw appError('not_found.order', 404);
 *   throw appError('wishlist_full', 409, { limit: 20 });
 *   throw appError('unknown_slot', 400, undefined, { field: 'slotId' });
 */
export function appError<K extends MessageKey>(key: K, status: number, ...[params, details]: ParamsThenDetails<K>): AppError {
  const words = (message as (key: K, ...rest: unknown[]) => string)(key, params);
  const error = new AppError(codeOf(key), words, status, details);
  error.key = key;
  error.params = params;
  return error;
}

/**
 * An AppError answered with its own `code` but worded by a catalogue sentence another code owns
 * (a payment refused for a mismatch says what every failed verification says), so it is worded
 * again in the request's language like any `appError`.
 */
export function wordedError(code: string, key: SentenceKey, status: number): AppError {
  const error = new AppError(code, message(key), status);
  error.key = key;
  return error;
}

/**
 * An AppError for a rule's refusal (`sentence(…)`: a status move, a refund's lines), worded like any
 * `appError`; `code` when it answers another code than its key's (several sold-out lines).
 */
export function sentenceError(said: Sentence, status: number, details?: Details, code: string = codeOf(said.key)): AppError {
  const error = new AppError(code, sentenceIn('en', said), status, details);
  error.key = said.key;
  error.params = 'params' in said ? said.params : undefined;
  return error;
}
