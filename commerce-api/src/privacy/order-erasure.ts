import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

/** What an erased order shows in place of the person: the name, and the text in place of what staff wrote. */
export type ErasedWords = { name: string; staffText: string };

/**
 * Erases what orders hold about a person, for an account's erasure and for guest orders past their
 * retention alike: who and where (and the identity a code's limits count: promotions/
 * shopper-identity.ts), the fingerprint of the cart and those details, what staff typed about the
 * orders (notes, cancellation reasons, refund reasons), to whom their emails went, their messages still
 * queued, and the orders' links. What was bought and paid stays, and the tax documents
 * keep the recipient the law asks them to keep. One list: a column that names a person is added here
 * once, and both erasures follow.
 */
export async function eraseOrdersPersonalData(db: Db, orderIds: readonly string[], words: ErasedWords, now: string): Promise<void> {
  if (orderIds.length === 0) return;
  // Their messages (read before the order forgets their address and phone): one not sent yet is never
  // sent to someone erased; a sent one keeps what and when, not to whom. The shop's own copies stay.
  const theirs = (eb: ExpressionBuilder<Database, 'outbox_messages'>) =>
    eb.or([
      eb('recipient', '=', eb.selectFrom('orders').select('orders.customer_email').whereRef('orders.id', '=', 'outbox_messages.order_id')),
      // WhatsApp and SMS went to the phone, with India's code.
      eb(
        'recipient',
        '=',
        eb
          .selectFrom('orders')
          .select(sql<string>`'91' || orders.customer_phone`.as('phone'))
          .whereRef('orders.id', '=', 'outbox_messages.order_id'),
      ),
    ]);
  await db
    .deleteFrom('outbox_messages')
    .where('order_id', 'in', orderIds)
    .where('state', 'in', ['queued', 'failed'])
    .where(theirs)
    .execute();
  await db.updateTable('outbox_messages').set({ recipient: '', params: '{}' }).where('order_id', 'in', orderIds).where(theirs).execute();
  // Their WhatsApp choice, kept by phone number (no choice left means no WhatsApp).
  await db
    .deleteFrom('whatsapp_consents')
    .where('phone', 'in', (eb) => eb.selectFrom('orders').select('customer_phone').where('id', 'in', orderIds))
    .execute();
  await db
    .updateTable('orders')
    .set({
      customer_name: words.name,
      customer_email: '',
      customer_phone: '',
      customer_address: '',
      customer_pincode: null,
      shopper_email: null,
      shopper_address: null,
      // A hash of the cart and these details: whoever knows the details could still match it.
      idempotency_fingerprint: null,
      updated_at: now,
    })
    .where('id', 'in', orderIds)
    .execute();
  await db.updateTable('order_notes').set({ body: words.staffText }).where('order_id', 'in', orderIds).execute();
  await db
    .updateTable('order_status_history')
    .set({ note: `Cancelled: ${words.staffText}` })
    .where('order_id', 'in', orderIds)
    .where('note', 'like', 'Cancelled: %')
    .execute();
  await db.updateTable('refunds').set({ reason: words.staffText }).where('order_id', 'in', orderIds).execute();
  // The desk's record of mails sent keeps what was sent about which order, not to whom.
  await db.updateTable('sent_emails').set({ recipient: '' }).where('order_id', 'in', orderIds).execute();
  await db.deleteFrom('order_links').where('order_id', 'in', orderIds).execute();
  // Their reviews (issue 36) lose the name and the photo; the text stays only where they agreed to
  // that when writing it (`keep_text`). The stars stay: they name nobody. The photo's bytes go.
  await db
    .deleteFrom('review_photos')
    .where('review_id', 'in', (eb) => eb.selectFrom('reviews').select('id').where('order_id', 'in', orderIds))
    .execute();
  await db
    .updateTable('reviews')
    .set((eb) => ({
      reviewer_name: null,
      photo_path: null,
      body: eb.case().when('keep_text', '=', 1).then(eb.ref('body')).else(null).end(),
    }))
    .where('order_id', 'in', orderIds)
    .execute();
}
