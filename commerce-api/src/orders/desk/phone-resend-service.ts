import { type Actor, recordAudit } from '../../audit/audit-log.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { appError } from '../../http/app-error.ts';
import { renderMessage } from '../../notifications/message-templates.ts';
import type { OutboxSender } from '../../notifications/outbox.ts';
import { findOrder } from '../order-repository.ts';
import { phoneEventToResend, queuePhoneMessageAgain } from '../order-subscriptions.ts';
import { findDeskOrder } from './desk-order-detail.ts';

type Deps = {
  db: Db;
  outbox: Pick<OutboxSender, 'nudge'>;
  config: Pick<Config, 'mail' | 'siteOrigin'> & Partial<Pick<Config, 'messaging' | 'staffSecretKey'>>;
};

const CHANNEL_NAME = { whatsapp: 'WhatsApp', sms: 'SMS' } as const;

/**
 * Staff send the customer's latest phone message about the order again (issue 33: lost, deleted,
 * the phone was off): the latest event that brought their phone a message, queued once more in the
 * outbox on the channel their phone gets now (WhatsApp when they opted in, else SMS).
 */
export function createPhoneResendService(deps: Deps) {
  const { db } = deps;
  return {
    /**
     * `pressKey` names the press of the desk's button: the outbox row is keyed by it, so a press
     * that arrives twice (a double-click, a retried request) queues one message and one audit line.
     */
    async resend(actor: Actor, orderId: string, pressKey: string) {
      const order = await findOrder(db, orderId);
      if (!order) throw appError('not_found.order', 404);
      const event = phoneEventToResend(order);
      if (!event) throw appError('nothing_to_resend.phone', 409);
      const queued = await db.transaction().execute(async (trx) => {
        const again = await queuePhoneMessageAgain(trx, deps, event, pressKey);
        if (again?.queuedNow) {
          await recordAudit(trx, actor, {
            action: 'order.phone-message-resent',
            targetType: 'order',
            targetId: orderId,
            // No number: the log is append-only and erasure cannot reach it (the messages panel has it).
            after: { channel: again.message.channel, template: again.message.template },
          });
        }
        return again;
      });
      if (!queued) throw appError('no_phone_channel', 409);
      if (queued.queuedNow) deps.outbox.nudge();
      const channel = CHANNEL_NAME[queued.message.channel as keyof typeof CHANNEL_NAME];
      return {
        message: `Sending again by ${channel} to +${queued.message.recipient}: “${renderMessage(queued.message).subject}”.`,
        order: await findDeskOrder(db, orderId),
      };
    },
  };
}
