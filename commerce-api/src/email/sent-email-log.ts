import type { Db } from '../db/database.ts';
import type { Mailer } from './mailer.ts';

/**
 * The mailer, noting each email about an order or a membership (to whom, what, sent or failed) so
 * the order desk shows what the customer was told. Only the subject is kept, not the body.
 */
export function recordSentEmails(mailer: Mailer, db: Db): Mailer {
  return {
    async send(message) {
      const { orderId = null, membershipId = null } = message.about ?? {};
      const note = (status: 'sent' | 'failed') =>
        orderId || membershipId
          ? db
              .insertInto('sent_emails')
              .values({
                order_id: orderId,
                membership_id: membershipId,
                recipient: message.to,
                subject: message.subject,
                status,
                sent_at: new Date().toISOString(),
              })
              .execute()
              .then(() => undefined)
          : Promise.resolve();
      try {
        await mailer.send(message);
      } catch (error) {
        await note('failed').catch(() => {});
        throw error;
      }
      // The email went out: a failure to note it must not make the caller think it did not.
      await note('sent').catch(() => {});
    },
  };
}

export async function emailsAbout(db: Db, orderId: string) {
  const rows = await db.selectFrom('sent_emails').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  return rows.map((row) => ({ to: row.recipient, subject: row.subject, status: row.status, at: row.sent_at }));
}
