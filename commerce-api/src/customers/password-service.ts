import { randomBytes } from 'node:crypto';
import type { ChangePasswordInput, ResetPasswordInput } from '@koolers/contracts/form-schemas';
import type { Language } from '@koolers/contracts/languages';
import { pageUrlIn } from '@koolers/contracts/pages';
import type { Logger } from 'pino';
import { revokeCustomerSessions } from '../auth/session-repository.ts';
import { hashSessionToken } from '../auth/session-tokens.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../email/mailer.ts';
import { passwordChangedEmail, passwordResetEmail } from '../email/templates.ts';
import { appError } from '../http/app-error.ts';
import { findCredentialsByEmail, findCredentialsById, updatePasswordHash } from './customer-repository.ts';
import { hashPassword, verifyPassword } from './password-hashing.ts';
import { findUsableResetToken, insertResetToken, useResetToken, voidResetTokens } from './password-reset-repository.ts';

export const RESET_LINK_LIFETIME_MS = 30 * 60 * 1000;

export const RESET_REQUESTED =
  'If an account exists for this email, we have sent it a link to choose a new password. The link works once, for 30 minutes.';
export const PASSWORD_RESET = 'Your password has been reset. Please log in with your new password.';
export const PASSWORD_CHANGED = 'Your password has been changed. Your other devices have been logged out.';

type Deps = { db: Db; mailer: Mailer; logger: Logger; config: Pick<Config, 'siteOrigin'> };

/** A forgotten password reset through an emailed link, and a password changed from the account. */
export function createPasswordService(deps: Deps) {
  const { db, logger } = deps;

  /** Tells the customer their password changed; the change stands even if the email fails. */
  async function notifyChanged(customer: { id: number; email: string; name: string }, how: 'reset' | 'changed', language: Language) {
    await deps.mailer
      .send({ to: customer.email, ...passwordChangedEmail({ name: customer.name, how, language }) })
      .catch(() => logger.error({ customerId: customer.id }, 'password changed but its notice was not emailed'));
  }

  return {
    /**
     * Emails a single-use link valid for 30 minutes when the email has an account; nothing otherwise.
     * The caller answers the same either way before this runs (see password-routes). The email is
     * in the language of the page that asked.
     */
    async requestReset(email: string, language: Language = 'en'): Promise<void> {
      const customer = await findCredentialsByEmail(db, email);
      if (!customer) return;
      const token = randomBytes(32).toString('base64url');
      const now = new Date();
      await insertResetToken(db, {
        tokenHash: hashSessionToken(token),
        customerId: customer.id,
        now: now.toISOString(),
        expiresAt: new Date(now.getTime() + RESET_LINK_LIFETIME_MS).toISOString(),
      });
      // In the fragment, not the query: the token never reaches a server log or a Referer header. On
      // the page in the language it was asked from.
      const link = pageUrlIn(language, deps.config.siteOrigin, `/reset-password#token=${token}`);
      await deps.mailer.send({
        to: email,
        ...passwordResetEmail({ name: customer.name, link, validMinutes: RESET_LINK_LIFETIME_MS / 60_000, language }),
      });
    },

    /** Sets the new password through a link that is still usable, and ends every session of the customer. */
    async resetPassword(input: ResetPasswordInput, language: Language = 'en'): Promise<void> {
      const tokenHash = hashSessionToken(input.token);
      const customerId = await findUsableResetToken(db, tokenHash, new Date().toISOString());
      if (customerId === undefined) throw appError('reset_link_invalid', 400);
      // Hashed before the transaction: no slow work while it holds the database.
      const passwordHash = await hashPassword(input.password);
      const reset = await db.transaction().execute(async (trx) => {
        const now = new Date().toISOString();
        if (!(await useResetToken(trx, tokenHash, customerId, now))) return false;
        await updatePasswordHash(trx, customerId, passwordHash, now);
        await revokeCustomerSessions(trx, customerId, now);
        return true;
      });
      if (!reset) throw appError('reset_link_invalid', 400);
      const customer = await db.selectFrom('customers').select(['id', 'email', 'name']).where('id', '=', customerId).executeTakeFirst();
      if (customer) await notifyChanged(customer, 'reset', language);
    },

    /**
     * A logged-in customer sets a new password, proving they know the current one; every other
     * session ends, the one making the change stays logged in.
     */
    async changePassword(
      customer: { id: number; email: string; name: string },
      sessionToken: string,
      input: ChangePasswordInput,
      language: Language = 'en',
    ): Promise<void> {
      const credentials = await findCredentialsById(db, customer.id);
      if (!credentials || !(await verifyPassword(input.currentPassword, credentials.passwordHash))) {
        throw appError('wrong_password.current', 400);
      }
      const passwordHash = await hashPassword(input.password);
      await db.transaction().execute(async (trx) => {
        const now = new Date().toISOString();
        await updatePasswordHash(trx, customer.id, passwordHash, now);
        await revokeCustomerSessions(trx, customer.id, now, hashSessionToken(sessionToken));
        // A reset link emailed before the change must not undo it.
        await voidResetTokens(trx, customer.id, now);
      });
      await notifyChanged(customer, 'changed', language);
    },
  };
}
