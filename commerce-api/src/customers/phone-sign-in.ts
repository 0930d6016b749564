import { RESEND_AFTER_SECONDS } from '@koolers/contracts/fields/code';
import { message } from '@koolers/contracts/messages';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { PhoneCodePurpose } from '../db/schema.ts';
import { AppError, appError } from '../http/app-error.ts';
import { consumeEach, type LimitVerdict, type RateLimit, type RateLimiter } from '../limits/rate-limiter.ts';
import { withCountryCode } from '../messaging/consent.ts';
import { enqueueMessages } from '../notifications/outbox.ts';
import { findByVerifiedPhone, insertPhoneCustomer, setVerifiedPhone } from './customer-repository.ts';
import { networkOf } from './login-throttle.ts';
import { type CodeOwner, hashCode, insertCode, lastSentAt, newCode, tryCode } from './phone-codes.ts';

/**
 * How often codes may be asked for, chosen like the login's windows (login-throttle.ts) so that
 * no one can lock out somebody else:
 * - wait: one code per number (and purpose, and account) every 30 seconds: "resend after 30 s".
 *   A rule of the code, not a capacity: read from the codes themselves, so RATE_LIMIT_SCALE leaves it.
 * - pair: codes to one number from one address. The usual limit; it holds only that address back.
 * - number: codes to one number from anywhere. It bounds how many messages a number can be sent
 *   (SMS bombing); reaching it takes several networks, and it ends within the hour.
 * - address: codes from one address across numbers. Many Indian mobile users share one address
 *   behind carrier-grade NAT (the staff lockout's lesson), so reaching it does not refuse the
 *   address: each number still gets its first code from there in the window, and only numbers
 *   already sent one from that address wait.
 * An address is an IPv4 address or an IPv6 /48 (networkOf). Guessing is bounded by the code
 * itself: 5 tries, and a new code ends the one before it.
 */
export const PHONE_CODE_LIMITS = {
  pair: { name: 'phone-code-pair', points: 5, windowSeconds: 60 * 60 },
  number: { name: 'phone-code-number', points: 10, windowSeconds: 60 * 60 },
  address: { name: 'phone-code-address', points: 20, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimit>;

export const CODE_SENT = 'We sent you a code. It is good for 10 minutes.';
export const TOO_MANY_CODES = message('too_many_codes.phone');
export const waitMessage = (seconds: number) => `Please wait ${seconds} seconds before asking for a new code.`;

type Deps = { db: Db; config: Pick<Config, 'staffSecretKey' | 'messaging'>; limiter: RateLimiter; logger?: Pick<Logger, 'warn'> };

/** Codes to phone numbers, and what a right one proves: who signs in, or which phone an account holds. */
export function createPhoneSignIn(deps: Deps) {
  const { db, limiter } = deps;
  const hash = (owner: CodeOwner, code: string) => hashCode(deps.config.staffSecretKey, owner.purpose, owner.phone, code);

  /** Refuses (429) or counts a code to `owner.phone` asked from `client`. */
  async function admit(owner: CodeOwner, client: string, now: Date): Promise<LimitVerdict & { code?: string; message?: string }> {
    const limits = PHONE_CODE_LIMITS;
    const address = networkOf(client);
    const pairKey = `${address}|${owner.phone}`;
    const [last, pair, number, busy] = await Promise.all([
      lastSentAt(db, owner),
      limiter.peek(limits.pair, pairKey),
      limiter.peek(limits.number, owner.phone),
      limiter.peek(limits.address, address),
    ]);
    const wait = last ? Math.ceil((Date.parse(last) + RESEND_AFTER_SECONDS * 1000 - now.getTime()) / 1000) : 0;
    if (wait > 0) return { allowed: false, retryAfterSeconds: wait, code: 'code_wait' };
    const busyAddress = busy.used >= busy.limit && pair.used > 0;
    if (pair.used >= pair.limit || busyAddress || number.used >= number.limit) {
      const seconds = Math.max(
        pair.used >= pair.limit || busyAddress ? Math.max(pair.retryAfterSeconds, busyAddress ? busy.retryAfterSeconds : 0) : 0,
        number.used >= number.limit ? number.retryAfterSeconds : 0,
      );
      return { allowed: false, retryAfterSeconds: seconds, code: 'too_many_codes' };
    }
    // Counted together (all given back if one refuses: a request racing this one got there first).
    const counted = await consumeEach(limiter, [
      [limits.pair, pairKey],
      [limits.number, owner.phone],
    ]);
    if (!counted.allowed) return { ...counted, code: 'too_many_codes' };
    // The address only ever holds back numbers it has already sent a code to (checked above).
    await limiter.consume(limits.address, address);
    return { allowed: true };
  }

  /** A new code to the phone: by WhatsApp's authentication template, else SMS (the outbox falls back to SMS too). */
  async function send(owner: CodeOwner, now: Date): Promise<void> {
    const code = newCode();
    const { whatsapp, sms } = deps.config.messaging;
    const channel = whatsapp ? 'whatsapp' : sms ? 'sms' : null;
    await db.transaction().execute(async (trx) => {
      const id = await insertCode(trx, owner, hash(owner, code), now);
      if (!channel) {
        deps.logger?.warn({ codeId: id }, 'a sign-in code was asked for, but neither WhatsApp nor SMS is configured');
        return;
      }
      // An authentication message the shopper asked for: it needs no opt-in to order updates.
      await enqueueMessages(
        trx,
        [{ template: 'phone-code', params: { code }, eventKey: `phone-code:${id}`, channel, recipient: withCountryCode(owner.phone) }],
        now,
      );
    });
  }

  /** The code's verdict, or the error to answer (400) when it is not right. */
  async function check(owner: CodeOwner, code: string, now: Date): Promise<void> {
    const verdict = await tryCode(db, owner, hash(owner, code), now);
    if (verdict.result === 'right') return;
    if (verdict.result === 'wrong') {
      throw appError('code_wrong', 400, { triesLeft: verdict.triesLeft }, { field: 'code', triesLeft: verdict.triesLeft });
    }
    throw appError('code_expired', 400, undefined, { field: 'code' });
  }

  return {
    /**
     * Sends a code to `phone`, whether or not an account has it (the answer is the same either
     * way: nobody learns which numbers are customers'). Throws a 429 AppError when a limit refuses.
     */
    async requestCode(phone: string, purpose: PhoneCodePurpose, client: string, customerId: number | null = null): Promise<void> {
      const owner: CodeOwner = { phone, purpose, customerId };
      const now = new Date();
      const verdict = await admit(owner, client, now);
      if (!verdict.allowed) {
        const message = verdict.code === 'code_wait' ? waitMessage(verdict.retryAfterSeconds) : TOO_MANY_CODES;
        throw new AppError(verdict.code ?? 'too_many_codes', message, 429, { retryAfterSeconds: verdict.retryAfterSeconds });
      }
      await send(owner, now);
    },

    /** A right code signs in the account that verified the number, or makes one. */
    async verifySignIn(phone: string, code: string): Promise<{ customerId: number; name: string; created: boolean }> {
      const now = new Date();
      await check({ phone, purpose: 'sign-in', customerId: null }, code, now);
      const known = await findByVerifiedPhone(db, phone);
      if (known) return { customerId: known.id, name: known.name, created: false };
      const id = await insertPhoneCustomer(db, phone, now.toISOString());
      if (id !== undefined) return { customerId: id, name: '', created: true };
      // Another sign-in with the same number made the account a moment ago.
      const made = await findByVerifiedPhone(db, phone);
      if (!made) throw new Error('a verified phone has no account');
      return { customerId: made.id, name: made.name, created: false };
    },

    /** A right code to the account's verified number confirms deleting the account (one with no password). */
    async checkDeleteCode(customerId: number, phone: string, code: string): Promise<void> {
      await check({ phone, purpose: 'delete-account', customerId }, code, new Date());
    },

    /** A right code makes `phone` the account's verified number. */
    async verifyAddPhone(customerId: number, phone: string, code: string): Promise<void> {
      const now = new Date();
      await check({ phone, purpose: 'add-phone', customerId }, code, now);
      if (!(await setVerifiedPhone(db, customerId, phone, now.toISOString()))) throw appError('number_taken', 409);
    },
  };
}

export type PhoneSignIn = ReturnType<typeof createPhoneSignIn>;
