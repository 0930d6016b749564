import type { ContactInput } from '@koolers/contracts/form-schemas';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../email/mailer.ts';
import { contactMessageForShopEmail } from '../email/templates.ts';
import { appendChangeNow } from '../live/change-feed.ts';
import { insertContactMessage } from './contact-repository.ts';

/** A visitor writes to the shop: the message is kept, then mailed to the shop's inbox. */
export function createContactService(deps: { db: Db; config: Config; logger: Logger; mailer: Mailer }) {
  return {
    /** `customerId`: the logged-in sender, whose data download then includes the message. */
    async receive(input: ContactInput, customerId: number | null): Promise<void> {
      const id = await insertContactMessage(deps.db, { ...input, customerId, now: new Date().toISOString() });
      await appendChangeNow(deps.db, { topic: 'message', subjectId: String(id), kind: 'received' });
      try {
        await deps.mailer.send({
          to: deps.config.mail.shopEmail,
          replyTo: input.email,
          ...contactMessageForShopEmail(input),
        });
      } catch {
        // Kept in contact_messages: the visitor's message is not lost, so they are not asked to resend.
        deps.logger.error({ contactMessageId: id }, 'contact message stored but not emailed to the shop');
      }
    },
  };
}
