import { contactBody } from '@koolers/contracts/form-schemas';
import { Router } from 'express';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../email/mailer.ts';
import { clientKey } from '../http/client-key.ts';
import { parse } from '../http/validate.ts';
import { type RateLimit, type RateLimiter, refuseWhenLimited } from '../limits/rate-limiter.ts';
import { createContactService } from './contact-service.ts';

export const CONTACT_LIMIT: RateLimit = { name: 'contact-address', points: 5, windowSeconds: 10 * 60 };

/** POST /contact: the Contact Us form. */
export function contactRoutes(deps: { db: Db; config: Config; logger: Logger; mailer: Mailer; limiter: RateLimiter }): Router {
  const contact = createContactService(deps);

  return Router().post('/', async (req, res) => {
    const input = parse(contactBody, req.body);
    refuseWhenLimited(res, await deps.limiter.consume(CONTACT_LIMIT, clientKey(req)), 'too_many_messages');
    await contact.receive(input, req.customer?.id ?? null);
    res.status(201).json({ message: 'Message Sent!' });
  });
}
