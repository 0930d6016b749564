import { confirmWithPasswordBody } from '@koolers/contracts/form-schemas';
import { phoneCodeRequestBody, phoneCodeVerifyBody, RESEND_AFTER_SECONDS } from '@koolers/contracts/phone-sign-in';
import { Router } from 'express';
import type { AppContext } from '../app-context.ts';
import { clearSessionCookie, requireCustomer } from '../auth/customer-session.ts';
import { CHANGE_LIMIT } from '../customers/password-routes.ts';
import { CODE_SENT, createPhoneSignIn } from '../customers/phone-sign-in.ts';
import { AppError, appError } from '../http/app-error.ts';
import { clientKey } from '../http/client-key.ts';
import { languageOfRequest } from '../http/page-language.ts';
import { parse } from '../http/validate.ts';
import { type RateLimit, refuseWhenLimited } from '../limits/rate-limiter.ts';
import { ACCOUNT_DELETED, ACCOUNT_DELETED_BY_PHONE, createPersonalDataService } from './personal-data-service.ts';

/** Downloads per account: the document reads every table, so a script cannot make it a load test. */
export const DOWNLOAD_LIMIT: RateLimit = { name: 'data-download', points: 10, windowSeconds: 60 * 60 };
/** Wrong passwords per account when deleting it (like a password change). */
const DELETE_LIMIT: RateLimit = { ...CHANGE_LIMIT, name: 'delete-account' };

/** /me/data (download my data) and /me/delete-account. */
export function personalDataRoutes(deps: AppContext): Router {
  const personalData = createPersonalDataService(deps);
  const phones = createPhoneSignIn(deps);
  const { limiter } = deps;
  const router = Router();

  router.get('/data', async (req, res) => {
    const customer = requireCustomer(req);
    refuseWhenLimited(res, await limiter.consume(DOWNLOAD_LIMIT, String(customer.id)), 'too_many_downloads.personal_data');
    const data = await personalData.export(customer.id);
    const day = data.exportedAt.slice(0, 10);
    res
      .set('Cache-Control', 'no-store')
      .set('Content-Disposition', `attachment; filename="koolers-my-data-${day}.json"`)
      .type('application/json')
      .send(`${JSON.stringify(data, null, 2)}\n`);
  });

  router.post('/delete-account', async (req, res) => {
    const customer = requireCustomer(req);
    // An account made with a phone number has no password: a code sent to that phone confirms instead.
    if (req.body && typeof req.body === 'object' && 'code' in req.body) {
      const { phone, code } = parse(phoneCodeVerifyBody, req.body);
      await phones.checkDeleteCode(customer.id, phone, code);
      await personalData.deleteConfirmedAccount(customer.id, languageOfRequest(req));
      clearSessionCookie(res, deps.config.env);
      res.json({ message: ACCOUNT_DELETED_BY_PHONE });
      return;
    }
    const { password } = parse(confirmWithPasswordBody, req.body);
    const account = String(customer.id);
    refuseWhenLimited(res, await limiter.consume(DELETE_LIMIT, account), 'too_many_attempts.password');
    await personalData.deleteAccount(customer.id, password, languageOfRequest(req));
    await limiter.reset(DELETE_LIMIT, account);
    clearSessionCookie(res, deps.config.env);
    res.json({ message: ACCOUNT_DELETED });
  });

  /** The code that confirms deleting an account with no password: only to the account's own verified number. */
  router.post('/delete-account/code', async (req, res) => {
    const customer = requireCustomer(req);
    const { phone } = parse(phoneCodeRequestBody, req.body);
    const own = await deps.db
      .selectFrom('customers')
      .select(['phone', 'phone_verified_at'])
      .where('id', '=', customer.id)
      .executeTakeFirst();
    if (!own?.phone_verified_at || own.phone !== phone) {
      throw appError('not_your_number', 400, undefined, { field: 'phone' });
    }
    await phones.requestCode(phone, 'delete-account', clientKey(req), customer.id).catch((error: unknown) => {
      if (error instanceof AppError && error.status === 429) res.set('Retry-After', String(error.details?.retryAfterSeconds ?? 60));
      throw error;
    });
    deps.outbox.nudge();
    res.status(202).json({ message: CODE_SENT, resendAfterSeconds: RESEND_AFTER_SECONDS });
  });

  return router;
}
