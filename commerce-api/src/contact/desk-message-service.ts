import { type Actor, recordAudit } from '../audit/audit-log.ts';
import type { Db } from '../db/database.ts';
import { appError } from '../http/app-error.ts';
import { appendChangeNow } from '../live/change-feed.ts';

/** Messages from the Contact Us form, newest first, with read marks shared by the whole desk. */
export function createDeskMessageService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async list(filter: { unread: boolean; limit: number; beforeId?: number | undefined }) {
      let query = db.selectFrom('contact_messages').selectAll().orderBy('id', 'desc').limit(filter.limit);
      if (filter.unread) query = query.where('read_at', 'is', null);
      if (filter.beforeId !== undefined) query = query.where('id', '<', filter.beforeId);
      const [rows, unread] = await Promise.all([
        query.execute(),
        db
          .selectFrom('contact_messages')
          .select((eb) => eb.fn.countAll<string | number>().as('count'))
          .where('read_at', 'is', null)
          .executeTakeFirst(),
      ]);
      return {
        messages: rows.map((row) => ({
          id: Number(row.id),
          name: row.name,
          email: row.email,
          contact: row.contact,
          message: row.message,
          receivedAt: row.created_at,
          readAt: row.read_at,
        })),
        unread: Number(unread?.count ?? 0),
      };
    },

    async markRead(actor: Actor, id: number, read: boolean) {
      const result = await db
        .updateTable('contact_messages')
        .set({ read_at: read ? new Date().toISOString() : null })
        .where('id', '=', id)
        .where('read_at', read ? 'is' : 'is not', null)
        .executeTakeFirst();
      if (result.numUpdatedRows === 1n) {
        await recordAudit(db, actor, { action: read ? 'message.read' : 'message.unread', targetType: 'message', targetId: String(id) });
        await appendChangeNow(db, { topic: 'message', subjectId: String(id), kind: read ? 'read' : 'unread' });
        return;
      }
      const exists = await db.selectFrom('contact_messages').select('id').where('id', '=', id).executeTakeFirst();
      if (!exists) throw appError('not_found.message', 404);
    },
  };
}
