import { Router } from 'express';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../email/mailer.ts';
import { createThrottle, refuseWhenThrottled } from '../http/throttle.ts';
import { parse } from '../http/validate.ts';
import { confirmWithPasswordBody } from './customer-schemas.ts';
import { CHANGE_LIMIT, TOO_MANY_PASSWORD_ATTEMPTS } from './password-routes.ts';
import { ACCOUNT_DELETED, createPersonalDataService } from './personal-data-service.ts';
import { clearSessionCookie, requireCustomer } from './session.ts';

/** Downloads per account: the document reads every table, so a script cannot make it a load test. */
export const DOWNLOAD_LIMIT = { limit: 10, windowMs: 60 * 60 * 1000 };
export const TOO_MANY_DOWNLOADS = 'You have downloaded your data several times in a short time. Please try again in an hour.';

/** /me/data (download my data) and /me/delete-account. */
export function personalDataRoutes(deps: { db: Db; mailer: Mailer; logger: Logger; config: Config }): Router {
  const personalData = createPersonalDataService(deps);
  const downloads = createThrottle(DOWNLOAD_LIMIT);
  const deletions = createThrottle(CHANGE_LIMIT);
  const router = Router();

  router.get('/data', async (req, res) => {
    const customer = requireCustomer(req);
    refuseWhenThrottled(res, downloads.take(String(customer.id)), 'too_many_downloads', TOO_MANY_DOWNLOADS);
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
    refuseWhenThrottled(res, deletions.take(account), 'too_many_attempts', TOO_MANY_PASSWORD_ATTEMPTS);
    await personalData.deleteAccount(customer.id, password);
    deletions.reset(account);
    clearSessionCookie(res, deps.config.env);
    res.json({ message: ACCOUNT_DELETED });
  });

  return router;
}
