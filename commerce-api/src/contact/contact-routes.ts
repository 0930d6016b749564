import { Router } from 'express';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../email/mailer.ts';
import { clientKey, createThrottle, refuseWhenThrottled } from '../http/throttle.ts';
import { parse } from '../http/validate.ts';
import { contactBody } from './contact-schemas.ts';
import { createContactService } from './contact-service.ts';

export const CONTACT_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 };
export const TOO_MANY_MESSAGES = 'You have sent several messages in a short time. Please wait a few minutes and try again.';

/** POST /contact: the Contact Us form. */
export function contactRoutes(deps: { db: Db; config: Config; logger: Logger; mailer: Mailer }): Router {
  const contact = createContactService(deps);
  const throttle = createThrottle(CONTACT_LIMIT);

  return Router().post('/', async (req, res) => {
    const input = parse(contactBody, req.body);
    refuseWhenThrottled(res, throttle.take(clientKey(req)), 'too_many_messages', TOO_MANY_MESSAGES);
    await contact.receive(input, req.customer?.id ?? null);
    res.status(201).json({ message: 'Message Sent!' });
  });
}
