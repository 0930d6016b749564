import type { Db } from '../db/database.ts';
import type { ContactInput } from './contact-schemas.ts';

export async function insertContactMessage(db: Db, message: ContactInput & { now: string }): Promise<number> {
  const row = await db
    .insertInto('contact_messages')
    .values({
      name: message.name,
      email: message.email,
      contact: message.contact,
      message: message.message,
      created_at: message.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
