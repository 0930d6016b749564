import type { Logger } from 'pino';
import { type Actor, recordAudit } from '../../audit/audit-log.ts';
import { realEmail } from '../../customers/customer-repository.ts';
import type { Db } from '../../db/database.ts';
import type { Mailer } from '../../email/mailer.ts';
import { appError } from '../../http/app-error.ts';
import { guestOrderLink, issueGuestOrderKey, revokeOtherGuestOrderKeys } from '../guest-order-links.ts';
import { findOrder } from '../order-repository.ts';
import { customerEmailAgain, type ResendKind } from './customer-email-again.ts';
import { findDeskOrder } from './desk-order-detail.ts';

type Deps = { db: Db; mailer: Mailer; logger: Logger; config: { siteOrigin: string } };

/** Staff send a customer an email about their order again (lost, in spam, deleted by mistake). */
export function createResendService(deps: Deps) {
  const { db } = deps;
  return {
    /**
     * Builds the email as the customer would get it now and sends it through the shop's mailer (the
     * Emails panel lists it with every other email about the order), then writes the audit log:
     * who sent which one. A guest's confirmation carries a fresh link to their order, as the first did.
     */
    async resend(actor: Actor, orderId: string, kind: ResendKind) {
      const order = await findOrder(db, orderId);
      if (!order) throw appError('not_found.order', 404);
      // An order placed with a phone and no email (issue 36): its messages went to the phone.
      const to = realEmail(order.customerDetails.email);
      if (!to) throw appError('no_email', 409);
      if (!customerEmailAgain(order, kind)) throw appError('nothing_to_resend.email', 409);
      const key = kind === 'confirmation' ? await issueGuestOrderKey(db, orderId) : undefined;
      const link = key && guestOrderLink(deps.config.siteOrigin, orderId, key, order.language);
      const email = customerEmailAgain(order, kind, link) as NonNullable<ReturnType<typeof customerEmailAgain>>;
      try {
        await deps.mailer.send({ to, about: { orderId }, ...email });
      } catch (error) {
        deps.logger.error({ err: error, orderId }, 'an email sent again from the desk failed');
        throw appError('email_failed', 502);
      }
      // Sent: the guest's link is the only one that works now (older ones may be in other hands).
      if (key) await revokeOtherGuestOrderKeys(db, orderId, key);
      await recordAudit(db, actor, {
        action: 'order.email-resent',
        targetType: 'order',
        targetId: orderId,
        // No address: the log is append-only and erasure cannot reach it (the Emails panel has it until then).
        after: { kind, subject: email.subject },
      });
      return { message: `Sent again to ${to}: “${email.subject}”.`, order: await findDeskOrder(db, orderId) };
    },
  };
}
