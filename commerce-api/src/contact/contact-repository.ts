import type { ContactInput } from '@koolers/contracts/form-schemas';
import type { Db } from '../db/database.ts';

export async function insertContactMessage(db: Db, message: ContactInput & { customerId: number | null; now: string }): Promise<number> {
  const row = await db
    .insertInto('contact_messages')
    .values({
      name: message.name,
      email: message.email,
      contact: message.contact,
      message: message.message,
      created_at: message.now,
      customer_id: message.customerId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
