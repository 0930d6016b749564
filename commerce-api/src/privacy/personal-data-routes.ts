import { confirmWithPasswordBody } from '@koolers/contracts/form-schemas';
import { Router } from 'express';
import type { Logger } from 'pino';
import { clearSessionCookie, requireCustomer } from '../auth/customer-session.ts';
import type { Config } from '../config.ts';
import { CHANGE_LIMIT, TOO_MANY_PASSWORD_ATTEMPTS } from '../customers/password-routes.ts';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../email/mailer.ts';
import { parse } from '../http/validate.ts';
import { type RateLimit, type RateLimiter, refuseWhenLimited } from '../limits/rate-limiter.ts';
import { ACCOUNT_DELETED, createPersonalDataService } from './personal-data-service.ts';

/** Downloads per account: the document reads every table, so a script cannot make it a load test. */
export const DOWNLOAD_LIMIT: RateLimit = { name: 'data-download', points: 10, windowSeconds: 60 * 60 };
/** Wrong passwords per account when deleting it (like a password change). */
const DELETE_LIMIT: RateLimit = { ...CHANGE_LIMIT, name: 'delete-account' };
export const TOO_MANY_DOWNLOADS = 'You have downloaded your data several times in a short time. Please try again in an hour.';

/** /me/data (download my data) and /me/delete-account. */
export function personalDataRoutes(deps: { db: Db; mailer: Mailer; logger: Logger; config: Config; limiter: RateLimiter }): Router {
  const personalData = createPersonalDataService(deps);
  const { limiter } = deps;
  const router = Router();

  router.get('/data', async (req, res) => {
    const customer = requireCustomer(req);
    refuseWhenLimited(res, await limiter.consume(DOWNLOAD_LIMIT, String(customer.id)), 'too_many_downloads', TOO_MANY_DOWNLOADS);
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
    const { password } = parse(confirmWithPasswordBody, req.body);
    const account = String(customer.id);
    refuseWhenLimited(res, await limiter.consume(DELETE_LIMIT, account), 'too_many_attempts', TOO_MANY_PASSWORD_ATTEMPTS);
    await personalData.deleteAccount(customer.id, password);
    await limiter.reset(DELETE_LIMIT, account);
    clearSessionCookie(res, deps.config.env);
    res.json({ message: ACCOUNT_DELETED });
  });

  return router;
}
